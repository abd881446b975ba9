import Testing

@testable import NutritionPresentation

/// The terminal rule for text from files, and terminal widths.
@Suite struct TerminalTextTests {
    @Test func controlsBecomeVisibleStandIns() {
        #expect(TerminalText.safe("a\u{1B}]0;t\u{07}b\nc\u{0}d\u{7F}e\u{9B}f") == "a␛]0;t␇b␊c␀d␡e\u{FFFD}f")
        #expect(TerminalText.safe("Crème brûlée") == "Crème brûlée")
    }

    @Test func bidirectionalTextIsIsolated() {
        #expect(TerminalText.safe("Evil\u{202E}Tail") == "\u{2068}Evil\u{FFFD}Tail\u{2069}")
        #expect(TerminalText.safe("שקשוקה") == "\u{2068}שקשוקה\u{2069}")
    }

    @Test func longNamesAreCutToTheMaximumWidth() {
        let long = String(repeating: "x", count: 100_000)
        let cut = TerminalText.name(long)
        #expect(cut == String(repeating: "x", count: TerminalText.maximumNameWidth - 1) + "…")
        #expect(TerminalText.width(cut) == TerminalText.maximumNameWidth)
        #expect(TerminalText.name("Oats") == "Oats")
        // Wide characters count two columns; the isolate stays closed after a cut.
        #expect(
            TerminalText.width(TerminalText.name(String(repeating: "麺", count: 100))) <= TerminalText.maximumNameWidth)
        let rtl = TerminalText.name(String(repeating: "ש", count: 100))
        #expect(rtl.unicodeScalars.first == "\u{2068}" && rtl.unicodeScalars.last == "\u{2069}")
        #expect(TerminalText.width(rtl) == TerminalText.maximumNameWidth)
    }

    @Test func widthsCountTerminalColumns() {
        #expect(TerminalText.width("Oats") == 4)
        #expect(TerminalText.width("\u{2068}ab\u{2069}") == 2)
        #expect(TerminalText.width("麺") == 2)
        #expect(TerminalText.width("é") == 1)
    }

    @Test func csvQuotesLineBreaks() {
        #expect(CSVField.quoted("a\nb") == "\"a\nb\"")
        #expect(CSVField.quoted("a\rb") == "\"a\rb\"")
        #expect(CSVField.quoted("a,\"b\"") == "\"a,\"\"b\"\"\"")
        #expect(CSVField.quoted("a\u{1B}b") == "a\u{1B}b")  // kept exact
    }
}
