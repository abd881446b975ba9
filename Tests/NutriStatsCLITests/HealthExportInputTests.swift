import ArgumentParser
import Foundation
@testable import NutriStatsCLI
import NutritionData
import Testing

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
        #expect(try plain.input.readActivity().days.map(\.date.iso) == ["2024-01-15", "2024-07-01", "2024-07-02"])
        let zoned = try #require(try NutriStatsCommand.parseAsRoot(["inspect", "--activity", xml, "--time-zone", "America/New_York"]) as? InspectCommand)
        #expect(try zoned.input.readActivity().days.map(\.date.iso) == ["2024-01-15", "2024-07-02"])
        #expect(throws: (any Error).self) { _ = try NutriStatsCommand.parseAsRoot(["inspect", "--activity", xml, "--time-zone", "Nowhere/Town"]) }
    }
}
