import ArgumentParser
import Foundation
import NutritionData
import NutritionPresentation
import NutritionTestSupport
import Testing

@testable import NutriStatsCLI

/// Terminal tables line up by display width whatever the script of the names in them: East Asian
/// wide characters and emoji take two columns, combining marks none, and a right-to-left name is
/// isolated so the columns after it stay where they are. Expected widths are counted by hand.
@Suite struct TerminalTableWidthTests {
    typealias S = StatsFixtures

    /// One day of food names as a user writes them: 納豆ご飯 🍚 (4 ideographs/kana × 2 + space + emoji 2
    /// = 11 columns), Ramen ラーメン (5 + 1 + 4 × 2 = 14), 김치찌개 (4 × 2 = 8), שקשוקה (6, isolated),
    /// Müsli mit Äpfeln with the umlauts as u/A + U+0308 COMBINING DIAERESIS (16).
    static let names = ["納豆ご飯 🍚", "Ramen ラーメン", "김치찌개", "שקשוקה", "Mu\u{308}sli mit A\u{308}pfeln"]

    @Test func widthsByHand() {
        #expect(TerminalText.width(Self.names[0]) == 11)
        #expect(TerminalText.width(Self.names[1]) == 14)
        #expect(TerminalText.width(Self.names[2]) == 8)
        #expect(TerminalText.width(TerminalText.name(Self.names[3])) == 6)
        #expect(TerminalText.width(Self.names[4]) == 16)
        #expect(TerminalText.width("\u{301}") == 0)  // a combining mark on its own
        #expect(TerminalText.width("ＡＢ") == 4)  // full-width Latin
        #expect(TerminalText.width("❤\u{FE0F}") == 2 && TerminalText.width("❤") == 1)  // emoji presentation by VS16
        #expect(TerminalText.width("👩‍🍳") == 2)  // a ZWJ sequence is one emoji
        #expect(TerminalText.width("🇯🇵") == 2)  // a flag
        #expect(TerminalText.width("\u{1100}\u{1161}\u{11A8}") == 2)  // conjoining jamo: one Hangul syllable
    }

    /// A Cronometer servings export with the names above, all on 26 January 2026.
    static func foodLog() throws -> URL {
        var csv = "Day,Time,Group,Food Name,Amount,Energy (kcal)\n"
        for (index, name) in Self.names.enumerated() {
            csv +=
                "2026-01-26,\(7 + index):00 AM,Breakfast,\(name),1.00 serving,\([320, 480, 95, 410, 1250][index]).00\n"
        }
        return try FoodLogCommandTests.temporaryFile(csv)
    }

    @Test func historyColumnsLineUp() throws {
        let file = try Self.foodLog()
        defer { try? FileManager.default.removeItem(at: file) }
        let command = try #require(
            try NutriStatsCommand.parseAsRoot(["history", "--food-log", file.path]) as? HistoryCommand)
        // The food column is "1 × " plus the widest name (16 columns) = 20 columns, then two spaces and
        // the kcal right-aligned in 5 columns ("1,250").
        #expect(
            try command.output() == """
                Food history 2026-01-26: 1 of 1 day logged, 2,555 kcal

                Mon 26 Jan 2026 — 2,555 kcal
                  07:00  1 × 納豆ご飯 🍚         320 kcal
                  08:00  1 × Ramen ラーメン      480 kcal
                  09:00  1 × 김치찌개             95 kcal
                  10:00  1 × \u{2068}שקשוקה\u{2069}              410 kcal
                  11:00  1 × Mu\u{308}sli mit A\u{308}pfeln  1,250 kcal

                """)
    }

    @Test func statsTopFoodsColumnsLineUp() throws {
        let entries = Self.names.enumerated().map { index, name in
            fixtureEntry("2026-11-16", 8 + index, 0, name, kcal: [320, 480, 95, 410, 1250][index])
        }
        let text = try StatsCommandTests.output(
            ["--from", "2026-11-16", "--to", "2026-11-16"], foodLog: FoodLog(entries: entries))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "Top foods by kcal"))
        // "#" 1 column, "Food" 16 (the widest name), kcal 5, Entries 7, Servings 8, two spaces between:
        // the Hebrew name (6 columns) gets 10 spaces of padding, then the gap and "  410".
        #expect(
            Array(lines[(start + 1)...(start + 6)]) == [
                "  #  Food               kcal  Entries  Servings",
                "  1  Mu\u{308}sli mit A\u{308}pfeln  1,250        1       1.0",
                "  2  Ramen ラーメン      480        1       1.0",
                "  3  \u{2068}שקשוקה\u{2069}              410        1       1.0",
                "  4  納豆ご飯 🍚         320        1       1.0",
                "  5  김치찌개             95        1       1.0",
            ])
    }
}
