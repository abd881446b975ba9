import ArgumentParser
import ChartKitCairo
import Foundation
import Testing

@testable import NutriStatsCLI

/// `nutristats chart --metric`: the report's chart builders over any period, from the sample data.
@Suite struct ReportMetricChartTests {
    static let inputs = ReportCommandTests.inputs

    static func exitCode(_ arguments: [String]) -> Int32 {
        CLIFixtures.exitCode(["chart"] + arguments)
    }

    @Test(arguments: ["kcal", "macros", "macro-split", "dv", "energy", "steps"])
    func everyMetricDrawsAPNG(metric: String) throws {
        let out = try ReportCommandTests.folder().appendingPathComponent("\(metric).png")
        #expect(
            Self.exitCode(
                Self.inputs + [
                    "--metric", metric, "--out", out.path, "--width", "500", "--height", "300",
                    "--scale", "2",
                ]) == 0)
        let image = try RasterImage(png: Array(try #require(FileManager.default.contents(atPath: out.path))))
        #expect(image.width == 1_000 && image.height == 600)
    }

    @Test func longSpansAsLinesAndOtherFormats() throws {
        let base = try ReportCommandTests.folder()
        let svg = base.appendingPathComponent("macros.svg")
        #expect(Self.exitCode(Self.inputs + ["--metric", "macros", "--all", "--out", svg.path, "--width", "900"]) == 0)
        let text = String(decoding: try #require(FileManager.default.contents(atPath: svg.path)), as: UTF8.self)
        #expect(text.hasPrefix("<?xml"))
        let pdf = base.appendingPathComponent("kcal.pdf")
        #expect(
            Self.exitCode(Self.inputs + ["--metric", "kcal", "--last", "90", "--kind", "line", "--out", pdf.path]) == 0)
        #expect(FileManager.default.contents(atPath: pdf.path)?.starts(with: Array("%PDF-".utf8)) == true)
    }

    @Test func theChartIsTheReportsBuilder() throws {
        let command = try #require(
            try NutriStatsCommand.parseAsRoot(
                ["chart", "--metric", "steps", "--week", "2026-11-11", "--out", "x.png"] + Self.inputs) as? ChartCommand
        )
        guard case .metric(let request) = try command.source() else {
            Issue.record("not a metric chart")
            return
        }
        let (chart, note) = try request.chart(title: nil, theme: .light)
        #expect(chart.title == "Steps")
        #expect(chart.subtitle == "9–15 Nov 2026")
        #expect(note == "steps, 9–15 Nov 2026, 7 days")
        #expect(try request.chart(title: "Mine", theme: .dark).chart.title == "Mine")
    }

    @Test func flagMistakesAreUsageErrors() {
        let out = [
            "--out",
            FileManager.default.temporaryDirectory.appendingPathComponent("never-written-\(UUID().uuidString).png")
                .path,
        ]
        #expect(Self.exitCode(Self.inputs + ["--metric", "sugar"] + out) == 64)
        #expect(Self.exitCode(Self.inputs + ["--metric", "dv", "--kind", "line"] + out) == 64)  // one shape only
        #expect(Self.exitCode(Self.inputs + ["--metric", "kcal", "--kind", "pie"] + out) == 64)
        #expect(Self.exitCode(["--metric", "kcal"] + out) == 64)  // no data
        #expect(Self.exitCode(Self.inputs + ["--metric", "kcal", "--csv", "a.csv"] + out) == 64)
        #expect(Self.exitCode(["--csv", "a.csv", "--x", "d", "--y", "k", "--storage", "S"] + out) == 64)
        #expect(Self.exitCode(["--csv", "a.csv", "--x", "d", "--y", "k", "--last", "7"] + out) == 64)
    }
}
