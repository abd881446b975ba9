import ArgumentParser
import ChartKitCairo
import Foundation
import NutritionData
import NutritionPresentation
import NutritionReport
import NutritionStats
import Testing

@testable import NutriStatsCLI

/// `nutristats report` on the bundled sample data: the folder written, its figures against the stats
/// engine, the default and chosen periods, errors, exit codes and atomic output.
@Suite(.serialized) struct ReportCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let storage = root.appendingPathComponent("sample-data/Storage").path
    static let activity = ["apple-health-energy.csv", "apple-health-heart-rate.csv", "apple-health-steps.csv"]
        .map { root.appendingPathComponent("sample-data/activity/" + $0).path }
    static let inputs = ["--storage", storage] + activity.flatMap { ["--activity", $0] }

    /// A fresh, empty temporary folder.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("report-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func run(_ arguments: [String]) throws {
        var command = try NutriStatsCommand.parseAsRoot(["report"] + arguments)
        try command.run()
    }

    static func exitCode(_ arguments: [String]) -> Int32 {
        CLIFixtures.exitCode(["report"] + arguments)
    }

    static func listing(_ url: URL) -> [String] {
        ((FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String]) ?? []).sorted()
    }

    static func read(_ url: URL) -> String {
        String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
    }

    /// The engine's figures for the sample data, read the way the command reads them.
    static func sampleStatistics() throws -> NutritionStatistics {
        let foodLog = try StorageReader().readFolder(at: storage)
        let activityLog = try ActivityReader().read(paths: activity)
        return NutritionStatistics(foodLog: foodLog, activity: activityLog)
    }

    /// A Markdown table cell as a number (`−1,234`, `+530`, `73 %`, `**9,421**`).
    static func number(_ cell: String) -> Double? {
        var text = cell.replacingOccurrences(of: "**", with: "")
        for (from, to) in [("\\*", ""), ("−", "-"), (",", ""), ("+", ""), ("%", "")] {
            text = text.replacingOccurrences(of: from, with: to)
        }
        return Double(text.trimmingCharacters(in: .whitespaces))
    }

    static func rounded(_ value: Double?) -> Double? { value.map { FigureRounding.rounded($0, decimals: 0) } }

    @Test func theSampleWeekMatchesTheEngine() throws {
        let out = try Self.folder().appendingPathComponent("report")
        try Self.run(Self.inputs + ["--out", out.path])
        #expect(
            Self.listing(out) == [
                "charts", "charts/dv.png", "charts/energy.png", "charts/kcal.png", "charts/macro-split.png",
                "charts/macros.png",
                "charts/steps.png", "report.html", "report.md", "report.pdf",
            ])
        let markdown = Self.read(out.appendingPathComponent("report.md"))
        // The last complete week of the data (which ends on Sun 2026-11-15).
        #expect(markdown.hasPrefix("# Nutrition report: Week of 9 Nov 2026\n"))
        let week = try #require(DateRange(first: LocalDate(iso: "2026-11-09")!, last: LocalDate(iso: "2026-11-15")!))
        let period = try Self.sampleStatistics().period(week)

        let lines = markdown.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "## Day by day"))
        let rows = lines[(start + 4)...].prefix { $0.hasPrefix("|") }.map {
            $0.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(rows.count == 9)  // seven days, total, per day
        for (row, day) in zip(rows, period.days) {
            #expect(row[0] == DateText.day(day.date))
            #expect(Self.number(row[1]) == Self.rounded(day.intake.totals.kcal))
            #expect(Self.number(row[2]) == Self.rounded(day.budget?.remaining))
            #expect(Self.number(row[3]) == Self.rounded(day.energy?.spent))
            #expect(Self.number(row[4]) == Self.rounded(day.energy?.net))
            #expect(row[5] == (day.energy?.direction.rawValue ?? ""))
            #expect(Self.number(row[6]) == Self.rounded(day.activity?.steps))
            #expect(Self.number(row[7]) == Self.rounded(day.intake.totals.coverage.map { $0 * 100 }))
        }
        #expect(Self.number(rows[7][1]) == Self.rounded(period.intake.totals.kcal))
        #expect(Self.number(rows[7][4]) == Self.rounded(period.energy.net))
        #expect(Self.number(rows[8][1]) == Self.rounded(period.intake.average?.kcal))
        #expect(Self.number(rows[8][6]) == Self.rounded(period.steps.average))

        // Summary: average, budget and the worst nutrients, as the engine has them.
        let average = try #require(period.intake.average?.kcal)
        #expect(markdown.contains("- **Average intake:** \(ReportNumber.kcal(average)) kcal a day"))
        #expect(
            markdown.contains("- **Budget left this period:** \(ReportNumber.signedKcal(period.budget.remaining)) kcal")
        )
        let worst = try #require(
            period.dailyValueReadings.filter { $0.flag == .overLimit }.max { ($0.percent ?? 0) < ($1.percent ?? 0) })
        #expect(
            markdown.contains(
                "- **Over a limit:** ▲ \(worst.nutrient.displayName) \(ReportNumber.percent(worst.percent ?? 0)) %"))

        // Charts: PNGs at twice their layout size; the HTML carries them as SVG.
        for id in ["kcal", "macros", "macro-split", "dv", "energy", "steps"] {
            let png = try #require(
                FileManager.default.contents(atPath: out.appendingPathComponent("charts/\(id).png").path))
            let image = try RasterImage(png: Array(png))
            let size = ReportRenderer.chartSize(id)
            #expect(image.width == Int(size.width) * 2 && image.height == Int(size.height) * 2)
        }
        let html = Self.read(out.appendingPathComponent("report.html"))
        #expect(html.components(separatedBy: "<svg").count - 1 == 6)
        let pdf = Self.read(out.appendingPathComponent("report.pdf"))
        #expect(pdf.hasPrefix("%PDF-"))
        // Non-ASCII names pass through as UTF-8 text in every format.
        #expect(markdown.contains("| | Crème brûlée | 1.0 | 340 |"))
        #expect(html.contains("Crème brûlée"))
    }

    @Test func rerunningGivesTheSameBytes() throws {
        let base = try Self.folder()
        let first = base.appendingPathComponent("a")
        let second = base.appendingPathComponent("b")
        try Self.run(Self.inputs + ["--out", first.path])
        try Self.run(Self.inputs + ["--out", second.path])
        try Self.run(Self.inputs + ["--out", second.path])  // replaces the earlier report in place
        for file in Self.listing(first) where file.contains(".") {
            #expect(
                FileManager.default.contents(atPath: first.appendingPathComponent(file).path)
                    == FileManager.default.contents(atPath: second.appendingPathComponent(file).path), "\(file)")
        }
        #expect(
            Self.listing(base) == ["a"] + Self.listing(first).map { "a/" + $0 } + ["b"]
                + Self.listing(first).map { "b/" + $0 })
    }

    @Test func weekTakesAnyDateOfTheWeekAndFromToAnyRange() throws {
        let base = try Self.folder()
        try Self.run(
            Self.inputs + ["--week", "2026-11-04", "--out", base.appendingPathComponent("w").path, "--format", "md"])
        let week = Self.read(base.appendingPathComponent("w/report.md"))
        #expect(week.hasPrefix("# Nutrition report: Week of 2 Nov 2026\n"))
        #expect(week.contains("the week chosen with --week"))
        #expect(Self.listing(base.appendingPathComponent("w")).contains("charts/kcal.png"))
        try Self.run([
            "--storage", Self.storage, "--from", "2026-10-30", "--to", "2026-11-03", "--format", "html",
            "--out", base.appendingPathComponent("r").path,
        ])
        let range = Self.read(base.appendingPathComponent("r/report.html"))
        #expect(range.contains("<title>Nutrition report · 30 Oct – 3 Nov 2026</title>"))
        #expect(Self.listing(base.appendingPathComponent("r")) == ["report.html"])  // no PNGs without Markdown
    }

    @Test func aCustomTemplateIsUsed() throws {
        let base = try Self.folder()
        let template = base.appendingPathComponent("coach.md")
        try Data("Coach view {{period.first}}: {{#summary.intake}}{{averageKcal}}{{/summary.intake}}\n".utf8).write(
            to: template)
        try Self.run(
            Self.inputs + [
                "--template", template.path, "--format", "md,html", "--out", base.appendingPathComponent("o").path,
            ])
        let markdown = Self.read(base.appendingPathComponent("o/report.md"))
        let average = try #require(
            try Self.sampleStatistics().period(
                DateRange(first: LocalDate(iso: "2026-11-09")!, last: LocalDate(iso: "2026-11-15")!)!
            ).intake.average?.kcal)
        #expect(markdown == "Coach view 2026-11-09: \(ReportNumber.kcal(average))\n")
        // The HTML still uses the built-in template.
        #expect(Self.read(base.appendingPathComponent("o/report.html")).hasPrefix("<!DOCTYPE html>"))
    }

    @Test func failuresLeaveNothingBehind() throws {
        let base = try Self.folder()
        let out = base.appendingPathComponent("report")
        let broken = base.appendingPathComponent("broken.html")
        try Data("<p>{{#days}}</p>\n".utf8).write(to: broken)
        #expect(Self.exitCode(Self.inputs + ["--template", broken.path, "--out", out.path]) == 65)
        #expect(Self.exitCode(["--storage", base.appendingPathComponent("missing").path, "--out", out.path]) == 74)
        #expect(
            Self.exitCode(
                Self.inputs + [
                    "--template", base.appendingPathComponent("none.html").path,
                    "--out", out.path,
                ]) == 74)
        #expect(Self.listing(base) == ["broken.html"])
    }

    @Test func usageErrors() throws {
        let base = try Self.folder()
        let out = base.appendingPathComponent("r").path
        #expect(Self.exitCode(["--out", out]) == 64)  // no data
        #expect(Self.exitCode(Self.inputs + ["--out", out, "--format", "html,docx"]) == 64)
        #expect(Self.exitCode(Self.inputs + ["--out", out, "--template", "x.txt"]) == 64)
        #expect(Self.exitCode(Self.inputs + ["--out", out, "--template", "x.md", "--format", "html"]) == 64)
        #expect(Self.exitCode(Self.inputs + ["--out", out, "--week", "2026-11-04", "--month", "2026-11"]) == 64)
        #expect(Self.exitCode(Self.inputs + ["--out", out, "--last", "120", "--compare", "last-year"]) == 64)
        // --out inside the storage folder, or holding it.
        #expect(Self.exitCode(Self.inputs + ["--out", Self.storage + "/report"]) == 64)
        #expect(Self.exitCode(Self.inputs + ["--out", Self.root.appendingPathComponent("sample-data").path]) == 64)
        #expect(Self.listing(base).isEmpty)
    }

    @Test func aFolderWithOtherFilesIsNotReplaced() throws {
        let base = try Self.folder()
        try Data("keep me".utf8).write(to: base.appendingPathComponent("notes.txt"))
        #expect(Self.exitCode(Self.inputs + ["--out", base.path]) == 74)
        #expect(Self.listing(base) == ["notes.txt"])
    }

    @Test func theBinaryNamesTheFolderAndExitsZero() throws {
        let out = try Self.folder().appendingPathComponent("report")
        let result = try ReliabilityCLI.run(["report"] + Self.inputs + ["--out", out.path, "--format", "pdf"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasSuffix(
                "nutristats: wrote \(out.path) for 9–15 Nov 2026 (the last complete week in the data): report.pdf\n"))
        let bad = try ReliabilityCLI.run(["report", "--storage", "/nonexistent/Storage", "--out", out.path + "2"])
        #expect(bad.status == 74)
        #expect(bad.stderr.hasPrefix("nutristats: error: /nonexistent/Storage"))
    }
}

