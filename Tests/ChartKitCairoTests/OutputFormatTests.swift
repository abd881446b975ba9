import ChartKit
import ChartKitCairo
import ChartKitTestSupport
import Foundation
import FoundationXML
import Testing

/// SVG, PDF and PNG output: well-formed, readable by an independent renderer, byte-for-byte
/// deterministic, and sized as asked.
@Suite struct OutputFormatTests {
    static let kinds = SampleCharts.all(theme: .light).map(\.name)

    static func chart(_ name: String, theme: Theme = .light) -> Chart? {
        SampleCharts.all(theme: theme).first { $0.name == name }?.chart
    }

    @Test(arguments: kinds)
    func svgIsWellFormedXMLOfTheRightSize(kind: String) throws {
        let chart = try #require(Self.chart(kind))
        let svg = try ChartRenderer().render(chart, size: SampleCharts.size, as: .svg)
        let document = try XMLDocument(data: Data(svg))
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        // Cairo writes the size in the document unit we chose (user units = pixels): "640" and "360".
        let attributes = Dictionary(
            (root.attributes ?? []).compactMap { node in node.name.map { ($0, node.stringValue ?? "") } },
            uniquingKeysWith: { first, _ in first })
        #expect(attributes["width"] == "640")
        #expect(attributes["height"] == "360")
        #expect(attributes["viewBox"] == "0 0 640 360")
        // Every text became glyph outlines: no <text> elements that would depend on the viewer's fonts.
        #expect(try document.nodes(forXPath: "//*[local-name()='text']").isEmpty)
        #expect(try !document.nodes(forXPath: "//*[local-name()='symbol']").isEmpty)
    }

    @Test(arguments: kinds)
    func rsvgConvertRendersTheSVG(kind: String) throws {
        let chart = try #require(Self.chart(kind, theme: .dark))
        let svg = try ChartRenderer().render(chart, size: SampleCharts.size, as: .svg)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "chartkit-rsvg-\(kind)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("chart.svg")
        let output = folder.appendingPathComponent("chart.png")
        try Data(svg).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["rsvg-convert", "-o", output.path, input.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "rsvg-convert failed on \(kind)")
        let image = try RasterImage(png: Array(try Data(contentsOf: output)))
        #expect(image.width == 640 && image.height == 360)
        // The independent renderer draws what Cairo draws: compared with our PNG, few pixels differ
        // (antialiasing and glyph rasterisation only; a missing bar or label would exceed 3 %).
        let ours = try RasterImage(png: ChartRenderer().render(chart, size: SampleCharts.size, as: .png))
        let comparison = ImageComparison(actual: image, expected: ours, channelTolerance: 96)
        #expect(comparison.differingShare < 0.03, "\(kind): \(comparison.differingPixels) pixels differ from the PNG")
    }

