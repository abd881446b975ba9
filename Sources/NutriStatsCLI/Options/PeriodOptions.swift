import ArgumentParser
import NutriStatsConfiguration
import NutritionStats

/// The period flags shared by every command that looks at a span of days; the library's
/// ``PeriodFlags`` turns them into a selection.
struct PeriodOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("One day.", valueName: "YYYY-MM-DD"))
    var on: String?

    @Option(name: .long, help: ArgumentHelp("The calendar week holding this date.", valueName: "YYYY-MM-DD"))
    var week: String?

    @Option(name: .long, help: ArgumentHelp("A calendar month.", valueName: "YYYY-MM"))
    var month: String?

    @Option(name: .long, help: ArgumentHelp("First day of a range (with --to).", valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("Last day of a range (with --from).", valueName: "YYYY-MM-DD"))
    var to: String?

    @Option(name: .long, help: ArgumentHelp("The last N days, ending on the latest day in the data.", valueName: "N"))
    var last: Int?

    @Flag(name: .long, help: "Everything in the data.")
    var all = false

    @Option(name: .long, help: ArgumentHelp("First day of the week: monday or sunday.", valueName: "DAY"))
    var weekStart: WeekStart = .monday

    /// The flags as the library reads them.
    var flags: PeriodFlags { PeriodFlags(on: on, week: week, month: month, from: from, to: to, last: last, all: all) }

    func validate() throws {
        _ = try usage { try flags.selection(default: .all) }
    }

    /// The selection the flags make, nil when none was given (``PeriodFlags/chosen()``).
    func chosen() throws -> PeriodSelection? {
        try usage { try flags.chosen() }
    }
}
