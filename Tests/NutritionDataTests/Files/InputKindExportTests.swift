import Foundation
import Testing

@testable import NutritionData

/// `config --init` lists an Apple Health export under each option that reads something from it
/// (`InputKind.kinds(at:)`, a bounded scan: `ExportRecordKinds`).
@Suite struct InputKindExportTests {
    static func export(_ records: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
            + records.map {
                " <Record type=\"HKQuantityTypeIdentifier\($0)\" sourceName=\"A\" unit=\"x\" "
                    + "startDate=\"2026-01-05 08:00:00 +0000\" endDate=\"2026-01-05 08:00:00 +0000\" value=\"1\"/>\n"
            }.joined()
            + "</HealthData>\n"
    }

    static func kinds(_ records: [String]) -> [InputKind] {
        let folder = TemporaryFolder()
        return InputKind.kinds(at: folder.write("export.xml", export(records)))
    }

    @Test func anExportIsListedUnderEachKindItHolds() {
        #expect(Self.kinds(["StepCount"]) == [.activity])
        #expect(Self.kinds(["StepCount", "DietaryEnergyConsumed"]) == [.activity, .foodLog])
        #expect(Self.kinds(["BodyMass"]) == [.activity, .body])
        #expect(Self.kinds(["DietaryWater", "BodyFatPercentage", "HeartRate"]) == [.activity, .foodLog, .body])
        #expect(Self.kinds(["LeanBodyMass"]) == [.activity, .body])
        // Other body types are not weigh-ins.
        #expect(Self.kinds(["BodyMassIndex", "BodyTemperature"]) == [.activity])
    }

    @Test func aZippedExportIsLookedInto() throws {
        // body-export.zip holds BodyMass, BodyFatPercentage and LeanBodyMass records and no dietary ones.
        #expect(InputKind.kinds(at: HealthExportScanTests.fixture("Body/body-export.zip")) == [.activity, .body])
        #expect(InputKind.kinds(at: HealthExportScanTests.fixture("Body/weight.csv")) == [.body])
        #expect(InputKind.kinds(at: HealthExportScanTests.fixture("Body/no-such-file.csv")) == [])
    }

    @Test func theScanIsBounded() throws {
        let folder = TemporaryFolder()
        let text = Self.export(Array(repeating: "StepCount", count: 20) + ["DietaryProtein"])
        let path = folder.write("export.xml", text)
        let input = try InputFile(path: path)
        let layout = try #require(try HealthExportDetection.layout(of: input))
        let marker = try #require(text.range(of: "<Record type=\"HKQuantityTypeIdentifierDietary"))
        let dietaryAt = Int64(text.utf8.distance(from: text.startIndex, to: marker.lowerBound))
        #expect(!ExportRecordKinds.scan(input, layout: layout, limit: dietaryAt).hasDietary)
        #expect(ExportRecordKinds.scan(input, layout: layout, limit: dietaryAt + 1).hasDietary)
    }
}
