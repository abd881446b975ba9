import Foundation
import NutriStatsCommandLine
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionStats
import NutritionTestSupport
import Testing

/// `stats` as a library run: which flags go together, the period's figures in a format, and empty data.
@Suite struct StatsRunTests {
    /// 800 kcal of pasta on Sunday 8 November 2026, two 300 kcal bowls of oats on Monday the 9th.
    static let log = FoodLog(entries: [
        fixtureEntry("2026-11-08", 12, 0, "Pasta", kcal: 800, id: 3, nutrients: FixtureFoods.pasta),
        fixtureEntry("2026-11-09", 8, 0, "Oats", kcal: 300, id: 1, nutrients: FixtureFoods.oats),
        fixtureEntry("2026-11-09", 18, 0, "Oats", kcal: 300, id: 1, nutrients: FixtureFoods.oats),
    ])

    /// The same days as a bare foodHistory.json.
    static let history = """
        {"2026-11-08": {"12:00": [{"food": "Pasta", "cals": 800, "servings": 1}]},
         "2026-11-09": {"08:00": [{"food": "Oats", "cals": 300, "servings": 1}],
                        "18:00": [{"food": "Oats", "cals": 300, "servings": 1}]}}
        """

    static let input = InputFlags(storage: "Storage")

    @Test func flagsThatDoNotGoTogetherAreRefused() throws {
        #expect(throws: UsageProblem.nutrientWithCSV) {
            try StatsRun(input: Self.input, format: .csv, nutrient: "sodium").check()
        }
        #expect(throws: UsageProblem.compare(given: "last week")) {
            try StatsRun(input: Self.input, compare: "last week").check()
        }
        #expect(throws: UsageProblem.compareWithJSON) {
            try StatsRun(input: Self.input, format: .json, compare: "previous").check()
        }
        try StatsRun(input: Self.input, format: .csv, compare: "previous").check()
        try StatsRun(input: Self.input, format: .json, nutrient: "sodium").check()
    }

    @Test func aDaySetAgainstTheDayBeforeAsCSV() throws {
        let run = StatsRun(input: Self.input, format: .csv, compare: "previous")
        let text = try #require(
            try run.output(
                foodLog: Self.log, activity: ActivityLog(), settings: StatsSettings(),
                chosen: .day(fixtureDate("2026-11-09"))))
        let average = try #require(text.split(separator: "\n").first { $0.hasPrefix("average_kcal,") })
        // This day 600 kcal, the one before 800: 200 less.
        #expect(average == "average_kcal,2026-11-09,2026-11-09,2026-11-08,2026-11-08,600,800,-200")
    }

    @Test func unknownNutrientNamesAreUsageProblemsOfTheirFlag() throws {
        let day = PeriodSelection.day(fixtureDate("2026-11-09"))
        #expect(throws: UsageProblem.unknownNutrient(flag: "--nutrient", name: "unobtainium")) {
            try StatsRun(input: Self.input, nutrient: "unobtainium").output(
                foodLog: Self.log, activity: ActivityLog(), settings: StatsSettings(), chosen: day)
        }
        let list = try #require(NutrientSelection(argument: "sodium,unobtainium"))
        #expect(throws: UsageProblem.unknownNutrient(flag: "--nutrients", name: "unobtainium")) {
            try StatsRun(input: Self.input, nutrients: list).output(
                foodLog: Self.log, activity: ActivityLog(), settings: StatsSettings(), chosen: day)
        }
    }

    @Test func emptyDataHasNoLatestWeekButAChosenDayIsShown() throws {
        let run = StatsRun(input: Self.input)
        #expect(
            try run.output(
                foodLog: FoodLog(entries: []), activity: ActivityLog(), settings: StatsSettings(), chosen: nil)
                == nil)
        let day = try #require(
            try run.output(
                foodLog: FoodLog(entries: []), activity: ActivityLog(), settings: StatsSettings(),
                chosen: .day(fixtureDate("2026-11-02"))))
        #expect(day.contains("Mon 2026-11-02  not logged"))
    }

    @Test func readsTheFilesTheFlagsName() throws {
        let folder = try CommandLineFixtures.folder(["h.json": Self.history, "empty.json": "{}"])
        let history = folder.appendingPathComponent("h.json").path
        let run = StatsRun(
            input: InputFlags(history: history), period: PeriodFlags(on: "2026-11-09"), format: .csv)
        let text = try run.text(in: CommandLineFixtures.context())
        let lines = text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let kcal = try #require(lines.first?.firstIndex(of: "kcal"))
        let day = try #require(lines.first { $0.count > kcal && $0.contains("2026-11-09") })
        #expect(day[kcal] == "600")
        let empty = StatsRun(input: InputFlags(history: folder.appendingPathComponent("empty.json").path))
        #expect(throws: NoDataProblem.stats) { try empty.text(in: CommandLineFixtures.context()) }
    }
}
