import ArgumentParser
import Foundation
import NutritionData
import Testing

@testable import NutriStatsCLI

/// Where the shared storage fixture is: next to these tests, in the data tests' fixtures.
enum CLIFixtures {
    static var storage: String {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return tests.path + "/NutritionDataTests/Fixtures/Storage/Small/Storage"
    }

    /// The exit code of `arguments` run in-process (0 when the command returns normally), as the
    /// binary maps errors.
    static func exitCode(_ arguments: [String]) -> Int32 {
        do {
            var command = try NutriStatsCommand.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            return NutriStatsCommand.exitCode(for: error).rawValue
        }
    }
}

@Suite struct HistoryCommandTests {
    func output(_ arguments: [String]) throws -> String {
        let command = try #require(try NutriStatsCommand.parseAsRoot(["history"] + arguments) as? HistoryCommand)
        return try command.output()
    }

    @Test func everythingNewestDayFirst() throws {
        // Day totals: 28th 105; 27th 190 + 60 = 250; 26th 179 + 179 = 358; 24th 225 + 450 + 95 = 770;
        // 23rd 90.16 + 600 = 690.16 → 690. All: 2,173.16 → 2,173 kcal over 23–28 August (6 days, 5 logged).
        #expect(
            try output(["--storage", CLIFixtures.storage]) == """
                Food history 2023-08-23 – 2023-08-28: 5 of 6 days logged, 2,173 kcal

                Mon 28 Aug 2023 — 105 kcal
                  12:15  1 × Banana  105 kcal

                Sun 27 Aug 2023 — 250 kcal
                  09:10  2 × Apple     190 kcal
                  18:30  0.5 × Yogurt   60 kcal

                Sat 26 Aug 2023 — 358 kcal
                  13:00  0.4 × Strawberry  179 kcal
                  13:00  0.4 × Strawberry  179 kcal

                Thu 24 Aug 2023 — 770 kcal
                  08:05  1.5 × Oatmeal      225 kcal
                  12:30  1 × Chicken Salad  450 kcal
                  12:30  1 × Apple           95 kcal

                Wed 23 Aug 2023 — 690 kcal
                  07:45  1 × Fried egg   90 kcal
                  19:00  2 × Pasta      600 kcal

                """)
    }

    @Test func aRangeShowsDaysNotLogged() throws {
        // 24 + 25 + 26 August: 770 + 358 = 1,128 kcal; the 25th has no entries.
        #expect(
            try output(["--storage", CLIFixtures.storage, "--from", "2023-08-24", "--to", "2023-08-26"]) == """
                Food history 2023-08-24 – 2023-08-26: 2 of 3 days logged, 1,128 kcal

                Sat 26 Aug 2023 — 358 kcal
                  13:00  0.4 × Strawberry  179 kcal
                  13:00  0.4 × Strawberry  179 kcal

                Fri 25 Aug 2023 — not logged

                Thu 24 Aug 2023 — 770 kcal
                  08:05  1.5 × Oatmeal      225 kcal
                  12:30  1 × Chicken Salad  450 kcal
                  12:30  1 × Apple           95 kcal

                """)
        #expect(
            try output(["--storage", CLIFixtures.storage, "--on", "2023-08-25"]) == """
                Food history 2023-08-25: 0 of 1 day logged, 0 kcal

                Fri 25 Aug 2023 — not logged

                """)
    }

    @Test func lastDaysEndOnTheLatestDay() throws {
        // The last 2 days are 27 and 28 August: 250 + 105 = 355 kcal.
        let text = try output(["--storage", CLIFixtures.storage, "--last", "2"])
        #expect(text.hasPrefix("Food history 2023-08-27 – 2023-08-28: 2 of 2 days logged, 355 kcal\n"))
    }

    @Test func weekOfADate() throws {
        // The Monday week holding Sat 26 Aug 2023: Mon 21 – Sun 27 August; 690 + 770 + 358 + 250 = 2,068 kcal.
        let text = try output(["--storage", CLIFixtures.storage, "--week", "2023-08-26"])
        #expect(text.hasPrefix("Food history 2023-08-21 – 2023-08-27: 4 of 7 days logged, 2,068 kcal\n"))
        #expect(text.contains("Mon 21 Aug 2023 — not logged"))
        #expect(text.contains("Tue 22 Aug 2023 — not logged"))
        #expect(!text.contains("Mon 28 Aug"))
    }

    @Test func needsAFoodLog() {
        #expect(throws: (any Error).self) { _ = try NutriStatsCommand.parseAsRoot(["history"]) }
    }

    @Test func inputErrorsAreThrownBeforeAnyOutput() throws {
        let command = try #require(
            try NutriStatsCommand.parseAsRoot(["history", "--storage", "/nonexistent/Storage"]) as? HistoryCommand)
        #expect(
            throws: InputError(
                .io, file: "/nonexistent/Storage",
                problem: "no such folder; expected a Nutrition storage folder holding History/foodHistory.json")
        ) {
            _ = try command.output()
        }
    }

    @Test func theBinaryExitsWithTheDataStatusAndPrintsNothingOnABadFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nutristats-cli-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("History"), withIntermediateDirectories: true)
        try Data(
            "{\"2023-08-23\": {\"14:39\": {\"food\": \"Egg\", \"cals\": 90, \"servings\": \"-2\"}},\n\"2023-08-24\": {}}"
                .utf8
        )
        .write(to: folder.appendingPathComponent("History/foodHistory.json"))
        let result = try ReliabilityCLI.run(["history", "--storage", folder.path])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "nutristats: error: \(folder.path)/History/foodHistory.json:1: field '2023-08-23 14:39 servings': "
                + "expected a number of servings ≥ 0, found \"-2\"\n")
        // Lenient: the entry is skipped and the (empty) listing is printed.
        let lenient = try ReliabilityCLI.run(["history", "--storage", folder.path, "--lenient"])
        #expect(lenient.status == 0)
        #expect(lenient.stdout == "No food entries logged.\n")
        #expect(
            lenient.stderr == "nutristats: note: 1 row skipped (--lenient); 'nutristats inspect --lenient' lists why\n")
        // A missing folder is an I/O error.
        let missing = try ReliabilityCLI.run(["history", "--storage", folder.path + "/nope"])
        #expect(missing.status == 74)
        #expect(missing.stdout == "")
    }
}
