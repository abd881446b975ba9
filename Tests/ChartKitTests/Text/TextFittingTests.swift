import ChartKit
import Testing

@Suite struct TextFittingTests {
    let measurer = ApproximateTextMeasurer()
    let font = Font(size: 10)

    @Test func approximateWidths() {
        // H 0.7 + e 0.6 + l 0.34 + l 0.34 + o 0.6 = 2.58 em → 25.8 px at 10 px; bold × 1.1.
        #expect(abs(measurer.measure("Hello", font: font).width - 25.8) < 1e-9)
        #expect(abs(measurer.measure("Hello", font: Font(size: 10, weight: .bold)).width - 28.38) < 1e-9)
        // Ascent and descent are DejaVu Sans's: 0.928 and 0.236 em.
        #expect(abs(measurer.measure("x", font: font).height - 11.64) < 1e-9)
    }

    @Test func shortensWithAnEllipsis() {
        // "Hello world" is 57.4 px; "…" is 9 px, so the prefix may take 21 px:
        // "Hell" = 19.8 px fits, "Hello" = 25.8 px does not.
        #expect(TextFitting.truncate("Hello world", toWidth: 30, font: font, measurer: measurer) == "Hell…")
        #expect(TextFitting.truncate("Hello world", toWidth: 100, font: font, measurer: measurer) == "Hello world")
        #expect(TextFitting.truncate("Hello world", toWidth: 5, font: font, measurer: measurer) == "")
    }

    @Test func dropsTrailingSpaceBeforeTheEllipsis() {
        // "Hello " = 29.2 px, "Hello" = 25.8; with 9 px for "…", a 38.3 px limit keeps "Hello " → "Hello…".
        #expect(TextFitting.truncate("Hello world", toWidth: 38.3, font: font, measurer: measurer) == "Hello…")
    }

    @Test func neverSplitsACharacter() {
        // "e" + combining acute is one Character; the cut happens between Characters only.
        let decomposed = "Cafe\u{301} au lait"
        for width in stride(from: 9.0, through: 70, by: 0.5) {
            let result = TextFitting.truncate(decomposed, toWidth: width, font: font, measurer: measurer)
            // Comparing Characters: a prefix ending in a bare "e" would not match "é".
            #expect(Array(decomposed).starts(with: Array(result.replacingEllipsis())))
        }
        let shortened = TextFitting.truncate("日本語のラベル", toWidth: 40, font: font, measurer: measurer)
        // CJK characters are 1 em = 10 px: three fit with the ellipsis (30 + 9 ≤ 40).
        #expect(shortened == "日本語…")
    }
}

extension String {
    /// The text before a trailing ellipsis.
    func replacingEllipsis() -> String { hasSuffix("…") ? String(dropLast()) : self }
}
