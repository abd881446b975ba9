import ArgumentParser
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionStats

/// `nutristats inspect`: what was read from the inputs, and how well it fits together.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Summarise what was read: files, entries per source, duplicates, days, coverage, matches, skips.",
        discussion: """
            A period flag (--on, --week, --month, --from/--to, --last N) limits the entry, day, coverage \
            and match figures to that period; files, duplicates and skipped rows are always for everything read.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var period: PeriodOptions

    func validate() throws {
        guard input.hasFoodInput || !input.activity.isEmpty || !input.body.isEmpty else {
            throw ValidationError(.inspectNeedsInput)
        }
    }

    func run() throws {
        let text = try reportingInputErrors { try output() }
        try Terminal.output(text)
    }

    /// The whole summary, built before anything is printed (so an error prints nothing else).
    func output() throws -> String {
        let inputs = input.open()
        let log = try inputs.readFoodLog()
        let activity = try inputs.readActivity()
        let body = try inputs.readBody()
        let selection = try period.selection(default: .all)
        let span = log.dateSpan.flatMap { DateRange(first: $0.lowerBound, last: $0.upperBound) }
        let range = try selection.resolve(dataSpan: span, weekStart: period.weekStart)
        let foodInput = InspectFormatter.foodInputName(
            storage: input.storage, history: input.history, foodLogs: input.foodLog.count)
        return InspectFormatter(
            food: log, foodInput: foodInput, activity: activity, range: selection == .all ? nil : range,
            body: body
        ).text
    }
}
