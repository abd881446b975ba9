import ChartKit
import ChartKitCairo
import NutritionData

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
    public func render(_ report: WeeklyReport, charts: [ReportCharts.Entry]) throws(InputError) -> [ReportFile] {
        var files: [ReportFile] = []
        let measurer = CairoTextMeasurer()
        for format in formats {
            switch format {
            case .html:
                let rendered = try charts.map { entry throws(InputError) in
                    let size = Self.chartSize(entry.info.id)
                    let svg = try Self.draw(entry.chart, size: size, as: .svg, scale: 1, measurer: measurer)
                    return RenderedChart(
                        id: entry.info.id, title: entry.info.title, description: entry.info.description,
                        file: entry.info.file, svg: SVGInlining.inline(String(decoding: svg, as: UTF8.self), prefix: "chart-" + entry.info.id),
                        width: ReportNumber.count(Int(size.width)), height: ReportNumber.count(Int(size.height)))
                }
                files.append(try text(format, report: report, charts: rendered))
            case .md:
                var rendered: [RenderedChart] = []
                for entry in charts {
                    let size = Self.chartSize(entry.info.id)
                    files.append(ReportFile(path: entry.info.file,
                                            bytes: try Self.draw(entry.chart, size: size, as: .png, scale: pngScale, measurer: measurer)))
                    rendered.append(RenderedChart(id: entry.info.id, title: entry.info.title, description: entry.info.description,
                                                  file: entry.info.file, svg: "", width: "\(Int(size.width))",
                                                  height: "\(Int(size.height))"))
                }
                files.append(try text(format, report: report, charts: rendered))
            case .pdf:
                files.append(ReportFile(path: format.fileName, bytes: try PDFReport(report: report, charts: charts).render()))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// An HTML or Markdown file from its template.
    private func text(_ format: ReportFormat, report: WeeklyReport, charts: [RenderedChart]) throws(InputError) -> ReportFile {
        let template: ReportTemplate
        if let customTemplate, customTemplate.format == format {
            template = customTemplate
        } else {
            template = try ReportTemplate.builtIn(format)
        }
        let text = template.render(ReportTemplateContext(report: report, charts: charts))
        return ReportFile(path: format.fileName, bytes: Array(text.utf8))
    }

    /// `chart` laid out at `size` and rendered.
    static func draw(_ chart: Chart, size: Size, as format: ImageFormat, scale: Double,
                     measurer: CairoTextMeasurer) throws(InputError) -> [UInt8] {
        do {
            return try ChartRenderer(scale: scale).render(chart.scene(size: size, measurer: measurer), as: format)
        } catch {
            throw InputError(.io, file: chart.title ?? "chart", problem: error.description)
        }
    }
}
