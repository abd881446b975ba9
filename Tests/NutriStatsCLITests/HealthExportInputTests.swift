import ArgumentParser
import Foundation
import NutritionData
import NutritionPresentation
import Testing

@testable import NutriStatsCLI

/// `--activity export.zip|export.xml` and `--time-zone` through the command-line options.
@Suite struct HealthExportInputTests {
    static func fixture(_ name: String, file: StaticString = #filePath) -> String {
        URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("NutritionDataTests/Fixtures/HealthExport").appendingPathComponent(name).path
    }

    func inspect(_ arguments: [String]) throws -> String {
        let command = try #require(try NutriStatsCommand.parseAsRoot(["inspect"] + arguments) as? InspectCommand)
        return try command.output()
    }

    @Test func inspectNamesTheExportDialects() throws {
        let zip = Self.fixture("export-quirks.zip")
        let text = try inspect(["--activity", zip])
        #expect(text.contains("  \(zip)\n    Apple Health export.zip, 19 elements (13 used), 2 days\n"))
        let xml = Self.fixture("export-quirks.xml")
        #expect(try inspect(["--activity", xml]).contains("Apple Health export.xml, 19 elements (13 used), 2 days"))
    }

    @Test func timeZoneOptionRereadsTimestamps() throws {
        let xml = Self.fixture("export-dst.xml")
        let plain = try #require(try NutriStatsCommand.parseAsRoot(["inspect", "--activity", xml]) as? InspectCommand)
        #expect(
            try plain.input.open().readActivity().days.map(\.date.iso) == ["2024-01-15", "2024-07-01", "2024-07-02"])
        let zoned = try #require(
            try NutriStatsCommand.parseAsRoot(["inspect", "--activity", xml, "--time-zone", "America/New_York"])
                as? InspectCommand)
        #expect(try zoned.input.open().readActivity().days.map(\.date.iso) == ["2024-01-15", "2024-07-02"])
        #expect(throws: (any Error).self) {
            _ = try NutriStatsCommand.parseAsRoot(["inspect", "--activity", xml, "--time-zone", "Nowhere/Town"])
        }
    }
}

/// An export's record types NutriStats does not use: one summary line on stderr, every type in `inspect`.
@Suite struct UnusedRecordTypeOutputTests {
    @Test func statsNotesOneSummaryLinePerExport() throws {
        let zip = HealthExportInputTests.fixture("export-quirks.zip")
        let result = try StatsExitStatusTests.run(["stats", "--activity", zip, "--on", "2024-03-05"])
        #expect(result.status == 0)
        // DistanceWalkingRunning 2 (line 35) and DietaryEnergyConsumed 2 (line 49) tie: the first seen comes first.
        #expect(
            result.stderr == "nutristats: \(zip): 5 records of 3 types NutriStats does not use were counted, not read "
                + "(DistanceWalkingRunning 2, DietaryEnergyConsumed 2, HKCategoryTypeIdentifierSleepAnalysis 1); "
                + "2 of them dietary (food: read with --food-log); 'nutristats inspect' lists every type\n")
    }

    @Test func manyTypesAreNamedByTheLargestThree() {
        let unused = UnusedRecordTypes(
            file: "export.zip", types: 214, rows: 1_234_567,
            largest: [
                ActivityTypeCount(type: "DistanceWalkingRunning", rows: 600_000, firstLine: 12),
                ActivityTypeCount(type: "HeartRateVariabilitySDNN", rows: 480_000, firstLine: 20),
                ActivityTypeCount(type: "FlightsClimbed", rows: 1_000, firstLine: 40),
            ], dietaryRows: 0)
        #expect(
            InputNotes.unusedRecordTypes(unused)
                == "nutristats: export.zip: 1,234,567 records of 214 types NutriStats does not use "
                + "were counted, not read (most: DistanceWalkingRunning 600,000, HeartRateVariabilitySDNN 480,000, FlightsClimbed 1,000, …); "
                + "'nutristats inspect' lists every type")
    }

    @Test func inspectListsEveryTypeMostRecordsFirst() throws {
        let command = try #require(
            try NutriStatsCommand.parseAsRoot([
                "inspect", "--activity", HealthExportInputTests.fixture("export-quirks.xml"),
            ])
                as? InspectCommand)
        let text = try command.output()
        let expected: [String] = [
            "Pedometer & Co",
            "    record types not used: 3 (5 records, counted, not read)",
            "      DistanceWalkingRunning                 2  (first at line 35)",
            "      DietaryEnergyConsumed                  2  (first at line 49)",
            "      HKCategoryTypeIdentifierSleepAnalysis  1  (first at line 37)",
            "  Days with activity: 2",
        ]
        #expect(text.contains(expected.joined(separator: "\n")))
        #expect(text.hasSuffix("0 rows skipped\n"))
    }
}
