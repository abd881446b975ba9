import Foundation
import NutritionData
import Testing

@testable import NutriStatsCLI

/// An Apple Health export given to `--food-log`, `--activity` and `--body` at once: the commands read it
/// through one scan (NutritionData's `InputSet`) and print what they print for three separate copies of
/// it; `config --init` lists it under the three keys.
@Suite struct SharedExportTests {
    /// Three days of steps, meals and weigh-ins (2026-01-05 … 07).
    static let export: String = {
        var records = ""
        for day in 5...7 {
            let date = "2026-01-0\(day)"
            func record(_ type: String, _ source: String, _ unit: String, _ time: String, _ value: String) -> String {
                " <Record type=\"HKQuantityTypeIdentifier\(type)\" sourceName=\"\(source)\" unit=\"\(unit)\" "
                    + "startDate=\"\(date) \(time):00 +0000\" endDate=\"\(date) \(time):00 +0000\" value=\"\(value)\"/>\n"
            }
            records += record("BodyMass", "Scale", "kg", "07:00", "\(80 - day / 2).4")
            records += record("StepCount", "Watch", "count", "09:00", "\(1000 * day)")
            records += record("DietaryEnergyConsumed", "Tracker", "kcal", "12:00", "\(600 + 10 * day)")
            records += record("DietaryProtein", "Tracker", "g", "12:00", "\(20 + day)")
            records += record("ActiveEnergyBurned", "Watch", "kcal", "18:00", "\(300 + day)")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n" + records
            + "</HealthData>\n"
    }()

    @Test func oneExportForThreeFlagsPrintsWhatThreeCopiesPrint() throws {
        let folder = try ReliabilityFolder()
        for name in ["export.xml", "food.xml", "activity.xml", "body.xml"] {
            try Self.export.write(to: folder.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        for format in ["csv", "json", "table"] {
            let shared = try ReliabilityCLI.run(
                [
                    "stats", "--food-log", "export.xml", "--activity", "./export.xml", "--body", "export.xml",
                    "--all", "--format", format,
                ], in: folder.url)
            let copies = try ReliabilityCLI.run(
                [
                    "stats", "--food-log", "food.xml", "--activity", "activity.xml", "--body", "body.xml",
                    "--all", "--format", format,
                ], in: folder.url)
            #expect(shared.status == 0 && copies.status == 0, "\(shared.stderr)")
            #expect(shared.stdout == copies.stdout, "\(format)")
            // The notes name each file as its flag gave it.
            #expect(
                shared.stderr
                    == copies.stderr.replacingOccurrences(of: "food.xml", with: "export.xml")
                    .replacingOccurrences(of: "activity.xml", with: "./export.xml").replacingOccurrences(
                        of: "body.xml", with: "export.xml"))
        }
        // Hand-computed: 5 January's intake (650 kcal) and weight (78.4 kg) are in the CSV's day row.
        let csv = try ReliabilityCLI.run(
            [
                "stats", "--food-log", "export.xml", "--activity", "export.xml", "--body", "export.xml",
                "--on", "2026-01-05", "--format", "csv",
            ], in: folder.url
        ).stdout
        let lines = csv.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try #require(lines.first)
        let day = try #require(lines.first { $0.first == "day" })
        let cell = { (name: String) -> String? in header.firstIndex(of: name).map { day[$0] } }
        #expect(cell("kcal") == "650")
        #expect(cell("steps") == "5000")
        #expect(cell("weight_kg") == "78.4")
    }

    /// `history` reads only the food log: an export also given to --activity is not scanned for activity.
    @Test func onlyTheKindsACommandReadsShareTheScan() throws {
        let folder = try ReliabilityFolder()
        let path = folder.url.appendingPathComponent("export.xml").path
        try Self.export.write(toFile: path, atomically: true, encoding: .utf8)
        let history = try #require(
            try NutriStatsCommand.parseAsRoot(["history", "--food-log", path, "--activity", path]) as? HistoryCommand)
        #expect(!history.input.open(reading: [.foodLog]).set.sharesActivityFile)
        #expect(history.input.open().set.sharesActivityFile)
    }

    @Test func configInitListsAnExportUnderEachKindItHolds() throws {
        let folder = try ReliabilityFolder()
        let data = folder.url.appendingPathComponent("exports")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Self.export.write(to: data.appendingPathComponent("export.xml"), atomically: true, encoding: .utf8)
        let run = try ReliabilityCLI.run(["config", "--init", "exports"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr == "nutristats: wrote nutristats.toml: 1 input found; edit it to taste\n")
        let text = try String(contentsOf: folder.url.appendingPathComponent("nutristats.toml"), encoding: .utf8)
        for key in ["food-log", "activity", "body"] {
            #expect(text.contains("\(key) = [\n    \"exports/export.xml\",\n]"), "\(key)")
        }
    }
}
