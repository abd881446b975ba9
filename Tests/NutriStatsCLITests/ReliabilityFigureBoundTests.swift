import Foundation
import Testing

/// Settings so large (or so small) that figures computed from them overflow to infinity are refused
/// before any input is read, naming the flag (64); and at the bounds every output stays finite: no
/// table, CSV, JSON or report shows `inf` or `nan`.
@Suite struct ReliabilityFigureBoundTests {
    /// Before these bounds: `--goal 3e307` made `stats --format json` exit 1 with a raw Swift
    /// `EncodingError`, and the table and CSV print `inf`.
    @Test(arguments: [
        (["--goal", "3e307"], "--goal takes a number of kcal from 1 to 100,000, not 3e+307."),
        (["--goal", "0.4"], "--goal takes a number of kcal from 1 to 100,000, not 0.4."),
        (["--resting-kcal", "1e308"], "--resting-kcal takes a number of kcal from 0 to 100,000, not 1e+308."),
        (["--steps-goal", "1e-320"], "--steps-goal takes a number of steps from 1 to 1,000,000, not 1e-320."),
        (["--steps-goal", "2000000"], "--steps-goal takes a number of steps from 1 to 1,000,000, not 2000000.0."),
    ])
    func settingsThatOverflowFiguresAreUsageErrors(flag: [String], message: String) throws {
        for format in ["table", "csv", "json"] {
            let result = try ReliabilityCLI.run(
                [
                    "stats", "--storage", ReliabilityCLI.sampleData().appendingPathComponent("Storage").path, "--all",
                    "--format", format,
                ] + flag)
            #expect(result.status == 64, "\(flag) \(format)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("Error: " + message + "\n"), "\(result.stderr)")
        }
        let chart = try ReliabilityCLI.run(["chart", "--metric", "kcal", "--out", "never.png"] + flag)
        #expect(chart.status == 64)
    }

    /// Settings at their bounds, with the smallest and largest targets, over all the sample data:
    /// every figure is finite in every format.
    @Test func figuresAtTheBoundsStayFinite() throws {
        let folder = try ReliabilityFolder()
        _ = try folder.write(
            "targets.txt", "Sodium = 0.5 mg\nIron = 0.05 mg\nProtein = 1000000000 g\nCalories = 100000 kcal\n")
        let sample = ReliabilityCLI.sampleData()
        let activity = try FileManager.default.contentsOfDirectory(
            atPath: sample.appendingPathComponent("activity").path
        )
        .filter { $0.hasSuffix(".csv") }.sorted()
        .flatMap { ["--activity", sample.appendingPathComponent("activity").appendingPathComponent($0).path] }
        let common =
            [
                "--storage", sample.appendingPathComponent("Storage").path, "--dv", "targets.txt",
                "--resting-kcal", "100000", "--steps-goal", "1", "--activity-credit", "--lenient",
            ] + activity
        let notANumber = try Regex(#"(?i)\b-?(inf|infinity|nan)\b"#)
        for settings in [[], ["--goal", "100000"], ["--goal", "1"], ["--count-unlogged-as-zero"]] {
            for format in ["table", "csv", "json"] {
                let result = try ReliabilityCLI.run(
                    ["stats", "--all", "--format", format] + common + settings, in: folder.url)
                #expect(result.status == 0, "\(settings) \(format): \(result.stderr)")
                #expect(result.stdout.firstMatch(of: notANumber) == nil, "\(settings) \(format)")
                if format == "json" {
                    #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil)
                }
            }
        }
        let report = try ReliabilityCLI.run(
            ["report", "--out", "report", "--format", "html,md"] + common + ["--goal", "1"], in: folder.url)
        #expect(report.status == 0, "\(report.stderr)")
        for file in ["report.html", "report.md"] {
            let text = try String(
                contentsOf: folder.url.appendingPathComponent("report").appendingPathComponent(file), encoding: .utf8)
            #expect(text.firstMatch(of: notANumber) == nil, "\(file)")
        }
    }
}
