import ChartKit
import ChartKitCairo
import Testing

/// ChartKitCairo's multi-page PDF writer, which the report's PDF uses.
@Suite struct DocumentRendererTests {
    func page(_ text: String) -> DocumentPage {
        let size = Size(width: 200, height: 100)
        let run = TextRun(
            text: text, anchor: Point(x: 10, y: 50), font: Font(size: 12), color: .black,
            extent: CairoTextMeasurer().measure(text, font: Font(size: 12)))
        let chart = Scene(
            size: Size(width: 50, height: 20), background: .white,
            items: [.shape(Shape(.rect(Rect(x: 0, y: 0, width: 500, height: 500)), fill: .black))])
        return DocumentPage(
            size: size,
            layers: [
                PlacedScene(scene: Scene(size: size, background: .white, items: [.text(run)])),
                PlacedScene(scene: chart, origin: Point(x: 100, y: 10)),
            ])
    }

    /// The number of page objects in a PDF Cairo wrote.
    func pageCount(_ bytes: [UInt8]) -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.components(separatedBy: "/Type /Page\n").count - 1
            + text.components(separatedBy: "/Type /Page ").count - 1
    }

    @Test func onePDFPagePerDocumentPage() throws {
        let bytes = try DocumentRenderer(title: "Two pages").pdf([page("one"), page("two")])
        #expect(bytes.starts(with: Array("%PDF-".utf8)))
        #expect(pageCount(bytes) == 2)
        #expect(String(decoding: bytes, as: UTF8.self).contains("Two pages"))
    }

    @Test func theSamePagesGiveTheSameBytes() throws {
        let first = try DocumentRenderer().pdf([page("same")])
        let second = try DocumentRenderer().pdf([page("same")])
        #expect(first == second)
    }

    @Test func aDocumentNeedsAPageOfASaneSize() {
        #expect(throws: RenderError.self) { try DocumentRenderer().pdf([]) }
        #expect(throws: RenderError.self) {
            try DocumentRenderer().pdf([DocumentPage(size: Size(width: 0, height: 10))])
        }
    }
}
