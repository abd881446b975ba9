import ChartKit
import ChartKitCairo
import NutritionData
import SafeOutput

/// Renders a report into the files of its folder, in memory: `report.html` (charts inline as SVG),
/// `report.md` with `charts/*.png`, and `report.pdf`. Nothing is written to disk here
/// (``ReportFolderWriter`` does that, atomically), so a failure at any step leaves nothing behind.
/// The same report always gives the same bytes.
public struct ReportRenderer: Sendable {
    /// The formats to render.
    public var formats: [ReportFormat]
    /// A user's template, replacing the built-in template of its format.
    public var customTemplate: ReportTemplate?
    /// PNG pixels per chart pixel (2 for sharp images on high-DPI screens).
    public var pngScale: Double

    /// A renderer for `formats` (duplicates are ignored), optionally with a custom template.
    public init(
        formats: [ReportFormat] = ReportFormat.allCases, customTemplate: ReportTemplate? = nil, pngScale: Double = 2
    ) {
        var unique: [ReportFormat] = []
        for format in formats.sorted() where !unique.contains(format) { unique.append(format) }
        self.formats = unique
        self.customTemplate = customTemplate
        self.pngScale = pngScale
    }

    /// The size a chart is laid out at in HTML and PNG (CSS pixels): the %DV chart is taller, as it
    /// has a row per nutrient.
    public static func chartSize(_ id: String) -> Size {
        id == MetricChart.dv.rawValue ? Size(width: 640, height: 440) : Size(width: 640, height: 360)
    }

    /// The size `entry`'s chart is laid out at: ``chartSize(_:)-(String)``, but the vitamins and minerals chart
    /// as tall as its rows need (``VitaminsAndMineralsChart/size(of:width:minimumHeight:)``).
    static func chartSize(_ entry: ReportCharts.Entry) -> Size {
        let size = chartSize(entry.info.id)
        guard entry.info.id == VitaminsAndMineralsChart.id else { return size }
        return VitaminsAndMineralsChart.size(of: entry.chart, width: size.width, minimumHeight: size.height)
    }

    /// The files of `report` with its `charts`, sorted by path, drawn and filled by the job runner
    /// both renderers share (`ReportFileJobs`): the PDF and the charts on all cores, then one job
    /// per template. The result does not depend on which job finishes first.
    ///
    /// Throws `OutputError` when a chart or the PDF cannot be drawn, and `InputError` when a built-in
    /// template cannot be parsed (a user's template is parsed when it is read).
    public func render(_ report: PeriodReport, charts: [ReportCharts.Entry]) throws -> [ReportFile] {
        let sizes = charts.map { (entry: ReportCharts.Entry) in Self.chartSize(entry) }
        let jobs = ReportFileJobs(formats: formats, charts: charts, sizes: sizes, pngScale: pngScale)
        return try jobs.files(
            customTemplate: customTemplate, review: false,
            values: { ReportTemplateContext.Values(report) },
            pdf: { () throws(OutputError) in try PDFReport(report: report, charts: charts).render() })
    }
}
