import ChartKit
import Testing

@Suite struct ColorTests {
    @Test func parsesTheShortcutsHexStrings() throws {
        #expect(try Color(hex: "#FF6B6B") == Color(red: 255, green: 0x6B, blue: 0x6B))
        #expect(try Color(hex: "ff6b6b") == Color(red: 255, green: 0x6B, blue: 0x6B))
        #expect(try Color(hex: " #4ECDC4 ") == Color(red: 0x4E, green: 0xCD, blue: 0xC4))
        // #abc doubles each digit: 0xAA, 0xBB, 0xCC.
        #expect(try Color(hex: "#abc") == Color(red: 0xAA, green: 0xBB, blue: 0xCC))
        // Alpha 0x80 = 128 → 128/255.
        #expect(try Color(hex: "#FF6B6B80").alpha == 128.0 / 255.0)
    }

    @Test func rejectsBadHex() {
        for text in ["", "#", "#GG0000", "#12345", "#1234567", "red", "#FF 6B6B", "#ＦＦ0000"] {
            #expect(throws: ColorParseError(text: text)) { try Color(hex: text) }
        }
    }

    @Test func errorSaysWhatWasExpected() {
        #expect(
            ColorParseError(text: "#zz").description
                == "expected a hex colour such as #FF6B6B (#RGB, #RRGGBB or #RRGGBBAA), found \"#zz\"")
    }

    @Test func hexRoundTrip() throws {
        #expect(try Color(hex: "#0072b2").hex == "#0072B2")
        #expect(Color(red: 1, green: 2, blue: 3, alpha: 0.5).hex == "#01020380")  // 0.5 × 255 = 127.5 → 128 = 0x80
    }

    @Test func okabeItoIsTheDefaultPalette() {
        #expect(
            Theme.light.palette.colors.map(\.hex) == [
                "#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000",
            ])
        #expect(Theme.light.palette[8] == Theme.light.palette[0])  // cycles
        #expect(Theme.light.palette[-1] == Theme.light.palette[7])
    }

    @Test func contrast() {
        // WCAG: black on white is (1 + 0.05) / (0 + 0.05) = 21.
        #expect(abs(Color.black.contrast(with: .white) - 21) < 1e-9)
        // Theme text stays readable: at least 4.5:1 against its background.
        for theme in [Theme.light, Theme.dark] {
            #expect(theme.text.contrast(with: theme.background) >= 4.5)
            #expect(theme.secondaryText.contrast(with: theme.background) >= 4.5)
        }
    }
}