    @Test(arguments: ImageFormat.allCases)
    func sameInputSameBytes(format: ImageFormat) throws {
        // Two renders in one process (Cairo's SVG counters advance between them), with a pause so a
        // clock-based PDF date would change.
        let renderer = ChartRenderer()
        let chart = try #require(Self.chart("bars"))
        let first = try renderer.render(chart, size: SampleCharts.size, as: format)
        _ = try renderer.render(try #require(Self.chart("pie")), size: SampleCharts.size, as: format)
        Thread.sleep(forTimeInterval: 1.1)
        let second = try renderer.render(chart, size: SampleCharts.size, as: format)
        #expect(first == second)
    }

    @Test func pdfStructure() throws {
        let pdf = try ChartRenderer().render(try #require(Self.chart("hbar")), size: SampleCharts.size, as: .pdf)
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1."))
        #expect(text.hasSuffix("%%EOF\n"))
        #expect(text.contains("/Type /Page"))
        // One page of 640 × 360 points.
        #expect(text.contains("/MediaBox [ 0 0 640 360 ]"))
        // Cairo 1.16 writes the date we set (without the "D:" prefix); never the clock.
        #expect(text.contains("/CreationDate (20000101000000Z)"))
        #expect(text.contains("DejaVuSans"))  // the embedded font subset
    }

    @Test func svgIdsAreRenumbered() throws {
        let svg = String(
            decoding: try ChartRenderer().render(try #require(Self.chart("bars")), size: SampleCharts.size, as: .svg),
            as: UTF8.self)
        // Whatever Cairo's process-wide counters said, the first surface and glyph ids are 1.
        #expect(svg.contains("id=\"surface1\""))
        #expect(svg.contains("id=\"glyph1"))
    }

    @Test func pngScaleFactorMultipliesPixels() throws {
        let chart = try #require(Self.chart("line"))
        let image = try RasterImage(png: ChartRenderer(scale: 2).render(chart, size: SampleCharts.size, as: .png))
        #expect(image.width == 1280 && image.height == 720)
        let odd = try RasterImage(
            png: ChartRenderer(scale: 1.5).render(chart, size: Size(width: 301, height: 201), as: .png))
        // ⌈301 × 1.5⌉ = ⌈451.5⌉ = 452, ⌈201 × 1.5⌉ = ⌈301.5⌉ = 302.
        #expect(odd.width == 452 && odd.height == 302)
    }

    @Test func pngPixelsAreExact() throws {
        // An opaque scene (RGB path) and a translucent one (RGBA path, premultiplication undone):
        // a 4 × 2 canvas, left half red, right half 50 % blue over a transparent background.
        let red = Color(red: 200, green: 10, blue: 30)
        let opaque = Scene(
            size: Size(width: 4, height: 2), background: .white,
            items: [.shape(Shape(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), fill: red))])
        let image = try RasterImage(png: ChartRenderer().png(opaque))
        #expect(Array(image.rgba[0..<4]) == [200, 10, 30, 255])
        #expect(Array(image.rgba[12..<16]) == [255, 255, 255, 255])
        let clear = Scene(
            size: Size(width: 4, height: 2), background: Color(red: 0, green: 0, blue: 0, alpha: 0),
            items: [
                .shape(
                    Shape(
                        .rect(Rect(x: 2, y: 0, width: 2, height: 2)),
                        fill: Color(red: 0, green: 0, blue: 255, alpha: 0.5)))
            ])
        let translucent = try RasterImage(png: ChartRenderer().png(clear))
        #expect(Array(translucent.rgba[0..<4]) == [0, 0, 0, 0])
        // Cairo stores 0.5 × 255 → alpha 128 with blue premultiplied to 128; un-premultiplied: 255.
        #expect(Array(translucent.rgba[12..<16]) == [0, 0, 255, 128])
    }

    @Test func badSizesAndScalesAreErrors() throws {
        let chart = try #require(Self.chart("bars"))
        #expect(throws: RenderError.self) {
            try ChartRenderer(scale: 0).render(chart, size: SampleCharts.size, as: .png)
        }
        #expect(throws: RenderError.self) {
            try ChartRenderer(scale: .nan).render(chart, size: SampleCharts.size, as: .png)
        }
        #expect(throws: RenderError.self) {
            try ChartRenderer().render(chart, size: Size(width: 0, height: 100), as: .svg)
        }
        #expect(throws: RenderError.self) {
            try ChartRenderer().render(chart, size: Size(width: 100_000, height: 100), as: .pdf)
        }
    }

    @Test func formatFromPath() {
        #expect(ImageFormat(path: "out/chart.PNG") == .png)
        #expect(ImageFormat(path: "chart.svg") == .svg)
        #expect(ImageFormat(path: "a.b/chart.pdf") == .pdf)
        #expect(ImageFormat(path: "chart.jpg") == nil)
        #expect(ImageFormat(path: "chart") == nil)
        #expect(ImageFormat(path: "dir.png/chart") == nil)
    }
}
