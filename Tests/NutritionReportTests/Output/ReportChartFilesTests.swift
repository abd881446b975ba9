import ChartKitCairo
import Foundation
import NutritionReport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every chart of the report exists and is valid: inline SVG parses as XML with ids unique in the
/// page, PNGs decode at the size they were laid out at times the scale.
@Suite struct ReportChartFilesTests {
    static let files: [ReportFile] = (try? ReportFixtures.files()) ?? []
    static let ids = ["kcal", "macros", "macro-split", "dv", "energy", "steps"]

    /// Collects element names and `id`/`href` attributes while parsing.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var ids: [String] = []
        var references: [String] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(name)
            if let id = attributes["id"] { ids.append(id) }
            for key in ["xlink:href", "href"] {
                if let href = attributes[key], href.hasPrefix("#") { references.append(String(href.dropFirst())) }
            }
            for (_, value) in attributes where value.hasPrefix("url(#") {
                references.append(String(value.dropFirst(5).prefix { $0 != ")" }))
            }
        }
    }

    @Test func htmlHoldsEverySVGChartAsValidXMLWithUniqueIDs() throws {
        let html = ReportFixtures.text(Self.files, "report.html")
        let svgs = ReportParsing.svgElements(html)
        #expect(svgs.count == Self.ids.count)
        var allIDs: [String] = []
        for (svg, id) in zip(svgs, Self.ids) {
            #expect(html.contains("<figure id=\"chart-\(id)\">"))
            let collector = Collector()
            let parser = XMLParser(data: Data(svg.utf8))
            parser.delegate = collector
            #expect(parser.parse(), "chart \(id) is not well-formed XML: \(String(describing: parser.parserError))")
            #expect(collector.elements.first == "svg")
            #expect(collector.elements.contains("path") || collector.elements.contains("rect"))
            #expect(collector.ids.allSatisfy { $0.hasPrefix("chart-\(id)-") })
            // Every reference points to an id of the same chart.
            #expect(Set(collector.references).isSubset(of: Set(collector.ids)))
            #expect(!collector.references.isEmpty)  // glyphs are referenced, so the check above is not empty
            allIDs += collector.ids
        }
        #expect(Set(allIDs).count == allIDs.count)
        #expect(!html.contains("<?xml"))
    }

    @Test func markdownLinksEveryPNGAndEachDecodesAtItsSize() throws {
        let markdown = ReportFixtures.text(Self.files, "report.md")
        for id in Self.ids {
            #expect(markdown.contains("](charts/\(id).png)"))
            let file = try #require(Self.files.first { $0.path == "charts/\(id).png" })
            let image = try RasterImage(png: file.bytes)
            let size = ReportRenderer.chartSize(id)
            #expect(image.width == Int(size.width * 2) && image.height == Int(size.height * 2))  // scale 2
            // Not blank: more than one colour.
            #expect(Set(stride(from: 0, to: image.rgba.count, by: 4 * 97).map { image.rgba[$0] }).count > 1)
        }
    }

    @Test func pdfIsAMultiPageDocument() throws {
        let pdf = try #require(Self.files.first { $0.path == "report.pdf" }).bytes
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        let pages =
            text.components(separatedBy: "/Type /Page\n").count - 1 + text.components(separatedBy: "/Type /Page ").count
            - 1
        #expect(pages >= 5)
        #expect(text.contains("2000"))  // fixed creation date
    }
}
