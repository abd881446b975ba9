import ArgumentParser
import NutriStatsCommandLine
import NutritionPresentation

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

    /// The run the flags ask for (``NutriStatsCommandLine/HistoryRun``).
    var plan: HistoryRun { HistoryRun(input: input.flags, period: period.flags, weekStart: period.weekStart) }

    func validate() throws {
        try usage { try plan.check() }
    }

    func run() throws {
        let (text, skipped) = try reportingInputErrors { try plan.listing(context: .terminal) }
        try Terminal.output(text)
        Terminal.notes(InputNotes.skippedCount(skipped))
    }

    /// The whole listing, built before anything is printed (so an error prints nothing else).
    func output() throws -> String {
        try plan.listing(context: .terminal).text
    }
}
