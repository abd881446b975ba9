import ChartKit
import Foundation
import Testing

@testable import NutriStatsCLI

/// `nutristats report` over more than 92 days: the review report, its food log flag and --compare.
@Suite(.serialized) struct ReviewCommandTests {
    typealias R = ReportCommandTests

    @Test func aYearGivesAReviewWithoutTheFoodLog() throws {
        let out = try R.folder().appendingPathComponent("year")
        try R.run(R.inputs + ["--out", out.path, "--from", "2026-01-01", "--to", "2026-12-31"])
        #expect(
            R.listing(out) == [
                "charts", "charts/heatmap.png", "charts/monthly-dv.png", "charts/monthly-kcal.png",
                "charts/weekly-net.png", "charts/weekly-steps.png", "report.html", "report.md", "report.pdf",
            ])
        let html = R.read(out.appendingPathComponent("report.html"))
        #expect(html.contains("<h1>Nutrition review</h1>"))
        #expect(html.contains("id=\"chart-heatmap\"") && html.contains("data-month=\"2026-12-01\""))
        #expect(!html.contains("id=\"food-log\""))
        let markdown = R.read(out.appendingPathComponent("report.md"))
        #expect(markdown.contains("## Month by month") && !markdown.contains("## Food log"))
    }

    @Test func withFoodLogAndCompare() throws {
        let out = try R.folder().appendingPathComponent("year")
        try R.run(
            R.inputs + [
                "--out", out.path, "--last", "100", "--with-food-log", "--compare", "previous", "--format", "html",
            ])
        let html = R.read(out.appendingPathComponent("report.html"))
        #expect(html.contains("id=\"food-log\""))
        // The 100 days before hold no entry: no kcal change, but the logging rate's.
        #expect(html.contains("compared with") && html.contains("data-change=\"logged-days\""))
        // A short period with --compare is written as a review, with its changes.
        let week = try R.folder().appendingPathComponent("week")
        try R.run(
            R.inputs + [
                "--out", week.path, "--week", "2026-11-11", "--compare", "2026-11-02..2026-11-08", "--format", "md",
            ])
        let markdown = R.read(week.appendingPathComponent("report.md"))
        #expect(markdown.contains("Compared with 2–8 Nov 2026"))
        #expect(R.exitCode(R.inputs + ["--out", week.path, "--compare", "2026-11-08..2026-11-02"]) == 64)
    }

    @Test func statsCompareWritesTheChanges() throws {
        var command = try NutriStatsCommand.parseAsRoot(
            ["stats"] + R.inputs + ["--week", "2026-11-11", "--compare", "previous", "--format", "csv"])
        guard let stats = command as? StatsCommand else {
            Issue.record("not stats")
            return
        }
        #expect(throws: (any Error).self) {
            command = try NutriStatsCommand.parseAsRoot(
                ["stats"] + R.inputs + ["--compare", "previous", "--format", "json"])
        }
        let settings = try stats.settings()
        let text = try #require(
            try stats.output(
                foodLog: try stats.input.open().readFoodLog(), activity: try stats.input.open().readActivity(days: nil),
                settings: settings, chosen: stats.period.chosen()))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "figure,current_first,current_last,compared_first,compared_last,current,compared,change")
        let average = try #require(lines.first { $0.hasPrefix("average_kcal,") }).split(separator: ",").map(String.init)
        #expect(average[1] == "2026-11-09" && average[3] == "2026-11-02")
        // The change is the rounded difference of the unrounded averages; here both sides are whole enough.
        let change = try #require(Double(average[7]))
        let current = try #require(Double(average[5]))
        let compared = try #require(Double(average[6]))
        #expect(abs(change - (current - compared)) <= 1)
    }

    @Test func heatmapChartDefaultsToTheLastYear() throws {
        let command = try NutriStatsCommand.parseAsRoot([
            "chart", "--metric", "heatmap", "--storage", R.storage, "--out", "h.png",
        ])
        let chart = try #require(command as? ChartCommand)
        guard case .metric(let request) = try chart.source() else {
            Issue.record("not a metric chart")
            return
        }
        let (drawn, note) = try request.chart(title: nil, theme: .light)
        #expect(note == "heatmap, 16 Nov 2025 – 15 Nov 2026, 365 days")
        guard case .calendarHeatmap(let heatmap) = drawn.content else {
            Issue.record("not a heatmap")
            return
        }
        #expect(heatmap.values.count == 365 && heatmap.center == 2000)
        #expect(throws: (any Error).self) {
            _ = try NutriStatsCommand.parseAsRoot([
                "chart", "--metric", "heatmap", "--kind", "bar", "--storage", R.storage, "--out", "h.png",
            ])
        }
    }
}
