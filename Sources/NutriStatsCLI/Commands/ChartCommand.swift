import ArgumentParser
import ChartKit
import ChartKitCairo
import Foundation
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionReport
import SafeOutput

/// `nutristats chart`: draws a chart as PNG, SVG or PDF.
struct ChartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Draw a chart of a nutrition metric, or of columns of a CSV file, as PNG, SVG or PDF.",
        discussion: """
            --metric charts the stats engine's figures over a period (default: the calendar week holding \
            the last day of the data), read with the same input, period and settings flags as `stats`: \
            kcal (bars or lines, with goal and average), macros (carbs, protein and fat in g: lines or \
            stacked bars), macro-split (donut), dv (average %Daily Value), energy (intake against spent: \
            bars or lines), steps (bars or lines, with the goal), heatmap (a calendar of kcal against the goal: one \
            cell per day, weeks as columns, unlogged days as empty cells; by default the last 365 days). Long spans get month or year date axes. \
            pantry charts a --pantry file instead: items expiring per day over the next two weeks from \
            --today, expired items as one bar, expired and soon (--soon days) in red.

            --csv charts columns of a CSV file. The x column's values decide the axis: YYYY-MM-DD dates \
            give a date axis, numbers a numeric one (line charts), anything else named categories. Empty \
            y fields are gaps, never zeros.

            Examples:
              nutristats chart --metric kcal --storage Storage --out kcal.png
              nutristats chart --metric macros --storage Storage --last 90 \\
                --out macros.svg --width 900
              nutristats chart --metric steps --activity steps.csv \\
                --month 2026-11 --kind line --out steps.pdf
              nutristats chart --metric heatmap --storage Storage \\
                --out year.png --width 920 --height 260
              nutristats chart --csv days.csv --x date --y kcal --out kcal.png
              nutristats chart --metric pantry --pantry pantry.csv --out pantry.png
              nutristats chart --csv days.csv --x date --y protein,fat \\
                --kind stacked --out macros.svg --theme dark
            """
    )

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A nutrition metric: kcal, macros, macro-split, dv, energy, steps or heatmap; weight or expenditure (with --body FILE); or pantry (with --pantry FILE).",
            valueName: "NAME"))
    var metric: String?

    @Option(name: .long, help: ArgumentHelp("A CSV file with a header line.", valueName: "FILE"))
    var csv: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The column for the x axis (or the slice and row names of pie and hbar).", valueName: "COL"))
    var x: String?

    @Option(name: .long, help: ArgumentHelp("The column(s) to plot, separated by commas.", valueName: "COL[,COL]"))
    var y: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "--csv: bar (default), stacked, line, pie or hbar. --metric: bar or line, for the metrics drawn either way.",
            valueName: "KIND"))
    var kind: ChartKindOption?

    @OptionGroup var input: InputOptions
    @OptionGroup var period: PeriodOptions
    @OptionGroup var figures: SettingsOptions
    @OptionGroup var style: ChartStyleOptions
    @OptionGroup var pantry: PantryOptions
    @OptionGroup var bodyFigures: BodyOptions

    func validate() throws {
        _ = try source()
    }

    /// `--out` resolved once, checked against the inputs, and then the only way the chart is written.
    func outputLocation() throws -> OutputLocation {
        try OutputPath.location(
            style.out, files: [csv, figures.targetsFile, pantry.pantry].compactMap { $0 } + input.flags.files,
            folders: input.flags.folders, advice: "inputs are never written, choose another --out")
    }

    /// The flags that choose what is drawn, as the library reads them.
    var flags: ChartFlags {
        ChartFlags(
            metric: metric, csv: csv, x: x, y: y, kind: kind, pantry: pantry.pantry, hasFoodInput: input.hasFoodInput,
            hasActivity: !input.activity.isEmpty, hasBody: !input.body.isEmpty, periodChosen: period.isChosen)
    }

    /// The data source the flags choose (``ChartFlags/choice()``): `--metric NAME` or `--csv FILE`.
    func source() throws -> ChartSource {
        switch try usage({ try flags.choice() }) {
        case .csv(let chart): return .csv(chart)
        case .metric(let metric, let kind):
            return .metric(
                MetricChartRequest(metric: metric, kind: kind, input: input, period: period, figures: figures))
        case .body(let metric):
            return .body(
                BodyChartRequest(metric: metric, input: input, period: period, figures: figures, body: bodyFigures))
        case .pantry(let file):
            return .pantry(PantryChartRequest(file: file, options: pantry, strictness: input.strictness))
        }
    }

    func run() throws {
        let source = try source()
        let theme = try usage { try style.flags.parsedTheme() }
        let location = try outputLocation()
        try reportingInputErrors {
            guard let format = ImageFormat(path: style.out) else {
                throw ValidationError(.imageExtension(flag: "--out", given: nil))
            }
            let (chart, note) = try source.build(title: style.title, theme: theme, readFile: Self.read)
            let measurer = CairoTextMeasurer()
            let scene = chart.scene(size: style.flags.size(for: chart, measurer: measurer), measurer: measurer)
            let bytes: [UInt8]
            do {
                bytes = try ChartRenderer(scale: style.scale).render(scene, as: format)
            } catch {
                throw OutputError(path: style.out, problem: "\(error)")
            }
            try AtomicFile.write(bytes, to: location, what: "the chart")
            Terminal.note("nutristats: wrote \(style.out) (\(note)\(scene.valueNotes))")
            Terminal.noteMissingFonts()
        }
    }

    /// The bytes of the `--csv` file, through the one reader of small input files.
    static func read(_ path: String) throws(InputError) -> [UInt8] {
        try SmallInputFile.bytes(at: path, purpose: "--csv takes a CSV file")
    }
}
