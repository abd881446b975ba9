import ChartKit
import ChartKitCairo
import NutriStatsConfiguration
import NutritionData
import NutritionReport
import NutritionStats
import SafeOutput

/// One run of `nutristats chart`: its flags as given, the source they choose (``source(context:)``),
/// where the chart goes (``outputLocation()``), and the drawing and writing (``draw(_:to:)``).
package struct ChartRun: Sendable {
    // The fields are this command's flags as given, one value per command as argument-parser's
    // command structs are: `ReportRun` lists the same first ones on purpose (a shared base would hide
    // which flags each command takes); what they mean is decided once, in the `…Flags` types.
    /// `--metric NAME`, as typed.
    package var metric: String?
    /// `--csv FILE`, `--x COL`, `--y COL[,COL]`, `--kind`.
    package var csv: String?
    package var x: String?
    package var y: String?
    package var kind: CSVChart.Kind?
    package var input: InputFlags
    package var period: PeriodFlags
    package var weekStart: WeekStart
    package var settings: SettingsFlags
    package var pantry: PantryFlags
    package var body: BodyFlags
    /// `--out`, `--width`, `--height`, `--scale`, `--theme`.
    package var canvas: ChartCanvasFlags
    /// `--title`.
    package var title: String?

    /// A run with these flags, as given.
    package init(
        metric: String? = nil, csv: String? = nil, x: String? = nil, y: String? = nil, kind: CSVChart.Kind? = nil,
        input: InputFlags = InputFlags(), period: PeriodFlags = PeriodFlags(), weekStart: WeekStart = .monday,
        settings: SettingsFlags = SettingsFlags(), pantry: PantryFlags = PantryFlags(), body: BodyFlags = BodyFlags(),
        canvas: ChartCanvasFlags, title: String? = nil
    ) {
        self.metric = metric
        self.csv = csv
        self.x = x
        self.y = y
        self.kind = kind
        self.input = input
        self.period = period
        self.weekStart = weekStart
        self.settings = settings
        self.pantry = pantry
        self.body = body
        self.canvas = canvas
        self.title = title
    }

    /// The flags that choose what is drawn.
    package var flags: ChartFlags {
        ChartFlags(
            metric: metric, csv: csv, x: x, y: y, kind: kind, pantry: pantry.pantry, hasFoodInput: input.hasFoodInput,
            hasActivity: !input.activity.isEmpty, hasBody: !input.body.isEmpty, periodChosen: period.isChosen)
    }

    /// The data source the flags choose (``ChartFlags/choice()``), reading its inputs in `context` when built.
    package func source(context: CommandContext) throws(UsageProblem) -> ChartSource {
        switch try flags.choice() {
        case .csv(let chart):
            return .csv(chart)
        case .metric(let metric, let kind):
            return .metric(
                MetricChartRequest(
                    metric: metric, kind: kind, input: input, period: period, weekStart: weekStart, settings: settings,
                    context: context))
        case .body(let metric):
            return .body(
                BodyChartRequest(
                    metric: metric, input: input, period: period, weekStart: weekStart, settings: settings, body: body,
                    context: context))
        case .pantry(let file):
            return .pantry(
                PantryChartRequest(file: file, flags: pantry, strictness: input.strictness, context: context))
        }
    }

    /// `--out` resolved once, checked against the inputs, and then the only way the chart is written.
    package func outputLocation() throws(UsageProblem) -> OutputLocation {
        try OutputLocation.checked(
            canvas.out, files: [csv, settings.targetsFile, pantry.pantry].compactMap { $0 } + input.files,
            folders: input.folders, advice: "inputs are never written, choose another --out")
    }

    /// Builds the chart of `source`, lays it out on the canvas, renders it in the format `--out` names and
    /// writes it whole to `location`; returns the note saying so: `nutristats: wrote kcal.png (…)`, with
    /// what the chart left out or clamped.
    package func draw(_ source: ChartSource, to location: OutputLocation) throws -> String {
        let theme = try canvas.parsedTheme()
        guard let format = ImageFormat(path: canvas.out) else {
            throw UsageProblem.imageExtension(flag: "--out", given: nil)
        }
        let (chart, note) = try source.build(title: title, theme: theme)
        let measurer = CairoTextMeasurer()
        let scene = chart.scene(size: canvas.size(for: chart, measurer: measurer), measurer: measurer)
        let bytes: [UInt8]
        do {
            bytes = try ChartRenderer(scale: canvas.scale).render(scene, as: format)
        } catch {
            throw OutputError(path: canvas.out, problem: "\(error)")
        }
        try AtomicFile.write(bytes, to: location, what: "the chart")
        return "nutristats: wrote \(canvas.out) (\(note)\(scene.valueNotes))"
    }
}
