import Foundation
@testable import NutriStatsCLI
import NutritionData
import NutritionStats
import Testing

/// `nutristats stats` reads only the activity days its period needs; its output must be the one a
/// full read gives. The built binary (windowed) against the command's formatter fed a full read.
@Suite struct StatsWindowedReadTests {
    static let inputs = ReportCommandTests.inputs

    /// The output of `stats ARGUMENTS` computed in process from a full activity read.
    static func fullReadOutput(_ arguments: [String]) throws -> String {
        let parsed = try NutriStatsCommand.parseAsRoot(["stats"] + arguments)
        let command = try #require(parsed as? StatsCommand)
        let foodLog = try command.input.readFoodLog()
        let activity = try ActivityReader(strictness: command.input.strictness).read(paths: command.input.activity)
        return try #require(try command.output(foodLog: foodLog, activity: activity, settings: command.settings()))
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

    @Test func theWindowIsWhatThePeriodNeeds() throws {
        // The sample food log ends on Sunday 2026-11-15: a week inside it needs just its days.
        let lastFood = try #require(LocalDate(iso: "2026-11-15"))
        let window = NutritionStatistics.activityDays(
            for: .week(containing: try #require(LocalDate(iso: "2026-11-04"))), lastFoodDate: lastFood, weekStart: .monday)
        #expect(window.map { "\($0.lowerBound.iso)…\($0.upperBound.iso)" } == "2026-11-02…2026-11-08")
        let log = try ActivityReader().read(paths: ReportCommandTests.activity, days: window)
        #expect(log.days.map(\.date.iso) == (2...8).map { "2026-11-0\($0)" })
        // Rows of the other six weeks were passed over after their dates.
        #expect(log.files.allSatisfy { $0.rowsOutsideWindow > 0 })
    }
}
