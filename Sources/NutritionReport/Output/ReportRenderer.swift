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
    public init(formats: [ReportFormat] = ReportFormat.allCases, customTemplate: ReportTemplate? = nil, pngScale: Double = 2) {
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

    /// The files of `report` with its `charts`, sorted by path.
    ///
    /// The drawing is split into independent jobs that run on all cores: the PDF, and one job per
    /// chart that lays it out once and draws it as SVG for HTML and as PNG for Markdown
    /// (``ChartImages``), each with its own Cairo context and text measurer; then the HTML and
    /// Markdown templates are filled, one job per format. The result does not depend on which job
    /// finishes first.
    ///
    /// Throws `InputError` for a template that cannot be parsed (before anything is drawn), and
    /// `OutputError` when a chart or the PDF cannot be drawn.
    public func render(_ report: PeriodReport, charts: [ReportCharts.Entry]) throws -> [ReportFile] {
        let textFormats = formats.filter { $0 != .pdf }
        let templates = try textFormats.map { format throws(InputError) in
            try ReportTemplate.chosen(for: format, custom: customTemplate, review: false)
        }
        // The PDF (the longest job) first, so that it starts at once; then one job per chart.
        let drawsSVG = formats.contains(.html), drawsPNG = formats.contains(.md)
        var plan: [Job] = formats.contains(.pdf) ? [.pdf] : []
        if drawsSVG || drawsPNG { plan += charts.indices.map { Job.chart($0) } }
        let jobs = plan
        let outputs = ParallelJobs.run(jobs.count) { index in
            Result { () throws(OutputError) -> Drawn in
                switch jobs[index] {
                case .chart(let chart):
                    let entry = charts[chart]
                    return .chart(try ChartImages(entry.chart, size: Self.chartSize(entry.info.id), svg: drawsSVG, png: drawsPNG,
                                                  pngScale: self.pngScale, inlinePrefix: "chart-" + entry.info.id))
                case .pdf:
                    return .pdf(try PDFReport(report: report, charts: charts).render())
                }
            }
        }
        var images = [ChartImages?](repeating: nil, count: charts.count)
        var pdf: [UInt8] = []
        for (job, output) in zip(jobs, outputs) {
            switch (job, try output.get()) {
            case (.chart(let chart), .chart(let drawn)): images[chart] = drawn
            case (_, .pdf(let bytes)): pdf = bytes
            default: break
            }
        }

        // The HTML and Markdown files come from their templates, one job per format; the PDF and
        // the PNG charts are ready as they are.
        let chartsPerFormat = textFormats.map { format in
            format == .html ? htmlCharts(charts, images: images) : markdownCharts(charts)
        }
        var files = ParallelJobs.run(textFormats.count) { index in
            Self.text(textFormats[index], template: templates[index], report: report, charts: chartsPerFormat[index])
        }
        if formats.contains(.md) {
            files += charts.indices.map { ReportFile(path: charts[$0].info.file, bytes: images[$0]?.png ?? []) }
        }
        if formats.contains(.pdf) {
            files.append(ReportFile(path: ReportFormat.pdf.fileName, bytes: pdf))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The charts as the HTML template shows them: inline SVG.
    private func htmlCharts(_ charts: [ReportCharts.Entry], images: [ChartImages?]) -> [RenderedChart] {
        charts.indices.map { index in
            rendered(charts[index], svg: images[index]?.inlineSVG ?? "")
        }
    }

    /// The charts as the Markdown template shows them: image files beside it.
    private func markdownCharts(_ charts: [ReportCharts.Entry]) -> [RenderedChart] {
        charts.map { rendered($0, svg: "") }
    }

    /// What a template knows of one chart; the size is in CSS pixels, as plain digits (it goes into
    /// `width` and `height` attributes).
    private func rendered(_ entry: ReportCharts.Entry, svg: String) -> RenderedChart {
        let size = Self.chartSize(entry.info.id)
        return RenderedChart(id: entry.info.id, title: entry.info.title, description: entry.info.description,
                             file: entry.info.file, svg: svg, width: String(Int(size.width)), height: String(Int(size.height)))
    }

    /// One independent piece of drawing: a chart in the image formats, or the PDF.
    private enum Job {
        case chart(Int)
        case pdf
    }

    /// What a job drew.
    private enum Drawn: Sendable {
        case chart(ChartImages)
        case pdf([UInt8])
    }

    /// An HTML or Markdown file from its template.
    private static func text(_ format: ReportFormat, template: ReportTemplate, report: PeriodReport,
                             charts: [RenderedChart]) -> ReportFile {
        let text = template.render(ReportTemplateContext(report: report, charts: charts))
        return ReportFile(path: format.fileName, bytes: Array(text.utf8))
    }
}
