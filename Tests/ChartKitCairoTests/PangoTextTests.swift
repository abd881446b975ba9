import ChartKit
import ChartKitCairo
import Foundation
import Testing

/// Text set with Pango: every script shows as itself — CJK from the CJK font, Hebrew and Arabic right
/// to left and joined, emoji as glyphs — measured exactly as drawn, and a character no installed font
/// has is recorded for the missing-font notice.
@Suite struct PangoTextTests {
    static let font = Font(size: 20)

    /// The glyphs drawn for `text` from left to right: each glyph's outline (SVG path data) and x.
    static func drawnGlyphs(_ text: String) throws -> [(outline: String, x: Double)] {
        let run = TextRun(
            text: text, anchor: Point(x: 10, y: 40), font: font, color: .black,
            extent: CairoTextMeasurer().measure(text, font: font))
        let scene = Scene(size: Size(width: 600, height: 60), background: .white, items: [.text(run)])
        let svg = String(decoding: try ChartRenderer().render(scene, as: .svg), as: UTF8.self)
        var outlines: [String: String] = [:]
        for symbol in svg.components(separatedBy: "<symbol ").dropFirst() {
            guard let id = Self.attribute("id", in: symbol), let d = Self.attribute("d", in: symbol) else { continue }
            outlines[id] = d
        }
        var glyphs: [(outline: String, x: Double)] = []
        for use in svg.components(separatedBy: "<use ").dropFirst() {
            guard let href = Self.attribute("xlink:href", in: use),
                let x = Self.attribute("x", in: use).flatMap(Double.init),
                let outline = outlines[String(href.dropFirst())]
            else { continue }
            glyphs.append((outline, x))
        }
        return glyphs.sorted { $0.x < $1.x }
    }

