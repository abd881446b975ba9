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

    /// One piece of drawing or filling.
    private enum Job {
        case svg(Int), png(Int), pdf
    }

    /// The files of `report` with its `charts`, sorted by path.
    public func render(_ report: ReviewReport, charts: [ReportCharts.Entry]) throws -> [ReportFile] {
        let sizes = charts.map { ReviewCharts.size($0) }
        var jobs: [Job] = []
        if formats.contains(.html) { jobs += charts.indices.map(Job.svg) }
        if formats.contains(.md) { jobs += charts.indices.map(Job.png) }
        if formats.contains(.pdf) { jobs.append(.pdf) }
        let plan = jobs
        let outputs = ParallelJobs.run(plan.count) { index in
            Result { () throws(OutputError) -> [UInt8] in
                switch plan[index] {
                case .svg(let chart):
                    try ReportRenderer.draw(charts[chart].chart, size: sizes[chart], as: .svg, scale: 1, measurer: CairoTextMeasurer())
                case .png(let chart):
                    try ReportRenderer.draw(charts[chart].chart, size: sizes[chart], as: .png, scale: self.pngScale,
                                            measurer: CairoTextMeasurer())
                case .pdf:
                    try ReviewPDF(report: report, charts: charts).render()
                }
            }
        }
        var svgs: [Int: String] = [:]
        var files: [ReportFile] = []
        for (job, output) in zip(plan, outputs) {
            let bytes: [UInt8]
            switch output {
            case .success(let drawn): bytes = drawn
            case .failure(let error): throw error
            }
            switch job {
            case .svg(let chart): svgs[chart] = String(decoding: bytes, as: UTF8.self)
            case .png(let chart): files.append(ReportFile(path: charts[chart].info.file, bytes: bytes))
            case .pdf: files.append(ReportFile(path: ReportFormat.pdf.fileName, bytes: bytes))
            }
        }
        for format in formats where format != .pdf {
            let rendered = charts.indices.map { index in
                let entry = charts[index]
                let svg = format == .html ? SVGInlining.inline(svgs[index] ?? "", prefix: "chart-" + entry.info.id) : ""
                return RenderedChart(id: entry.info.id, title: entry.info.title, description: entry.info.description,
                                     file: entry.info.file, svg: svg, width: String(Int(sizes[index].width)),
                                     height: String(Int(sizes[index].height)))
            }
            let template = try ReportTemplate.chosen(for: format, custom: customTemplate, review: true)
            let text = template.render(ReportTemplateContext(review: report, charts: rendered))
            files.append(ReportFile(path: format.fileName, bytes: Array(text.utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }
}
