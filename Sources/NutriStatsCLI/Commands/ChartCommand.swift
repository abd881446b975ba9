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
            style.out, files: [csv, figures.targetsFile, pantry.pantry].compactMap { $0 } + input.inputFiles,
            folders: input.inputFolders, advice: "inputs are never written, choose another --out")
    }

    /// The data source the flags describe: `--metric NAME` or `--csv FILE`.
    func source() throws -> ChartSource {
        if metric?.lowercased() == PantryChart.id { return .pantry(try pantryRequest()) }
        guard pantry.pantry == nil else { throw ValidationError(.pantryWithoutPantryMetric) }
        if let name = metric?.lowercased(), let bodyMetric = BodyChartMetric(rawValue: name) {
            guard csv == nil, x == nil, y == nil, kind == nil else { throw ValidationError(.bodyMetricOneWay(name)) }
            guard !input.body.isEmpty else { throw ValidationError(.bodyMetricNeedsBody(name)) }
            return .body(
                BodyChartRequest(metric: bodyMetric, input: input, period: period, figures: figures, body: bodyFigures))
        }
        if let metric { return .metric(try metricRequest(metric)) }
        guard let csv else { throw ValidationError(.chartNeedsData) }
        guard !input.hasFoodInput, input.activity.isEmpty, !period.isChosen else {
            throw ValidationError(.csvWithMetricInputs)
        }
        guard let x, !x.isEmpty else { throw ValidationError(.csvNeedsX) }
        let columns = (y ?? "").split(separator: ",").map { String($0).trimmingSpaces() }
        guard !columns.isEmpty, columns.allSatisfy({ !$0.isEmpty }) else { throw ValidationError(.csvNeedsY) }
        return .csv(CSVChart(file: csv, xColumn: x, yColumns: columns, kind: kind ?? .bar))
    }

    /// The request of `--metric NAME`.
    func metricRequest(_ name: String) throws -> MetricChartRequest {
        guard csv == nil, x == nil, y == nil else { throw ValidationError(.metricAndCSV) }
        guard let chosen = MetricChart(rawValue: name.lowercased()) else {
            let names = (MetricChart.allCases.map(\.rawValue) + BodyChartMetric.allCases.map(\.rawValue))
                .joined(separator: ", ")
            throw ValidationError(.metric(name, names: names))
        }
        var metricKind: MetricChartKind?
        if let kind {
            guard let wanted = MetricChartKind(rawValue: kind.rawValue), chosen.kinds.contains(wanted) else {
                let kinds = chosen.kinds.map(\.rawValue).joined(separator: " or ")
                throw ValidationError(
                    chosen.kinds.isEmpty
                        ? .metricOneKind(chosen.rawValue)
                        : .metricKind(chosen.rawValue, kinds: kinds, given: kind.rawValue))
            }
            metricKind = wanted
        }
        guard input.hasFoodInput || !input.activity.isEmpty else { throw ValidationError(.metricNeedsData) }
        return MetricChartRequest(metric: chosen, kind: metricKind, input: input, period: period, figures: figures)
    }

    func run() throws {
        let source = try source()
        let theme = try style.parsedTheme()
        let location = try outputLocation()
        try reportingInputErrors {
            guard let format = ChartOutput.format(of: style.out) else {
                throw ValidationError(.imageExtension(flag: "--out", given: nil))
            }
            let (chart, note) = try source.build(title: style.title, theme: theme, readFile: Self.read)
            let measurer = CairoTextMeasurer()
            let scene = chart.scene(size: style.size(for: chart, measurer: measurer), measurer: measurer)
            let bytes: [UInt8]
            do {
                bytes = try ChartRenderer(scale: style.scale).render(scene, as: format)
            } catch {
                throw OutputError(path: style.out, problem: "\(error)")
            }
            try ChartOutput.write(bytes, to: location)
            Terminal.note("nutristats: wrote \(style.out) (\(note)\(Self.valueNotes(scene)))")
            Terminal.noteMissingFonts()
        }
    }

    /// What the chart does not show as given, for the note after `wrote …`: values left out (NaN,
    /// ±infinity) and values drawn at ±10³⁰⁶ (``ChartKit/NiceTicks/magnitudeLimit``) instead of their
    /// own size, as ChartKit counted them (`; 2 values not finite, not drawn; 1 value beyond ±1e306 drawn
    /// at ±1e306`); empty when every value was drawn as it is.
    static func valueNotes(_ scene: Scene) -> String {
        var notes = ""
        if scene.skippedValues > 0 { notes += "; \(scene.skippedValues) values not finite, not drawn" }
        if scene.clampedValues > 0 {
            let limit = ValueFormat.plain.string(NiceTicks.magnitudeLimit)
            notes += "; \(Plural.count(scene.clampedValues, "value")) beyond ±\(limit) drawn at ±\(limit)"
        }
        return notes
    }

    /// The bytes of the `--csv` file, through the one reader of small input files.
    static func read(_ path: String) throws(InputError) -> [UInt8] {
        try SmallInputFile.bytes(at: path, purpose: "--csv takes a CSV file")
    }
}