    static func attribute(_ name: String, in element: String) -> String? {
        guard
            let start = element.range(of: " \(name)=\"")
                ?? (element.hasPrefix("\(name)=\"") ? element.range(of: "\(name)=\"") : nil)
        else { return nil }
        let rest = element[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    @Test func linksAgainstPango() {
        #expect(ChartKitCairo.pangoVersion.hasPrefix("1."))
    }

    @Test func cjkComesFromTheCJKFontAtFullWidth() {
        let measurer = CairoTextMeasurer()
        // WenQuanYi Micro Hei's ideographs, kana and Hangul are one em wide (DejaVu Sans has none of them).
        for text in ["納豆", "ラー", "김치"] {
            #expect(abs(measurer.measure(text, font: Self.font).width - 2 * Self.font.size) < 0.5, "\(text)")
        }
        // The line's height stays the first font's, so baselines line up with Latin rows.
        let cjk = measurer.measure("納豆ご飯", font: Self.font)
        let latin = measurer.measure("Oats", font: Self.font)
        #expect(cjk.ascent == latin.ascent && cjk.descent == latin.descent)
    }

    @Test func cjkAndEmojiAreDrawnAsGlyphsNotBoxes() throws {
        let glyphs = try Self.drawnGlyphs("納豆ご飯 🍚")
        // Five visible glyphs (the space has no outline), all different, none of them recorded as missing.
        #expect(Set(glyphs.map(\.outline).filter { !$0.isEmpty }).count == 5)
        #expect(!MissingGlyphs.characters.contains("納") && !MissingGlyphs.characters.contains("\u{1F35A}"))
    }

    @Test func hebrewReadsRightToLeft() throws {
        // "אב" (alef, bet): alef is the first letter, so it is drawn to the right of bet.
        let alef = try #require(try Self.drawnGlyphs("א").first?.outline)
        let bet = try #require(try Self.drawnGlyphs("ב").first?.outline)
        let word = try Self.drawnGlyphs("אב")
        #expect(word.map(\.outline) == [bet, alef])
        // In a Latin line, a Hebrew word keeps its own order and the Latin around it stays in place.
        let mixed = try Self.drawnGlyphs("x אב y")
        let outlines = mixed.map(\.outline).filter { !$0.isEmpty }
        #expect(outlines.count == 4)
        #expect(Array(outlines[1...2]) == [bet, alef])
        // A Hebrew name alone is a right-to-left line: the digit after it goes on its left …
        let one = try #require(try Self.drawnGlyphs("1").first?.outline)
        #expect(try Self.drawnGlyphs("אב 1").map(\.outline).filter { !$0.isEmpty } == [one, bet, alef])
        // … unless the name is isolated in a label (a pie legend's "name 19 %"): then the label reads
        // left to right and the share stays after the name.
        let isolated = TextControls.isolated("אב") + " 1"
        #expect(try Self.drawnGlyphs(isolated).map(\.outline).filter { !$0.isEmpty } == [bet, alef, one])
        #expect(!MissingGlyphs.characters.contains(TextControls.firstStrongIsolate))
    }

    @Test func arabicLettersJoin() throws {
        // Ḥāʾ at the start of "حمص" takes its initial (joining) form, not the isolated one.
        let isolated = try #require(try Self.drawnGlyphs("ح").first?.outline)
        let word = try Self.drawnGlyphs("حمص")
        #expect(word.count == 3)
        #expect(!word.map(\.outline).contains(isolated))
        // Right to left: the first letter is the rightmost glyph.
        #expect(word.last?.outline != isolated)
    }

    @Test func measuredAsDrawn() throws {
        // The drawn glyphs of a mixed-script name span the measured width (less the side bearings).
        let text = "Müsli 納豆 שקשוקה"
        let width = CairoTextMeasurer().measure(text, font: Self.font).width
        let glyphs = try Self.drawnGlyphs(text)
        let first = try #require(glyphs.first?.x)
        let last = try #require(glyphs.last?.x)
        #expect(first >= 10 - 0.01)
        #expect(last < 10 + width && last > 10 + width - 2 * Self.font.size)
    }

    @Test func charactersNoFontHasAreRecordedForTheNotice() throws {
        // Thai (ต้มยำกุ้ง, tom yum goong): no font NutriStats installs has it (docs/fonts.md).
        _ = try Self.drawnGlyphs("Tom yum ต้มยำกุ้ง")
        let missing = MissingGlyphs.characters
        #expect(missing.contains("ต") && missing.contains("ม"))
        #expect(!missing.contains("T"))
        let notice = try #require(MissingFontNotice.text(for: Array("ต้".unicodeScalars)))
        #expect(notice.contains("ต") && notice.contains("U+0E15 U+0E49") && notice.contains("fonts-thai-tlwg"))
        // A code point Unicode does not assign: recorded, and no package is suggested for it.
        _ = try Self.drawnGlyphs("a\u{0378}b")
        #expect(MissingGlyphs.characters.contains("\u{0378}"))
        let unassigned = try #require(MissingFontNotice.text(for: ["\u{0378}"]))
        #expect(!unassigned.contains("fonts-") && unassigned.contains("not characters Unicode assigns"))
        #expect(MissingFontNotice.text(for: []) == nil)
    }

    @Test func packagesForScripts() {
        #expect(MissingFontNotice.package(for: "ต") == "fonts-thai-tlwg")
        #expect(MissingFontNotice.package(for: "\u{1F9CB}") == "fonts-noto-color-emoji")  // bubble tea
        #expect(MissingFontNotice.package(for: "\u{0905}") == "fonts-noto-core")  // Devanagari a
        #expect(MissingFontNotice.package(for: "\u{20000}") == "fonts-noto-cjk")
        #expect(MissingFontNotice.package(for: "\u{E000}") == nil)  // private use
    }

    @Test func manyScriptsGiveTheSameBytesEveryTime() throws {
        let chart = SampleCharts.foods(.light)
        for format in [ImageFormat.svg, .pdf, .png] {
            let first = try ChartRenderer().render(chart, size: SampleCharts.size, as: format)
            let second = try ChartRenderer().render(chart, size: SampleCharts.size, as: format)
            #expect(first == second, "\(format)")
        }
    }
}
