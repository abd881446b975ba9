import ArgumentParser
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionStats

/// `nutristats history`: what was eaten, day by day, newest day first — like the shortcut's Food History.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List what was eaten, by day, newest day first.",
        discussion: """
            Each day shows its total kcal, then one line per entry: time, servings × food, kcal. \
            With a period (--on, --week, --month, --from/--to, --last N) days without entries are \
            shown as "not logged"; with --all (the default) only days with entries are listed. \
            Activity files, if given, are not used by this command.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var period: PeriodOptions

    func validate() throws {
        guard input.hasFoodInput else { throw ValidationError(.historyNeedsFoodLog) }
    }

    func run() throws {
        let (text, skipped) = try reportingInputErrors { try render() }
        try Terminal.output(text)
        Terminal.notes(InputNotes.skippedCount(skipped))
    }

    /// The whole listing, built before anything is printed (so an error prints nothing else).
    func output() throws -> String {
        try render().text
    }

    /// The listing and the number of rows skipped in lenient mode.
    func render() throws -> (text: String, skipped: Int) {
        let inputs = input.open(reading: [.foodLog])
        let log = try inputs.readFoodLog()
        let selection = try period.selection(default: .all)
        let span = log.dateSpan.flatMap { DateRange(first: $0.lowerBound, last: $0.upperBound) }
        guard let range = try selection.resolve(dataSpan: span, weekStart: period.weekStart) else {
            return (HistoryFormatter.noEntries, log.skipped.total)
        }
        let listing = HistoryFormatter(
            days: log.days(from: range.first, through: range.last), range: range,
            listsDaysNotLogged: selection != .all)
        return (listing.text, log.skipped.total)
    }
}