/// `report` knows ahead, from its flags alone, whether it will write a review (to prepare the right
/// templates and start the activity read early), by the report library's one rule.
@Suite struct ReportPredictedReviewTests {
    static func predicted(_ arguments: [String]) throws -> Bool? {
        let command = try #require(
            try NutriStatsCommand.parseAsRoot(["report", "--storage", "S", "--out", "o"] + arguments) as? ReportCommand)
        return try command.readPlan(weekStart: .monday).predictedReview
    }

    @Test func theFlagsTellWhenTheyGiveTheLength() throws {
        #expect(try Self.predicted([]) == false)  // the last complete week
        #expect(try Self.predicted(["--week", "2026-11-09"]) == false)
        #expect(try Self.predicted(["--month", "2026-10"]) == false)
        // 92 days is still a daily report; 93 is a review (1 Jan – 2 Apr 2026 is 92 days, to 3 Apr 93).
        #expect(try Self.predicted(["--from", "2026-01-01", "--to", "2026-04-02"]) == false)
        #expect(try Self.predicted(["--from", "2026-01-01", "--to", "2026-04-03"]) == true)
        #expect(try Self.predicted(["--last", "93"]) == true)
        #expect(try Self.predicted(["--week", "2026-11-09", "--compare", "previous"]) == true)
        #expect(try Self.predicted(["--all"]) == nil)
    }
}
