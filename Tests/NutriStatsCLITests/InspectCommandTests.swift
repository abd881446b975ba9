import ArgumentParser
import Foundation
import NutritionData
import Testing

@testable import NutriStatsCLI

@Suite struct InspectCommandTests {
    func output(_ arguments: [String]) throws -> String {
        let command = try #require(try NutriStatsCommand.parseAsRoot(["inspect"] + arguments) as? InspectCommand)
        return try command.output()
    }

    @Test func summarisesTheFixtureFolder() throws {
        let s = CLIFixtures.storage
        // Entries: history 6, cache 4 − 2 duplicates = 2, backlog 3 − 1 duplicate = 2 → 10; 3 duplicates.
        // Coverage: 1,483 of 2,173.16 kcal = 68.24…% → 68.2%; the 23rd (egg and pasta, no food objects) is 0%.
        // Matches: by id Oatmeal, Chicken Salad, 2 × Strawberry; by name 2 × Apple; 2 from the backlog; 2 kcal only.
        #expect(
            try output(["--storage", s]) == """
                Food log: storage folder \(s)
                  Files read:
                    \(s)/History/foodHistory.json
                    \(s)/History/foodHistoryCache.json
                    \(s)/Other/backlog.json
                    \(s)/Presets/Foods   1 food object
                    \(s)/Barcodes/Foods  1 food object
                    \(s)/Recents/Foods   3 food objects (1 not used: same id in a folder of higher precedence)
                    \(s)/Barcodes/barcodeCache.json  not needed (food objects carry their own ids)

                Entries: 10
                  history  6
                  cache    2  (+2 already in history, not counted again)
                  backlog  2  (+1 already in history or cache, not counted again)
                  Duplicates not double counted: 3
                Days logged: 5 of 6 days (2023-08-23 – 2023-08-28)
                Nutrient coverage: 68.2% of 2,173 kcal logged have known nutrients
                  Lowest-coverage days:
                    2023-08-23  0.0% of 690 kcal
                Nutrients found: 4 by id, 2 by name, 2 with their own nutrients (backlog, food logs), 2 kcal only

                Activity files: none given

                0 rows skipped

                """)
    }

    @Test func aPeriodLimitsTheEntryFigures() throws {
        // 24–26 August: 3 history entries on the 24th, 1 history and 1 cache Strawberry on the 26th.
        let text = try output(["--storage", CLIFixtures.storage, "--from", "2023-08-24", "--to", "2023-08-26"])
        #expect(
            text.contains(
                """
                Period 2023-08-24 – 2023-08-26
                Entries: 5
                  history  4
                  cache    1  (+2 already in history, not counted again)
                  backlog  0  (+1 already in history or cache, not counted again)
                """))
        #expect(text.contains("Days logged: 2 of 3 days (2023-08-24 – 2023-08-26)"))
        #expect(
            text.contains(
                "Nutrient coverage: 100.0% of 1,128 kcal logged have known nutrients\n  Every day with kcal has full coverage"
            ))
    }

    @Test func skippedRowsAreListed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nutristats-inspect-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("History"), withIntermediateDirectories: true)
        try Data(
            """
            {"2023-08-23": {
              "08:00": [{"food": "A", "cals": 1, "servings": -1}, {"food": "B", "cals": 1, "servings": -1}],
              "09:00": {"food": "C", "cals": 100, "servings": 1}
            }}
            """.utf8
        ).write(to: folder.appendingPathComponent("History/foodHistory.json"))
        let text = try output(["--storage", folder.path, "--lenient"])
        #expect(
            text.hasSuffix(
                """
                2 rows skipped:
                  2 × field '2023-08-23 08:00 servings': expected a number of servings ≥ 0, found -1 (first at \(folder.path)/History/foodHistory.json:2)

                """))
        #expect(text.contains("Entries: 1\n"))
    }

    @Test func anEmptyPeriod() throws {
        let text = try output(["--storage", CLIFixtures.storage, "--on", "2023-08-25"])
        #expect(text.contains("Period 2023-08-25\nEntries: 0\n"))
        #expect(text.contains("Days logged: 0 of 1 day (2023-08-25)\n"))
    }

    @Test func showsEachActivityDialect() throws {
        let folder = try ReliabilityFolder()
        let files: [(name: String, text: String, line: String)] = [
            (
                "ActivitySummary.csv",
                "dateComponents,activeEnergyBurned,activeEnergyBurnedGoal,activeEnergyBurnedUnit\n2021-08-29,412.3,500,kcal\n",
                "apple-health-summary, 1 row (1 used), 1 day"
            ),
            // 13/6 proves day first; the weight column is listed as not used.
            (
                "HealthAutoExport.csv",
                "Date,Active Energy (kcal),Step Count (count),Weight & Body Mass (lb) \r\n13/6/2021 0:00,400,8000,170 \r\n",
                "health-auto-export, 1 row (1 used), 1 day, dates read day/month/year\n    sources: none named\n    columns not used: Weight & Body Mass (lb)"
            ),
            (
                "Daily activity metrics/2023-10-29.csv",
                "Start time,End time,Calories (kcal),Step count\n00:00:00.000+05:30,00:15:00.000+05:30,14.2,\n00:15:00.000+05:30,00:30:00.000+05:30,20,240\n",
                "google-fit-day, 2 rows (2 used), 1 day"
            ),
            (
                "qs.csv", "Start,Finish,Steps (count)\n23-Oct-2015 18:00,23-Oct-2015 19:00,412\n",
                "qs-access, 1 row (1 used), 1 day"
            ),
            (
                "StepCount.csv",
                "type,sourceName,sourceVersion,unit,creationDate,startDate,endDate,value\nStepCount,iPhone,14.7,count,2021-08-30T08:10:34Z,2021-08-30T08:10:34Z,2021-08-30T08:12:34Z,7.0\n",
                "apple-health, 1 row (1 used), 1 day"
            ),
            // Two rows of one day, the second a tracker's sync; Time and Pounds listed as not used.
            (
                "Exercise-Summary-2026-01-27-to-2026-01-27.csv",
                "Date,Time,Exercise,Type,Exercise Calories,Exercise Minutes,Sets,Reps Per Set,Pounds,Steps,Note\r\n"
                    + "2026-01-27,7:00 AM,\"Walking, dog\",Cardiovascular,90,30,,,,,\r\n2026-01-27,,Fitbit calorie adjustment,Cardiovascular,210,,,,,5120,\r\n",
                "myfitnesspal-exercise, 2 rows (2 used), 1 day\n    sources: none named\n    columns not used: Time, Exercise, Type, Exercise Minutes, Sets, Reps Per Set, Pounds, Note"
            ),
            (
                "withings/aggregates_calories_passive.csv", "date,value\n2019-12-28,1610.25\n2019-12-27,1598\n",
                "withings, 2 rows (2 used), 2 days"
            ),
        ]
        var arguments: [String] = []
        for file in files { arguments += ["--activity", try folder.write(file.name, Array(file.text.utf8))] }
        let text = try output(arguments)
        for file in files {
            #expect(
                text.contains("\(folder.url.appendingPathComponent(file.name).path)\n    \(file.line)\n"),
                "\(file.name)")
        }
    }

    @Test func needsSomeInput() {
        #expect(throws: (any Error).self) { _ = try NutriStatsCommand.parseAsRoot(["inspect"]) }
    }
}
