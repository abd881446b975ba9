import Foundation
import NutriStatsCommandLine
import NutriStatsConfiguration
import NutritionData
import NutritionExport
import NutritionStats
import NutritionTestSupport
import SafeOutput
import Testing

/// `export` as a library run: its checks, its destination, the participant's data and the summary.
@Suite struct ExportRunTests {
    static let input = InputFlags(storage: "Storage")

    @Test func someDataOneDestinationAndAnID() throws {
        #expect(throws: UsageProblem.needsData) { try ExportRun(input: InputFlags(), csv: "out").check() }
        #expect(throws: UsageProblem.oneDestination) { try ExportRun(input: Self.input).check() }
        #expect(throws: UsageProblem.oneDestination) {
            try ExportRun(input: Self.input, sqlite: "a.sqlite", csv: "out").check()
        }
        #expect(throws: UsageProblem.participant("a/b", rule: ParticipantID.rule)) {
            try ExportRun(input: Self.input, csv: "out", participant: "a/b").check()
        }
        try ExportRun(input: Self.input, csv: "out", participant: "p1").check()
        #expect(try ExportRun(input: Self.input, csv: "out").participantID() == .none)
        #expect(try ExportRun(input: Self.input, csv: "out", participant: "p1").participantID() == ParticipantID("p1"))
    }

    @Test func theDestinationIsCheckedOnce() throws {
        let folder = try CommandLineFixtures.folder()
        let csv = folder.appendingPathComponent("tables").path
        #expect(try ExportRun(input: Self.input, csv: csv).target() == .csv(try OutputLocation(csv)))
        // 248 bytes leave no room for SQLite's `-journal` beside the database (255 at most).
        let long = folder.appendingPathComponent(String(repeating: "d", count: 241) + ".sqlite").path
        #expect(throws: UsageProblem.databaseName(long, bytes: 248, most: 247)) {
            try ExportRun(input: Self.input, sqlite: long).target()
        }
        let storage = folder.appendingPathComponent("Storage").path
        try FileManager.default.createDirectory(atPath: storage, withIntermediateDirectories: true)
        #expect {
            try ExportRun(input: InputFlags(storage: storage), sqlite: storage + "/s.sqlite").target()
        } throws: { error in
            guard case .outputConflict(_, let advice) = error as? UsageProblem else { return false }
            return advice == "choose another --sqlite"
        }
    }

    @Test func theParticipantsDaysAreThePeriodsAndEmptyDataIsNone() throws {
        let log = FoodLog(entries: [
            fixtureEntry("2026-11-09", 8, 0, "Oats", kcal: 300), fixtureEntry("2026-11-12", 8, 0, "Oats", kcal: 300),
        ])
        let run = ExportRun(input: Self.input, csv: "out")
        let week = try run.participantData(
            ParticipantID("p1")!, selection: .week(containing: fixtureDate("2026-11-10")), foodLog: log,
            activity: ActivityLog(), settings: StatsSettings())
        #expect(week.figures.range.description == "2026-11-09 – 2026-11-15")
        #expect(week.dayCells.count == 7)
        #expect(week.bodyDays.isEmpty)
        let all = try run.participantData(
            .none, selection: .all, foodLog: log, activity: ActivityLog(), settings: StatsSettings())
        #expect(all.dayCells.count == 4)  // 9 to 12 November
        #expect(throws: NoDataProblem.export) {
            try run.participantData(
                .none, selection: .all, foodLog: FoodLog(entries: []), activity: ActivityLog(),
                settings: StatsSettings())
        }
    }

    @Test func writesTheTablesAndSaysWhat() throws {
        let folder = try CommandLineFixtures.folder(["h.json": StatsRunTests.history])
        let run = ExportRun(
            input: InputFlags(history: folder.appendingPathComponent("h.json").path),
            csv: folder.appendingPathComponent("tables").path, participant: "p1")
        let target = try run.target()
        let summary = try run.write(
            to: target, participant: try run.participantID(), context: CommandLineFixtures.context())
        #expect(
            summary.hasPrefix(
                "nutristats: exported 2026-11-08 – 2026-11-09 for participant p1 to \(target.location.given): "
                    + "2 days, 3 entries, "))
        #expect(
            FileManager.default.fileExists(atPath: target.location.given + "/days/participant=p1/year=2026/part.csv"))
    }
}
