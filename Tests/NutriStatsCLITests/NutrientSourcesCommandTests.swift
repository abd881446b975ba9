import Foundation
import Testing

/// `stats --nutrient NAME` end to end, on the Cronometer servings fixture. Sodium by hand: Oats 0.8,
/// Milk 105, Espresso 4.2, Salmon 88.5 = 198.5 mg known; the soup's cells are empty (not reported).
/// Shares: Milk 52.9 %, Salmon 44.6 %, Espresso 2.1 %, Oats 0.4 %; meals Breakfast 105.8 (53.3 %),
/// Dinner 88.5, Snacks 4.2.
@Suite struct NutrientSourcesCommandTests {
    static let servings: String = {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return tests.path + "/NutritionDataTests/Fixtures/FoodLogs/servings.csv"
    }()

    @Test func jsonNamesFoodsAndMealsWithShares() throws {
        let run = try ReliabilityCLI.run([
            "stats", "--food-log", Self.servings, "--all", "--nutrient", "sodium", "--format", "json",
        ])
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let sources = try #require(document["nutrient_sources"] as? [String: Any])
        #expect(sources["nutrient"] as? String == "sodium_mg")
        #expect(sources["total"] as? Double == 199)  // 198.5 mg, written in whole mg as every mg figure
        #expect(sources["entries_reporting"] as? Int == 4)
        #expect(sources["entries_not_reporting"] as? Int == 1)
        let foods = try #require(sources["foods"] as? [[String: Any]])
        #expect(foods.compactMap { $0["name"] as? String } == ["Milk, 2%", "Salmon", "Espresso", "Oats, rolled"])
        #expect(foods.compactMap { $0["share_pct"] as? Double } == [53, 45, 2, 0])
        let meals = try #require(sources["meals"] as? [[String: Any]])
        #expect(meals.compactMap { $0["name"] as? String } == ["Breakfast", "Dinner", "Snacks"])
        #expect(meals.compactMap { $0["amount"] as? Double } == [106, 89, 4])
    }

    @Test func theTableHasItsSectionAndCSVRefusesIt() throws {
        let table = try ReliabilityCLI.run(["stats", "--food-log", Self.servings, "--all", "--nutrient", "Sodium"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("Where sodium came from (199 mg known)"))
        #expect(table.stdout.contains("1 entry does not report it: shares are of the known amount."))
        let csv = try ReliabilityCLI.run([
            "stats", "--food-log", Self.servings, "--all", "--nutrient", "sodium", "--format", "csv",
        ])
        #expect(csv.status == 64)
        #expect(csv.stderr.contains("--nutrient is written in the table and JSON; leave out --format csv."))
        let unknown = try ReliabilityCLI.run(["stats", "--food-log", Self.servings, "--all", "--nutrient", "vitamin x"])
        #expect(unknown.status == 64)
    }
}
