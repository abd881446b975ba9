import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionStats

/// One run of `nutristats history`: what was eaten, day by day, newest day first, over the period the
/// flags choose (every day with entries by default).
package struct HistoryRun: Sendable {
    // The fields are this command's flags as given, one value per command as argument-parser's
    // command structs are: `InspectRun` lists the same first ones on purpose (a shared base would hide
    // which flags each command takes); what they mean is decided once, in the `…Flags` types.
    package var input: InputFlags
    package var period: PeriodFlags
    package var weekStart: WeekStart

    /// A run with these flags, as given.
    package init(input: InputFlags, period: PeriodFlags = PeriodFlags(), weekStart: WeekStart = .monday) {
        self.input = input
        self.period = period
        self.weekStart = weekStart
    }

    /// A food input.
    package func check() throws(UsageProblem) {
        guard input.hasFoodInput else { throw .historyNeedsFoodLog }
    }

    /// The whole listing, built before anything is printed (so an error prints nothing else), and the
    /// number of rows skipped in lenient mode. With a period, days without entries are listed as not
    /// logged; with `--all` (the default) only days with entries are.
    package func listing(context: CommandContext) throws -> (text: String, skipped: Int) {
        let log = try CommandInputs(flags: input, reading: [.foodLog], context: context).readFoodLog()
        let selection = try period.selection(default: .all)
        let span = log.dateSpan.flatMap { DateRange(first: $0.lowerBound, last: $0.upperBound) }
        guard let range = try selection.resolve(dataSpan: span, weekStart: weekStart) else {
            return (HistoryFormatter.noEntries, log.skipped.total)
        }
        let listing = HistoryFormatter(
            days: log.days(from: range.first, through: range.last), range: range,
            listsDaysNotLogged: selection != .all)
        return (listing.text, log.skipped.total)
    }
}
