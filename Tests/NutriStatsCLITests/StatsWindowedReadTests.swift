import Foundation
import NutritionData
import NutritionStats
import Testing

@testable import NutriStatsCLI

/// `nutristats stats` reads only the activity days its period needs; its output must be the one a
/// full read gives. The built binary (windowed) against the command's formatter fed a full read.
@Suite struct StatsWindowedReadTests {
    static let inputs = ReportCommandTests.inputs

    /// The output of `stats ARGUMENTS` computed in process from a full activity read.
    static func fullReadOutput(_ arguments: [String]) throws -> String {
        let parsed = try NutriStatsCommand.parseAsRoot(["stats"] + arguments)
        let command = try #require(parsed as? StatsCommand)
        let foodLog = try command.input.open().readFoodLog()
        let activity = try ActivityReader(strictness: command.input.strictness).read(paths: command.input.activity)
        return try #require(
            try command.output(
                foodLog: foodLog, activity: activity, settings: command.settings(), chosen: command.period.chosen()))
    }

    @Test(arguments: [
        ["--week", "2026-11-04"],  // inside the sample's seven weeks (the food log reaches its end)
        ["--week", "2026-11-16"],  // after the food log's last day: the data's end decides the notes
        ["--from", "2026-10-30", "--to", "2026-11-20"],
        ["--last", "10"],
        [],  // the latest week
    ])
    func windowedOutputEqualsFullRead(period: [String]) throws {
        let arguments = Self.inputs + period + ["--format", "json"]
        let binary = try StatsExitStatusTests.run(["stats"] + arguments)
        #expect(binary.status == 0)
        #expect(binary.stdout == (try Self.fullReadOutput(arguments)))
    }

    @Test(arguments: [
        ["--week", "2026-11-09", "--compare", "previous"],
        // After the food log's end, against a week inside it.
        ["--week", "2026-11-16", "--compare", "2026-10-05..2026-10-11"],
        // Before the sample's data.
        ["--from", "2026-11-01", "--to", "2026-11-14", "--compare", "2026-09-01..2026-09-30"],
    ])
    func windowedComparisonEqualsFullRead(period: [String]) throws {
        let arguments = Self.inputs + period
        let binary = try StatsExitStatusTests.run(["stats"] + arguments)
        #expect(binary.status == 0)
        #expect(binary.stdout == (try Self.fullReadOutput(arguments)))
    }

    @Test func aComparisonReadsTheDaysOfBothPeriods() throws {
        let lastFood = try #require(LocalDate(iso: "2026-11-15"))
        let week = PeriodSelection.week(containing: try #require(LocalDate(iso: "2026-11-11")))
        let previous = NutritionStatistics.activityDays(
            for: week, comparing: .previous, lastFoodDate: lastFood, weekStart: .monday)
        #expect(previous.map { "\($0.lowerBound.iso)…\($0.upperBound.iso)" } == "2026-11-02…2026-11-15")
        // A compared period after the food log's end needs every day from the log's end on.
        let laterFirst = try #require(LocalDate(iso: "2026-11-20"))
        let laterLast = try #require(LocalDate(iso: "2026-11-26"))
        let later = try #require(DateRange(first: laterFirst, last: laterLast))
        let after = NutritionStatistics.activityDays(
            for: week, comparing: .range(later), lastFoodDate: lastFood, weekStart: .monday)
        #expect(after?.lowerBound.iso == "2026-11-09")
        #expect(after.map { $0.upperBound > later.last } == true)
        // A period that depends on the data leaves the compared days unknown: everything is read.
        #expect(
            NutritionStatistics.activityDays(
                for: .lastDays(7), comparing: .previous, lastFoodDate: lastFood, weekStart: .monday) == nil)
        #expect(
            NutritionStatistics.activityDays(for: nil, comparing: .previous, lastFoodDate: lastFood, weekStart: .monday)
                == nil)
    }

    @Test func theWindowIsWhatThePeriodNeeds() throws {
        // The sample food log ends on Sunday 2026-11-15: a week inside it needs just its days.
        let lastFood = try #require(LocalDate(iso: "2026-11-15"))
        let window = NutritionStatistics.activityDays(
            for: .week(containing: try #require(LocalDate(iso: "2026-11-04"))), lastFoodDate: lastFood,
            weekStart: .monday)
        #expect(window.map { "\($0.lowerBound.iso)…\($0.upperBound.iso)" } == "2026-11-02…2026-11-08")
        let log = try ActivityReader().read(paths: ReportCommandTests.activity, days: window)
        #expect(log.days.map(\.date.iso) == (2...8).map { "2026-11-0\($0)" })
        // Rows of the other six weeks were passed over after their dates.
        #expect(log.files.allSatisfy { $0.rowsOutsideWindow > 0 })
    }
}
