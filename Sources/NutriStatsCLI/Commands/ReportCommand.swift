import ArgumentParser
import NutriStatsCommandLine
import NutritionReport
import NutritionStats

/// `nutristats report`: the weekly report as a folder of HTML, Markdown (with PNG charts) and PDF; for
/// a span longer than ``ReviewReport/thresholdDays`` days, the review report.
///
/// The command asks the library's run (``NutriStatsCommandLine/ReportRun``), which reads the inputs,
/// builds ``StatsSettings`` from the same flags as `stats`, and hands the engine's figures to
/// NutritionReport, which builds the view model, draws the charts, fills the templates and writes the
/// folder atomically; it computes nothing itself.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract:
            "Write the weekly report, or a review of a long span (HTML, Markdown with PNG charts, PDF), into a folder.",
        discussion: """
            Without a period flag, the report covers the last complete calendar week of the data (the \
            latest week whose last day is on or before the last day with entries or activity). --week \
            takes any date in the week. The folder given to --out is written whole or not at all, and \
            replaces an earlier report there; it may not hold other files or lie inside an input folder.

            A span longer than 92 days gives a review report instead of the day-by-day one: summary cards, \
            a calendar heatmap, monthly and weekly tables and charts, the longest streaks and gaps, and the top \
            foods of the span and of each quarter; the food log only with --with-food-log. --compare sets the \
            report against another period — previous (the one just before, as long; whole months shift by \
            months) or START..END — and writes it in the review's form, every figure with its change.

            Examples:
              nutristats report --storage Storage --activity steps.csv --out report
              nutristats report --storage Storage --week 2026-11-11 \\
                --out week46 --format html,pdf
              nutristats report --history foodHistory.json --out fortnight \\
                --from 2026-11-01 --to 2026-11-14 --template coach.html --goal 1800
              nutristats report --storage Storage --from 2026-01-01 --to 2026-12-31 \\
                --compare previous --out year-2026
              nutristats report --storage Storage --pantry pantry.csv --soon 5 --out report

            --pantry FILE adds a Pantry section: what expires within --soon days of the period's last \
            day (or --today), what already expired, favourites, counts by category, and a chart.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var period: PeriodOptions
    @OptionGroup var figures: SettingsOptions
    @OptionGroup var pantry: PantryOptions
    @OptionGroup var bodyFigures: BodyOptions

    @Option(
        name: .long, help: ArgumentHelp("The folder to write the report into (created or replaced).", valueName: "DIR"))
    var out: String

    @Option(name: .long, help: ArgumentHelp("Formats to write, comma-separated: html, md, pdf.", valueName: "LIST"))
    var format: ReportFormatList = .all

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Your own Mustache template for HTML (*.html) or Markdown (*.md), replacing the built-in one.",
            valueName: "FILE"))
    var template: String?

    @Flag(name: .long, help: "Keep the food log (every entry) in a review report of more than 92 days.")
    var withFoodLog = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Set the report against another period: " + CompareOption.helpText,
            valueName: "PERIOD"))
    var compare: String?

    /// The run the flags ask for.
    var plan: ReportRun {
        ReportRun(
            input: input.flags, period: period.flags, weekStart: period.weekStart, settings: figures.flags,
            pantry: pantry.flags, body: bodyFigures.flags, out: out, formats: format.formats, template: template,
            withFoodLog: withFoodLog, compare: compare)
    }

    func validate() throws {
        try usage { try plan.check() }
    }

    func run() throws {
        let location = try usage { try plan.outputLocation() }
        Terminal.note(try reportingInputErrors { try plan.write(to: location, context: .terminal) })
        Terminal.noteMissingFonts()
    }

    /// What the report needs read (``NutriStatsCommandLine/ReportRun/readPlan(weekStart:)``).
    func readPlan(weekStart: WeekStart) throws -> ReportReadPlan {
        try usage { try plan.readPlan(weekStart: weekStart) }
    }
}
