import Foundation
import NutriStatsCommandLine
import NutriStatsConfiguration
import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

/// `food` as a library run: its checks, the food a query finds, and the day of `--servings`.
@Suite struct FoodRunTests {
    static let input = InputFlags(storage: "Storage")

    @Test func theFlagsAreChecked() throws {
        #expect(throws: UsageProblem.servings(0)) { try FoodRun(query: "oats", input: Self.input, servings: 0).check() }
        #expect(throws: UsageProblem.servings(1001)) {
            try FoodRun(query: "oats", input: Self.input, servings: 1001).check()
        }
        #expect(throws: UsageProblem.onWithoutServings) {
            try FoodRun(query: "oats", input: Self.input, on: "2026-11-09").check()
        }
        #expect(throws: UsageProblem.date(flag: "--on", given: "9 Nov")) {
            try FoodRun(query: "oats", input: Self.input, servings: 1, on: "9 Nov").check()
        }
        #expect(throws: UsageProblem.imageExtension(flag: "--label", given: "oats.gif")) {
            try FoodRun(query: "oats", input: Self.input, label: "oats.gif").check()
        }
        #expect(throws: UsageProblem.foodNeedsFoods) {
            try FoodRun(query: "oats", input: InputFlags(activity: ["steps.csv"])).check()
        }
        try FoodRun(query: "oats", input: Self.input, label: "oats.PNG", servings: 2, on: "2026-11-09").check()
        #expect(try FoodRun(query: "oats", input: Self.input, on: "2026-11-09").day() == fixtureDate("2026-11-09"))
    }

    @Test func aQueryFindsOneFoodOrListsTheChoices() throws {
        // Foods known from entries that carry their nutrients (a food log's rows).
        func entry(_ name: String, id: Int, _ nutrients: [Nutrient: Double]) -> LogEntry {
            LogEntry(
                date: fixtureDate("2026-11-09"), time: fixtureTime("08:00"), foodName: name, servings: 1,
                kcal: nutrients[.calories] ?? 0, foodID: FoodID(id), nutrients: NutrientVector(nutrients),
                match: .embedded, source: .foodLog)
        }
        let log = FoodLog(entries: [
            entry("Oats", id: 1, FixtureFoods.oats), entry("Oat milk", id: 2, FixtureFoods.milk),
        ])
        #expect(try FoodNotFound.find("2", in: log).name == "Oat milk")
        #expect(try FoodNotFound.find("OATS", in: log).name == "Oats")
        // In name order: "Oat milk" before "Oats" (a space sorts before a letter).
        #expect(
            throws: FoodNotFound(
                message: "2 foods match 'oat'; give one of their ids:", lines: ["  2 Oat milk", "  1 Oats"])
        ) {
            try FoodNotFound.find("oat", in: log)
        }
        #expect(throws: FoodNotFound(message: "no food matches 'rice'; closest: 1 Oats; 2 Oat milk", lines: [])) {
            try FoodNotFound.find("rice", in: log)
        }
    }

    @Test func theDayOfServingsIsTodayByTheContextsClock() throws {
        let input = InputFlags(storage: CommandLineFixtures.sample("Storage"))
        let context = CommandLineFixtures.context()
        let today = try FoodRun(query: "banana", input: input, servings: 1, format: .json).text(
            labelAt: nil, context: context)
        #expect(today.contains("\"2026-11-15\""))
        let chosen = try FoodRun(query: "banana", input: input, servings: 1, on: "2026-11-09", format: .json).text(
            labelAt: nil, context: context)
        #expect(chosen.contains("\"2026-11-09\"") && !chosen.contains("\"2026-11-15\""))
        #expect(throws: FoodNotFound.self) {
            try FoodRun(query: "unobtainium", input: input).text(labelAt: nil, context: context)
        }
    }
}
