import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionStats

/// One run of `nutristats inspect`: what was read from the inputs, and how well it fits together. A
/// period limits the entry, day, coverage and match figures; files, duplicates and skipped rows are
/// always for everything read.
package struct InspectRun: Sendable {
    // The fields are this command's flags as given, one value per command as argument-parser's
    // command structs are: `HistoryRun` lists the same first ones on purpose (a shared base would hide
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

    /// Some input: food, activity or body.
    package func check() throws(UsageProblem) {
        guard input.hasFoodInput || !input.activity.isEmpty || !input.body.isEmpty else { throw .inspectNeedsInput }
    }

    /// The whole summary, built before anything is printed (so an error prints nothing else).
    package func text(context: CommandContext) throws -> String {
        let inputs = CommandInputs(flags: input, context: context)
        let log = try inputs.readFoodLog()
        let activity = try inputs.readActivity()
        let body = try inputs.readBody()
        let selection = try period.selection(default: .all)
        let span = log.dateSpan.flatMap { DateRange(first: $0.lowerBound, last: $0.upperBound) }
        let range = try selection.resolve(dataSpan: span, weekStart: weekStart)
        let foodInput = InspectFormatter.foodInputName(
            storage: input.storage, history: input.history, foodLogs: input.foodLogs.count)
        return InspectFormatter(
            food: log, foodInput: foodInput, activity: activity, range: selection == .all ? nil : range, body: body
        ).text
    }
}
