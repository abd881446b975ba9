import ArgumentParser
import ChartKitCairo
import Foundation
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionReport
import NutritionStats
import SafeOutput

/// `nutristats report`: the weekly report as a folder of HTML, Markdown (with PNG charts) and PDF; for
/// a span longer than ``ReviewReport/thresholdDays`` days, the review report.
///
/// The command reads the inputs, builds ``StatsSettings`` from the same flags as `stats`, and hands
/// the engine's figures to NutritionReport, which builds the view model, draws the charts, fills the
/// templates and writes the folder atomically; it computes nothing itself.
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

    /// The period `--compare` names (checked by `validate()`).
    var comparison: ComparisonPeriod? { compare.flatMap { try? ComparisonPeriod(flag: $0) } }

    func validate() throws {
        if let compare { _ = try usage { try ComparisonPeriod(flag: compare) } }
        try usage { try input.flags.requireData() }
        guard !out.isEmpty else { throw ValidationError(.outTakesFolder) }
        if let template {
            guard let templateFormat = ReportFormat.templateFormat(ofFile: template) else {
                throw ValidationError(.templateName(template))
            }
            guard format.formats.contains(templateFormat) else {
                throw ValidationError(
                    .templateNotWritten(
                        template, format: templateFormat.rawValue, formats: format.defaultValueDescription))
            }
        }
    }

    /// `--out` resolved once, checked against the inputs, and then the only way the report is written.
    func outputLocation() throws -> OutputLocation {
        try OutputPath.location(
            out, files: [figures.targetsFile, template, pantry.pantry].compactMap { $0 } + input.flags.files,
            folders: input.flags.folders, replacesFolder: true, advice: "choose another --out folder")
    }

    func run() throws {
        let location = try outputLocation()
        let summary = try reportingInputErrors { () throws -> String? in
            try ReportFolderWriter.checkDestination(location)
            let customTemplate = try template.map { path throws(InputError) in
                try ReportTemplate.custom(
                    text: try SmallInputFile.text(at: path, purpose: "--template takes a Mustache template file"),
                    file: path)
            }
            let settings = try figures.settings(weekStart: period.weekStart)
            // Only the activity days the report needs are read (rows of other days are passed over after
            // reading their dates), as the library plans; the figures are the same as with a full read.
            let plan = try readPlan(weekStart: settings.weekStart)
            let inputs = input.open()
            let early = try earlyActivityRead(plan, inputs: inputs)
            defer { early?.read.wait() }
            prepareRendering(plan)
            let foodLog = try inputs.readFoodLog()
            let days = plan.activityDays(foodDates: foodLog.entries.map(\.date))
            let activity =
                try early.flatMap { $0.days == days ? try $0.read.value() : nil } ?? inputs.readActivity(days: days)
            Terminal.notes(InputNotes.imports(foodLog: foodLog, activity: activity))

            let pantryList = try pantry.read(strictness: input.strictness)
            let body = try inputs.readBody()
            let unit = input.weightUnit ?? .kilograms
            let bodyInput =
                try input.body.isEmpty
                ? nil
                : ReportRequest.BodyInput(
                    weights: DayWeights(body.readings), request: bodyFigures.request(unit: unit), unit: unit)

            let statistics = NutritionStatistics(foodLog: foodLog, activity: activity, settings: settings)
            let request = ReportRequest(
                statistics: statistics, period: try plan.period(in: statistics),
                imports: ImportNotes(foodLog: foodLog, activity: activity), formats: format.formats,
                customTemplate: customTemplate, comparison: plan.comparison, withFoodLog: withFoodLog,
                pantry: try pantryList.map {
                    ReportRequest.PantryInput(list: $0, today: try pantry.parsedToday(), soonDays: pantry.soon)
                },
                body: bodyInput)
            guard let outcome = try request.write(to: location) else { return nil }
            for note in outcome.folderNotes { Terminal.note("nutristats: note: \(out): " + note) }
            return "nutristats: " + outcome.summary(folder: out)
        }
        guard let summary else {
            Terminal.error(
                "the data holds no entries or activity, so there is no week to report on; "
                    + "give a period with --week or --from/--to")
            throw ExitStatus.data
        }
        Terminal.note(summary)
        Terminal.noteMissingFonts()
    }

    /// What the report needs read (``ReportReadPlan``): the period and comparison the flags choose and,
    /// with body files, the expenditure window.
    func readPlan(weekStart: WeekStart) throws -> ReportReadPlan {
        ReportReadPlan(
            chosen: try period.chosen(), comparison: comparison, weekStart: weekStart,
            bodyWindow: input.body.isEmpty ? nil : try bodyFigures.window())
    }

    /// Starts what drawing and filling the report will need on the other cores, while the inputs are
    /// read: Pango and fontconfig (already started by ``NutriStatsCommand/main()`` before the arguments
    /// were parsed, so this call does nothing then), and the built-in templates when the flags already
    /// tell whether the report is a weekly one or a review. Called after the early activity read has been
    /// queued: the report waits on that first, and the pool runs jobs in the order they were queued.
    private func prepareRendering(_ plan: ReportReadPlan) {
        ChartKitCairo.prepareTypesetting()
        if let review = plan.predictedReview {
            let custom = template.flatMap { ReportFormat.templateFormat(ofFile: $0) }
            BuiltInTemplates.prepare(format.formats.filter { $0 != custom }, review: review)
        }
    }

    /// The plan's early activity read (``ReportReadPlan/earlyRead``) started on another thread; nil too
    /// without activity files, and when an activity file is an export also given to --food-log or
    /// --body, whose one scan the food log or body read makes.
    private func earlyActivityRead(_ plan: ReportReadPlan, inputs: CommandInputs) throws
        -> (days: ClosedRange<LocalDate>?, read: BackgroundWork<ActivityLog>)?
    {
        guard !input.activity.isEmpty, !inputs.set.sharesActivityFile, let early = plan.earlyRead else { return nil }
        let reader = input.activityReader()
        let paths = input.activity
        return (early.days, BackgroundWork { try reader.read(paths: paths, days: early.days) })
    }
}
