import ChartKit
import ChartKitCairo
import Testing

/// Cairo takes text as C strings: a NUL in a label (a food name in the PDF report, a CSV category)
/// must not end the text there, and other controls must not reach the font as themselves.
@Suite struct CairoTextControlTests {
    static let font = Font(size: 10)

    /// The number of glyphs Cairo draws for `text` (SVG output: one `<use>` per glyph).
    static func glyphCount(_ text: String) throws -> Int {
        let measurer = CairoTextMeasurer()
        let run = TextRun(
            text: text, anchor: Point(x: 10, y: 30), font: font, color: .black,
            extent: measurer.measure(text, font: font))
        let scene = Scene(size: Size(width: 400, height: 60), background: .white, items: [.text(run)])
        let svg = String(decoding: try ChartRenderer().render(scene, as: .svg), as: UTF8.self)
        return svg.components(separatedBy: "<use ").count - 1
    }

    @Test func textAfterANulIsMeasuredAndDrawn() throws {
        let measurer = CairoTextMeasurer()
        let whole = measurer.measure("Nul\u{0}After", font: Self.font).width
        #expect(
            whole > measurer.measure("Nul", font: Self.font).width + measurer.measure("After", font: Self.font).width)
        // Every letter is drawn, the NUL as one stand-in glyph: as many as "Nul?After".
        #expect(try Self.glyphCount("Nul\u{0}After") == Self.glyphCount("Nul?After"))
        #expect(try Self.glyphCount("Nul?After") >= 8)
    }

    @Test func controlsAreReplacedForDrawing() {
        #expect(
            TextControls.replacingControls("a\u{0}b\u{1B}c\u{7F}d\u{9B}e") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e")
        #expect(TextControls.replacingControls("one\ntwo\r\nthree\tfour\rfive") == "one two three four five")
        #expect(TextControls.replacingControls("Crème brûlée 🍮") == "Crème brûlée 🍮")
        #expect(TextControls.isolated("Evil\u{202E}Tail") == "\u{2068}Evil\u{FFFD}Tail\u{2069}")
        #expect(TextControls.isolated("حمص") == "\u{2068}حمص\u{2069}")
        #expect(TextControls.isolated("Oats") == "Oats")
    }
}
