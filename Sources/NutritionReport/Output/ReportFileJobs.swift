import ChartKit
import NutritionData
import SafeOutput

/// The one job runner of both report renderers (``ReportRenderer`` for the day-by-day report,
/// ``ReviewRenderer`` for the review): it turns a report's charts, its PDF and its templates into the
/// files of the folder, in memory.
///
/// The drawing is split into independent jobs that run on all cores (``ParallelJobs``): the PDF (the
/// longest job, so first), one job per chart that lays it out once and draws it as SVG for HTML and
/// as PNG for Markdown (``ChartImages``), each with its own Cairo context and text measurer, and one
/// that prepares the report's values for the templates (``ReportTemplateContext/Values``, shared by
/// both); then the HTML and Markdown templates are filled, one job per format. The result does not
/// depend on which job finishes first, and the files come back sorted by path.
struct ReportFileJobs {
    /// The formats to write (sorted, without duplicates: ``ReportRenderer/formats``).
    var formats: [ReportFormat]
    /// The charts, in the report's order.
    var charts: [ReportCharts.Entry]
    /// The size each chart is laid out at in HTML and PNG (CSS pixels), one per chart.
    var sizes: [Size]
    /// PNG pixels per chart pixel.
    var pngScale: Double

    /// The files: `report.pdf` from `pdf`, `charts/*.png` beside Markdown, and each text format filled
    /// with the report's `values` and the charts as that format shows them, in `customTemplate` when
    /// it is of that format and otherwise in the built-in template (the review's when `review`).
    ///
    /// The built-in templates are taken only once the drawing is done: they are parsed on other
    /// threads while the inputs are read (``BuiltInTemplates/prepare(_:review:)``), and drawing need
    /// not wait for them.
    ///
    /// Throws `OutputError` when a chart or the PDF cannot be drawn (the first failed job in job order),
    /// and `InputError` when a built-in template cannot be parsed.
    func files(
        customTemplate: ReportTemplate?, review: Bool,
        values: @escaping @Sendable () -> ReportTemplateContext.Values,
        pdf: @escaping @Sendable () throws(OutputError) -> [UInt8]
    ) throws -> [ReportFile] {
        let textFormats = formats.filter { $0 != .pdf }
        let (images, pdfBytes, prepared) = try draw(pdf: pdf, values: values, prepares: !textFormats.isEmpty)
        let templates = try textFormats.map { format throws(InputError) in
            try ReportTemplate.chosen(for: format, custom: customTemplate, review: review)
        }
        let chartsPerFormat = textFormats.map { rendered(for: $0, images: images) }
        // `prepared` is there whenever there are text formats to fill.
        var files: [ReportFile] =
            prepared.map { values in
                ParallelJobs.run(textFormats.count) { index in
                    let text = templates[index].render(
                        ReportTemplateContext(values: values, charts: chartsPerFormat[index]))
                    return ReportFile(path: textFormats[index].fileName, bytes: Array(text.utf8))
                }
            } ?? []
        if formats.contains(.md) {
            files += charts.indices.map { ReportFile(path: charts[$0].info.file, bytes: images[$0]?.png ?? []) }
        }
        if let pdfBytes {
            files.append(ReportFile(path: ReportFormat.pdf.fileName, bytes: pdfBytes))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The PDF (when asked for), each chart in the image formats HTML and Markdown need, and the
    /// templates' `values` (when `prepares`), made on all cores; a chart is nil when neither is asked for.
    private func draw(
        pdf: @escaping @Sendable () throws(OutputError) -> [UInt8],
        values: @escaping @Sendable () -> ReportTemplateContext.Values,
        prepares: Bool
    ) throws(OutputError) -> (images: [ChartImages?], pdf: [UInt8]?, values: ReportTemplateContext.Values?) {
        let drawsSVG = formats.contains(.html)
        let drawsPNG = formats.contains(.md)
        var plan: [Job] = formats.contains(.pdf) ? [.pdf] : []
        if drawsSVG || drawsPNG { plan += charts.indices.map(Job.chart) }
        if prepares { plan.append(.values) }
        let jobs = plan
        let charts = charts
        let sizes = sizes
        let pngScale = pngScale
        let outputs = ParallelJobs.run(jobs.count) { index in
            Result { () throws(OutputError) -> Drawn in
                switch jobs[index] {
                case .chart(let chart):
                    // The SVG is made ready to inline in the HTML here, in the chart's own job.
                    .chart(
                        try ChartImages(
                            charts[chart].chart, size: sizes[chart], svg: drawsSVG, png: drawsPNG, pngScale: pngScale,
                            inlinePrefix: "chart-" + charts[chart].info.id))
                case .pdf:
                    .pdf(try pdf())
                case .values:
                    .values(values())
                }
            }
        }
        var images = [ChartImages?](repeating: nil, count: charts.count)
        var pdfBytes: [UInt8]?
        var prepared: ReportTemplateContext.Values?
        for (job, output) in zip(jobs, outputs) {
            switch (job, try output.get()) {
            case (.chart(let chart), .chart(let drawn)): images[chart] = drawn
            case (_, .pdf(let bytes)): pdfBytes = bytes
            case (_, .values(let values)): prepared = values
            default: break
            }
        }
        return (images, pdfBytes, prepared)
    }

    /// The charts as a template of `format` shows them: inline SVG in HTML, image files beside the
    /// Markdown; the size in CSS pixels as plain digits (it goes into `width` and `height` attributes).
    private func rendered(for format: ReportFormat, images: [ChartImages?]) -> [RenderedChart] {
        charts.indices.map { index in
            let info = charts[index].info
            let svg = format == .html ? images[index]?.inlineSVG ?? "" : ""
            return RenderedChart(
                id: info.id, title: info.title, description: info.description, file: info.file, svg: svg,
                width: String(Int(sizes[index].width)), height: String(Int(sizes[index].height)))
        }
    }

    /// One independent piece of work before the templates: a chart in the image formats, the PDF, or
    /// the templates' values.
    private enum Job {
        case chart(Int)
        case pdf
        case values
    }

    /// What a job made.
    private enum Drawn: Sendable {
        case chart(ChartImages)
        case pdf([UInt8])
        case values(ReportTemplateContext.Values)
    }
}
