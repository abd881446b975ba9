import ChartKit
import ChartKitCairo
import NutritionData
import SafeOutput

/// Renders a review report into the files of its folder, in memory, as ``ReportRenderer`` does for
/// the day-by-day report and through the same job runner (`ReportFileJobs`): `report.html` (charts
/// inline as SVG), `report.md` with `charts/*.png`, and `report.pdf`. The same review always gives
/// the same bytes.
public struct ReviewRenderer: Sendable {
    public var formats: [ReportFormat]
    /// A user's template, replacing the built-in review template of its format.
    public var customTemplate: ReportTemplate?
    /// PNG pixels per chart pixel.
    public var pngScale: Double

    public init(
        formats: [ReportFormat] = ReportFormat.allCases, customTemplate: ReportTemplate? = nil, pngScale: Double = 2
    ) {
        self.formats = ReportRenderer(formats: formats).formats
        self.customTemplate = customTemplate
        self.pngScale = pngScale
    }

    /// The files of `report` with its `charts`, sorted by path, drawn and filled by the job runner
    /// both renderers share (`ReportFileJobs`).
    ///
    /// Throws `OutputError` when a chart or the PDF cannot be drawn, and `InputError` when a built-in
    /// template cannot be parsed (a user's template is parsed when it is read).
    public func render(_ report: ReviewReport, charts: [ReportCharts.Entry]) throws -> [ReportFile] {
        let jobs = ReportFileJobs(
            formats: formats, charts: charts, sizes: charts.map { ReviewCharts.size($0) }, pngScale: pngScale)
        return try jobs.files(
            customTemplate: customTemplate, review: true,
            values: { ReportTemplateContext.Values(report) },
            pdf: { () throws(OutputError) in try ReviewPDF(report: report, charts: charts).render() })
    }
}
