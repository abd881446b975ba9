import ChartKit
import Testing

@Suite struct TextControlsIsolationTests {
    /// A stray POP DIRECTIONAL ISOLATE in a name cannot close the isolate early and let an override
    /// after it run on: explicit bidi controls inside become U+FFFD.
    @Test func aStrayPopCannotEndTheIsolation() {
        let isolated = TextControls.isolated("a\u{2069}\u{202E}x")
        #expect(isolated == "\u{2068}a\u{FFFD}\u{FFFD}x\u{2069}")
        #expect(TextControls.isolated("Müsli") == "Müsli")
        #expect(TextControls.isolated("שקשוקה\u{200F}") == "\u{2068}שקשוקה\u{200F}\u{2069}")
    }
}
