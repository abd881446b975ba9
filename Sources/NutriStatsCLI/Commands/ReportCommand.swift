import ArgumentParser
import Foundation
import NutritionData
import NutritionReport
import NutritionStats
import SafeOutput

/// `nutristats report`: the weekly report as a folder of HTML, Markdown (with PNG charts) and PDF.
///
/// The command reads the inputs, builds ``StatsSettings`` from the same flags as `stats`, and hands
/// the engine's figures to NutritionReport, which builds the view model, draws the charts, fills the
/// templates and writes the folder atomically; it computes nothing itself.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the weekly report (HTML, Markdown with PNG charts, PDF) into a folder.",
        discussion: """
            Without a period flag, the report covers the last complete calendar week of the data (the \
            latest week whose last day is on or before the last day with entries or activity). --week \
            takes any date in the week. The folder given to --out is written whole or not at all, and \
            replaces an earlier report there; it may not hold other files or lie inside an input folder.

            Examples:
              nutristats report --storage Storage --activity steps.csv --out report
              nutristats report --storage Storage --week 2026-11-11 \\
                --out week46 --format html,pdf
              nutristats report --history foodHistory.json --out fortnight \\
                --from 2026-11-01 --to 2026-11-14 --template coach.html --goal 1800
              nutristats report --storage Storage --pantry pantry.csv --soon 5 --out report

            --pantry FILE adds a Pantry section: what expires within --soon days of the period's last \
            day (or --today), what already expired, favourites, counts by category, and a chart.
            """
    )

    /// The longest period a report covers: a quarter. Longer spans are for `stats`.
    static let maximumDays = 92

    @OptionGroup var input: InputOptions
    @OptionGroup var period: PeriodOptions
    @OptionGroup var figures: SettingsOptions
    @OptionGroup var pantry: PantryOptions

    @Option(name: .long, help: ArgumentHelp("The folder to write the report into (created or replaced).", valueName: "DIR"))
    var out: String

    @Option(name: .long, help: ArgumentHelp("Formats to write, comma-separated: html, md, pdf.", valueName: "LIST"))
    var format: ReportFormatList = .all

    @Option(name: .long, help: ArgumentHelp(
        "Your own Mustache template for HTML (*.html) or Markdown (*.md), replacing the built-in one.", valueName: "FILE"))
    var template: String?

    func validate() throws {
        guard input.hasFoodInput || !input.activity.isEmpty else {
            throw ValidationError("Give the data: --storage DIR (or --history FILE, --food-log FILE), and --activity FILE for activity.")
        }
        guard !out.isEmpty else { throw ValidationError("--out takes a folder.") }
        if let template {
            guard let templateFormat = ReportFormat.templateFormat(ofFile: template) else {
                throw ValidationError("--template \(template): name the file *.html or *.md (optionally followed by "
                    + ".mustache) so its format is known.")
            }
            guard format.formats.contains(templateFormat) else {
                throw ValidationError("--template \(template) is a \(templateFormat.rawValue) template, but --format "
                    + "\(format.defaultValueDescription) does not write \(templateFormat.rawValue).")
            }
        }
    }

    /// `--out` resolved once, checked against the inputs, and then the only way the report is written.
    func outputLocation() throws -> OutputLocation {
        let location: OutputLocation
        do {
            location = try OutputLocation(out)
        } catch {
            throw ValidationError("--out \(error.description).")
        }
        let files = [figures.targetsFile, template, pantry.pantry].compactMap { $0 } + input.inputFiles
        if let problem = OutputPath.problem(output: location, files: files, folders: input.inputFolders, replacesFolder: true) {
            throw ValidationError(problem + "; choose another --out folder.")
        }
        return location
    }

    func run() throws {
        let location = try outputLocation()
        let summary = try reportingInputErrors { () throws -> String? in
            try ReportFolderWriter.checkDestination(location)
            let customTemplate = try template.map { path throws(InputError) in
                try ReportTemplate.custom(text: try UTF8Text.read(at: path, purpose: "--template takes a Mustache template file"), file: path)
            }
            let settings = try figures.settings(weekStart: period.start)
            let foodLog = try input.readFoodLog()
            // Only the activity days the report needs are read (rows of other days are passed over after
            // reading their dates); the figures are the same as with a full read.
            let selection = period.isChosen ? try period.selection(default: .all) : nil
            let activity = try input.readActivity(days: ReportFigures.activityDays(
                for: selection, foodDates: foodLog.entries.lazy.map(\.date), weekStart: settings.weekStart))
            StatsCommand.noteSkipped(foodLog.skipped.merging(activity.skipped))

            let pantryList = try pantry.read(strictness: input.strictness)

            let statistics = NutritionStatistics(foodLog: foodLog, activity: activity, settings: settings)
            guard let (range, choice) = try chosenRange(statistics) else { return nil }
            let reportFigures = ReportFigures(statistics: statistics, range: range, choice: choice)
            var report = WeeklyReport(figures: reportFigures, imports: ImportNotes(foodLog: foodLog, activity: activity))
            var chartEntries = ReportCharts.entries(for: reportFigures)
            if let pantryList {
                let (section, chart) = try pantrySection(pantryList, range: range)
                report.pantry = section
                chartEntries.append(chart)
            }
            let files = try ReportRenderer(formats: format.formats, customTemplate: customTemplate)
                .render(report, charts: chartEntries)
            for note in try ReportFolderWriter.write(files, to: location) { Terminal.note("nutristats: note: \(out): " + note) }
            let charts = files.filter { $0.path.hasPrefix("charts/") }.count
            let written = format.formats.map(\.fileName) + (charts > 0 ? ["\(charts) charts in charts/"] : [])
            return "nutristats: wrote \(out) for \(ReportDate.range(range)) (\(report.period.choice)): "
                + written.joined(separator: ", ")
        }
        guard let summary else {
            Terminal.error("the data holds no entries or activity, so there is no week to report on; "
                + "give a period with --week or --from/--to")
            throw ExitStatus.data
        }
        Terminal.note(summary)
    }

    /// The days the flags choose, or the last complete week of the data; nil without data and flags.
    func chosenRange(_ statistics: NutritionStatistics) throws -> (DateRange, ReportPeriodChoice)? {
        guard period.isChosen else { return ReportPeriodChoice.defaultRange(for: statistics) }
        let selection = try period.selection(default: .all)
        guard let range = try statistics.resolve(selection) else { return nil }
        guard range.dayCount <= Self.maximumDays else {
            throw ValidationError("The period \(range) has \(range.dayCount) days; a report covers at most "
                + "\(Self.maximumDays). Use `nutristats stats` for longer spans.")
        }
        return (range, .chosen(ReportPeriodText.describe(selection)))
    }
}
