import ArgumentParser
import Foundation
import Testing

@testable import NutriStatsCLI

/// `history`, `inspect` and `stats` on the shortcut's older history format (the data tests' fixture).
@Suite struct LegacyHistoryCommandTests {
    static var fixture: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
            + "/NutritionDataTests/Fixtures/LegacyHistory/foodHistory.json"
    }

    @Test func historyShowsEntriesOfUnknownKcal() throws {
        let command = try #require(
            try NutriStatsCommand.parseAsRoot(["history", "--history", Self.fixture]) as? HistoryCommand)
        // 1 Mar: 430 + 43 + 512 = 985; 2 Mar: 414.68 + 430 + 240 = 1,084.68 → 1,085; 3 Mar: 90.
        // All: 2,159.68 → 2,160 kcal; Toast and Banana have no kcal.
        #expect(
            try command.output() == """
                Food history 2019-03-01 – 2019-03-03: 3 of 3 days logged, 2,160 kcal (+ 2 entries of unknown kcal)

                Sun 3 Mar 2019 — 90 kcal
                  09:00  1 × Egg  90 kcal

                Sat 2 Mar 2019 — 1,085 kcal (+ 1 entry of unknown kcal)
                  08:15  1.5 × Yogurt and Granola  415 kcal
                  08:15  1 × Chicken Noodles       430 kcal
                  19:30  2 × tbsp Palm Oil         240 kcal
                  19:30  1 × Banana                  ? kcal

                Fri 1 Mar 2019 — 985 kcal (+ 1 entry of unknown kcal)
                  07:00  5 × Plain Pancakes    430 kcal
                  07:00  0.5 × Plain Pancakes   43 kcal
                  07:00  1 × Toast (brown)       ? kcal
                  07:00  1 × Rice (pilau)      512 kcal

                """)
    }

    @Test func inspectCountsThemAndTheSampleKey() throws {
        let command = try #require(
            try NutriStatsCommand.parseAsRoot(["inspect", "--history", Self.fixture]) as? InspectCommand)
        let text = try command.output()
        #expect(text.contains("    \"SAMPLE\" key of the history not read (the shortcut's placeholder day)\n"))
        #expect(text.contains("Entries: 9\n"))
        #expect(
            text.contains(
                "  Kcal unknown: 2 (foods logged without kcal: names alone in the older history format, "
                    + "empty energy cells and Health foods without an energy record in food logs; left out of kcal totals)\n"
            ))
    }
}
