import Foundation
import NutriStatsCommandLine
import NutriStatsConfiguration
import NutritionData
import NutritionReport
import NutritionStats
import NutritionTestSupport
import SafeOutput
import Testing

/// `report` as a library run: its checks (the template's format among them), its read plan, where it
/// writes, and empty data.
@Suite struct ReportRunTests {
    static let input = InputFlags(storage: "Storage")

    @Test func theFlagsAreCheckedInOrder() throws {
        #expect(throws: UsageProblem.compare(given: "soon")) {
            try ReportRun(input: InputFlags(), out: "", compare: "soon").check()
        }
        #expect(throws: UsageProblem.needsData) { try ReportRun(input: InputFlags(), out: "").check() }
        #expect(throws: UsageProblem.outTakesFolder) { try ReportRun(input: Self.input, out: "").check() }
        try ReportRun(input: InputFlags(activity: ["steps.csv"]), out: "r", compare: "previous").check()
    }

    @Test func aTemplateNamesItsFormatAndTheFormatIsWritten() throws {
        #expect(throws: UsageProblem.templateName("coach.txt")) {
            try ReportRun(input: Self.input, out: "r", template: "coach.txt").check()
        }
        #expect(throws: UsageProblem.templateNotWritten("t/coach.md", format: "md", formats: "html,pdf")) {
            try ReportRun(input: Self.input, out: "r", formats: [.html, .pdf], template: "t/coach.md").check()
        }
        try ReportRun(input: Self.input, out: "r", template: "coach.HTML.mustache").check()
        try ReportRun(input: Self.input, out: "r", formats: [.md], template: "coach.markdown").check()
    }

    @Test func thePlanTellsAReviewWhenTheFlagsGiveTheLength() throws {
        func predicted(_ period: PeriodFlags, compare: String? = nil) throws -> Bool? {
            try ReportRun(input: Self.input, period: period, out: "r", compare: compare).readPlan(weekStart: .monday)
                .predictedReview
        }
        #expect(try predicted(PeriodFlags()) == false)
        // 1 January to 2 April 2026 is 92 days, a daily report; to 3 April 93, a review.
        #expect(try predicted(PeriodFlags(from: "2026-01-01", to: "2026-04-02")) == false)
        #expect(try predicted(PeriodFlags(from: "2026-01-01", to: "2026-04-03")) == true)
        #expect(try predicted(PeriodFlags(week: "2026-11-09"), compare: "previous") == true)
        #expect(try predicted(PeriodFlags(all: true)) == nil)
        let withBody = ReportRun(input: InputFlags(storage: "S", body: ["w.csv"]), out: "r")
        #expect(try withBody.readPlan(weekStart: .sunday).bodyWindow == ExpenditureWindow.standard)
        #expect(try ReportRun(input: Self.input, out: "r").readPlan(weekStart: .sunday).bodyWindow == nil)
    }

    @Test func theFolderMayNotHoldAnInput() throws {
        let folder = try CommandLineFixtures.folder(["targets.txt": "Calories = 1800\n"])
        let targets = folder.appendingPathComponent("targets.txt").path
        let run = ReportRun(input: Self.input, settings: SettingsFlags(dailyValues: targets), out: folder.path)
        #expect {
            try run.outputLocation()
        } throws: { error in
            guard case .outputConflict(let conflict, let advice) = error as? UsageProblem else { return false }
            return conflict.contains("holds the input \(targets)") && advice == "choose another --out folder"
        }
        let elsewhere = ReportRun(input: Self.input, out: folder.appendingPathComponent("report").path)
        #expect(try elsewhere.outputLocation().given == folder.appendingPathComponent("report").path)
    }

    @Test func emptyDataHasNoWeekToReportOn() throws {
        let folder = try CommandLineFixtures.folder(["empty.json": "{}"])
        let run = ReportRun(
            input: InputFlags(history: folder.appendingPathComponent("empty.json").path),
            out: folder.appendingPathComponent("report").path, formats: [.md])
        #expect(throws: NoDataProblem.report) {
            try run.write(to: try run.outputLocation(), context: CommandLineFixtures.context())
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("report").path))
    }

    @Test func writesTheChosenDays() throws {
        let folder = try CommandLineFixtures.folder(["h.json": StatsRunTests.history])
        let out = folder.appendingPathComponent("report").path
        let run = ReportRun(
            input: InputFlags(history: folder.appendingPathComponent("h.json").path),
            period: PeriodFlags(from: "2026-11-08", to: "2026-11-09"), out: out, formats: [.md])
        let summary = try run.write(to: try run.outputLocation(), context: CommandLineFixtures.context())
        #expect(summary.hasPrefix("nutristats: wrote \(out) for 8–9 Nov 2026 ("))
        #expect(summary.contains("report.md"))
        #expect(FileManager.default.fileExists(atPath: out + "/report.md"))
    }
}
