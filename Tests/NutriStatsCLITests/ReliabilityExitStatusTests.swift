import Foundation
import Testing

/// One command run per exit class: every command maps a wrong command line to 64, a wrong file to
/// 65 and a missing or unwritable file to 74, with nothing on stdout when it fails.
struct ExitCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: Int32
    /// How stderr starts (the whole first line for 65 and 74, where the message is exact).
    var stderrPrefix: String

    var testDescription: String { arguments.joined(separator: " ") }
}

private let usage: Int32 = 64
private let data: Int32 = 65
private let io: Int32 = 74

/// Paths are relative to BadInputs/; `OUT` is a fresh folder of the run.
let exitCases: [ExitCase] = [
    // stats
    ExitCase(arguments: ["stats", "--week", "someday"], status: usage, stderrPrefix: "Error: "),
    ExitCase(
        arguments: ["stats", "--history", "history/truncated.json"], status: data,
        stderrPrefix:
            "nutristats: error: history/truncated.json:1: text in quotes is not closed before the end of the file (is it cut short?)\n"
    ),
    ExitCase(
        arguments: ["stats", "--activity", "activity/missing.csv"], status: io,
        stderrPrefix: "nutristats: error: activity/missing.csv: cannot open the file: No such file or directory\n"),
    // history
    ExitCase(
        arguments: ["history", "--storage", "storage/cache-only", "--history", "history/empty.json"], status: usage,
        stderrPrefix: "Error: Give --storage DIR or --history FILE, not both."),
    ExitCase(
        arguments: ["history", "--history", "history/time-25-61.json"], status: data,
        stderrPrefix:
            "nutristats: error: history/time-25-61.json:3: field '2026-11-16 time': expected a time of day as HH:MM (00:00 to 23:59), found \"25:61\"\n"
    ),
    ExitCase(
        arguments: ["history", "--history", "history/missing.json"], status: io,
        stderrPrefix: "nutristats: error: history/missing.json: no such file; expected a foodHistory.json\n"),
    // inspect
    ExitCase(arguments: ["inspect", "--device-priority", "loudest"], status: usage, stderrPrefix: "Error: "),
    ExitCase(
        arguments: ["inspect", "--activity", "activity/unknown-unit-record.csv"], status: data,
        stderrPrefix:
            "nutristats: error: activity/unknown-unit-record.csv:2: field 'unit': expected kcal, Cal, kJ or cal for ActiveEnergyBurned, found \"kWh\"\n"
    ),
    ExitCase(
        arguments: ["inspect", "--activity", "storage"], status: io,
        stderrPrefix: "nutristats: error: storage: expected a regular file (a CSV), found a folder or device\n"),
    // chart
    ExitCase(
        arguments: [
            "chart", "--csv", "chart/bom-crlf-good.csv", "--x", "date", "--y", "kcal", "--out", "OUT/chart.gif",
        ],
        status: usage, stderrPrefix: "Error: --out must end in .png, .svg or .pdf, not "),
    ExitCase(
        arguments: [
            "chart", "--csv", "chart/string-value.csv", "--x", "date", "--y", "kcal", "--out", "OUT/chart.png",
        ], status: data,
        stderrPrefix:
            "nutristats: error: chart/string-value.csv:3: field 'kcal': expected a number, found \"two thousand\"\n"),
    ExitCase(
        arguments: [
            "chart", "--csv", "chart/bom-crlf-good.csv", "--x", "date", "--y", "kcal", "--out",
            "OUT/no/such/folder/chart.png",
        ],
        status: io,
        stderrPrefix:
            "nutristats: error: OUT/no/such/folder/chart.png: cannot write the chart: no folder OUT/no/such/folder\n"),
    // report
    ExitCase(
        arguments: ["report", "--history", "history/bom-crlf-good.json"], status: usage,
        stderrPrefix: "Error: Missing expected argument '--out <DIR>'"),
    ExitCase(
        arguments: ["report", "--storage", "storage/bad-food-object", "--out", "OUT/report"], status: data,
        stderrPrefix:
            "nutristats: error: storage/bad-food-object/Presets/Foods/food_1.json:5: field 'Calories': expected an amount in kcal, found \"lots\"\n"
    ),
    ExitCase(
        arguments: ["report", "--storage", "storage/history-is-folder", "--out", "OUT/report"], status: io,
        stderrPrefix:
            "nutristats: error: storage/history-is-folder/History/foodHistory.json: is a folder; expected a JSON file\n"
    ),
]

@Suite struct ReliabilityExitStatusTests {
    @Test(arguments: exitCases)
    func statusAndMessage(_ testCase: ExitCase) throws {
        let out = try ReliabilityFolder()
        let arguments = testCase.arguments.map { $0.replacingOccurrences(of: "OUT", with: out.url.path) }
        let result = try ReliabilityCLI.run(arguments, in: ReliabilityCLI.badInputs())
        #expect(result.status == testCase.status)
        #expect(result.stderr.hasPrefix(testCase.stderrPrefix.replacingOccurrences(of: "OUT", with: out.url.path)))
        #expect(result.stdout.isEmpty)
        // Nothing was written into the output folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.url.path).isEmpty)
    }

    @Test func everyCommandHasEveryClass() {
        for command in ["stats", "history", "inspect", "chart", "report"] {
            let statuses = Set(exitCases.filter { $0.arguments[0] == command }.map(\.status))
            #expect(statuses == [usage, data, io], "\(command)")
        }
    }
}
