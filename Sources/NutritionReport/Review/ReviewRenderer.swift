import ChartKit
import ChartKitCairo
import NutritionData
import SafeOutput

/// Renders a review report into the files of its folder, in memory, as ``ReportRenderer`` does for
/// the day-by-day report: `report.html` (charts inline as SVG), `report.md` with `charts/*.png`,
/// and `report.pdf`. Each chart is laid out once per format that needs it, the drawing jobs run on
/// all cores, and the same review always gives the same bytes.
public struct ReviewRenderer: Sendable {
    public var formats: [ReportFormat]
    /// A user's template, replacing the built-in review template of its format.
    public var customTemplate: ReportTemplate?
    /// PNG pixels per chart pixel.
    public var pngScale: Double

    public init(formats: [ReportFormat] = ReportFormat.allCases, customTemplate: ReportTemplate? = nil, pngScale: Double = 2) {
        self.formats = ReportRenderer(formats: formats).formats
        self.customTemplate = customTemplate
        self.pngScale = pngScale
    }

    /// One piece of drawing: a chart in the image formats (laid out once, ``ChartImages``), or the PDF.
    private enum Job {
        case chart(Int), pdf
    }

    /// What a job drew.
    private enum Drawn: Sendable {
        case chart(ChartImages), pdf([UInt8])
    }

    /// The files of `report` with its `charts`, sorted by path.
    public func render(_ report: ReviewReport, charts: [ReportCharts.Entry]) throws -> [ReportFile] {
        let sizes = charts.map { ReviewCharts.size($0) }
        let drawsSVG = formats.contains(.html), drawsPNG = formats.contains(.md)
        // The PDF (the longest job) first, so that it starts at once.
        var jobs: [Job] = formats.contains(.pdf) ? [.pdf] : []
        if drawsSVG || drawsPNG { jobs += charts.indices.map(Job.chart) }
        let plan = jobs
        let outputs = ParallelJobs.run(plan.count) { index in
            Result { () throws(OutputError) -> Drawn in
                switch plan[index] {
                case .chart(let chart):
                    .chart(try ChartImages(charts[chart].chart, size: sizes[chart], svg: drawsSVG, png: drawsPNG,
                                           pngScale: self.pngScale, inlinePrefix: "chart-" + charts[chart].info.id))
                case .pdf:
                    .pdf(try ReviewPDF(report: report, charts: charts).render())
                }
            }
        }
        var svgs: [Int: String] = [:]
        var files: [ReportFile] = []
        var pngs: [ReportFile] = []
        for (job, output) in zip(plan, outputs) {
            switch (job, try output.get()) {
            case (.chart(let chart), .chart(let drawn)):
                if let svg = drawn.inlineSVG { svgs[chart] = svg }
                if let png = drawn.png { pngs.append(ReportFile(path: charts[chart].info.file, bytes: png)) }
            case (_, .pdf(let bytes)): files.append(ReportFile(path: ReportFormat.pdf.fileName, bytes: bytes))
            default: break
            }
        }
        files += pngs
        // The HTML and Markdown files, one job per format.
        let textFormats = formats.filter { $0 != .pdf }
        let templates = try textFormats.map { format throws(InputError) in
            try ReportTemplate.chosen(for: format, custom: customTemplate, review: true)
        }
        let renderedCharts = textFormats.map { format in
            charts.indices.map { index in
                let entry = charts[index]
                let svg = format == .html ? svgs[index] ?? "" : ""
                return RenderedChart(id: entry.info.id, title: entry.info.title, description: entry.info.description,
                                     file: entry.info.file, svg: svg, width: String(Int(sizes[index].width)),
                                     height: String(Int(sizes[index].height)))
            }
        }
        files += ParallelJobs.run(textFormats.count) { index in
            let text = templates[index].render(ReportTemplateContext(review: report, charts: renderedCharts[index]))
            return ReportFile(path: textFormats[index].fileName, bytes: Array(text.utf8))
        }
        return files.sorted { $0.path < $1.path }
    }
}
