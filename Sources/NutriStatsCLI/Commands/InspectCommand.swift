import ArgumentParser
import NutriStatsCommandLine

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

    /// The run the flags ask for (``NutriStatsCommandLine/InspectRun``).
    var plan: InspectRun { InspectRun(input: input.flags, period: period.flags, weekStart: period.weekStart) }

    func validate() throws {
        try usage { try plan.check() }
    }

    func run() throws {
        try Terminal.output(try reportingInputErrors { try output() })
    }

    /// The whole summary, built before anything is printed (so an error prints nothing else).
    func output() throws -> String {
        try plan.text(context: .terminal)
    }
}
