import Foundation
import Testing

@testable import NutriStatsCLI

/// Fitbit's Google Takeout files through the command line: `inspect` names each format and the
/// clock, the note without `--time-zone`, and the errors' exit status.
@Suite struct FitbitInputTests {
    static func fixture(_ name: String, file: StaticString = #filePath) -> String {
        URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("NutritionDataTests/Fixtures").appendingPathComponent(name).path
    }

    func inspect(_ arguments: [String]) throws -> String {
        try HealthExportInputTests().inspect(arguments)
    }

    @Test func inspectNamesEachFitbitFormat() throws {
        let steps = Self.fixture("Activity/Fitbit/steps-2017-11-01.json")
        let calories = Self.fixture("Activity/Fitbit/calories-2017-11-01.json")
        let food = Self.fixture("FoodLogs/Fitbit/food_logs-1.json")
        let text = try inspect([
            "--activity", steps, "--activity", calories, "--food-log", food, "--time-zone", "America/New_York",
        ])
        // 7 minutes on 3 local days in New York; 4 on 2 days on the wall clock; 4 entries on 2 days.
        #expect(text.contains("  \(steps)\n    Fitbit steps JSON, 7 rows (7 used), 3 days\n"))
        #expect(text.contains("    times: UTC, placed on the local days of America/New_York (--time-zone)\n"))
        #expect(text.contains("  \(calories)\n    Fitbit calories JSON, 4 rows (4 used), 2 days\n"))
        #expect(text.contains("    times: local wall clock, counted on the date written\n"))
        #expect(text.contains("      Fitbit food log, 4 rows, 4 entries, 2 days\n"))
        #expect(text.contains("      no nutritionalValues for: "))
        let utc = try inspect(["--activity", steps])
        #expect(utc.contains("    times: UTC, counted on UTC days (no --time-zone)\n"))
    }

    @Test func statsNotesUTCMinutesWithoutTimeZone() throws {
        let steps = Self.fixture("Activity/Fitbit/steps-2017-11-01.json")
        let result = try StatsExitStatusTests.run(["stats", "--activity", steps, "--on", "2017-11-01"])
        #expect(result.status == 0)
        #expect(
            result.stderr == "nutristats: note: \(steps): its minutes are written in UTC and no --time-zone was given, "
                + "so they count on UTC days (the hours between local and UTC midnight land on the neighbouring day); "
                + "give --time-zone ZONE (such as Europe/Lisbon) to place them on local days\n")
        let zoned = try StatsExitStatusTests.run([
            "stats", "--activity", steps, "--on", "2017-11-01", "--time-zone", "UTC",
        ])
        #expect(zoned.status == 0 && zoned.stderr.isEmpty)
    }

    @Test func aWeightLogExitsWithADataError() throws {
        let weight = Self.fixture("Activity/Fitbit/weight-2017-07-01.json")
        for option in ["--activity", "--food-log"] {
            let result = try StatsExitStatusTests.run(["stats", option, weight, "--on", "2017-07-03"])
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr.contains(
                    "found a Fitbit weight log (weight-YYYY-MM-DD.json: body weight, BMI and body fat); "
                        + "give it with --body"))
        }
    }
}
