import NutritionData
import NutritionStats
import PropertyBased
import Testing

/// Where a nutrient came from: foods and named meals by amount, shares of the known amount, entries
/// that do not report it counted apart.
@Suite struct NutrientSourcesTests {
    typealias F = Fixtures

    static let entries: [LogEntry] = {
        var ramen = F.entry("2026-11-16", "12:00", "Ramen", kcal: 500, id: 1, nutrients: [.sodium: 1800])
        ramen.mealName = "Lunch"
        var soy = F.entry("2026-11-16", "19:00", "Soy sauce", kcal: 10, id: 2, nutrients: [.sodium: 900])
        soy.mealName = "Dinner"
        var ramenAgain = F.entry("2026-11-17", "12:30", "Ramen, shoyu", kcal: 500, id: 1, nutrients: [.sodium: 1800])
        ramenAgain.mealName = "Lunch"
        var bread = F.entry("2026-11-17", "19:00", "Bread", kcal: 200, nutrients: [.sodium: 500])
        bread.mealName = "Dinner"
        // Reports no nutrients (no food object): its sodium is unknown, so it is no source.
        let unknown = F.entry("2026-11-17", "21:00", "Takeaway", kcal: 800)
        // Reports sodium as 0: a source of nothing, left out.
        let water = F.entry("2026-11-17", "22:00", "Water", kcal: 0, id: 3, nutrients: [.sodium: 0])
        return [ramen, soy, ramenAgain, bread, unknown, water]
    }()

    @Test func foodsAndMealsByAmountWithTheirShares() throws {
        let sources = NutrientSources(nutrient: .sodium, entries: Self.entries, limit: 10)
        // Known sodium: 1,800 + 900 + 1,800 + 500 + 0 = 5,000 mg over 5 reporting entries; Takeaway unknown.
        #expect(sources.total == 5000)
        #expect(sources.entriesReporting == 5 && sources.entriesNotReporting == 1)
        // Ramen (one id, latest name): 3,600 mg = 72 %; soy sauce 900 = 18 %; bread 500 = 10 %; water 0 left out.
        #expect(sources.foods.map(\.name) == ["Ramen, shoyu", "Soy sauce", "Bread"])
        #expect(sources.foods.map(\.amount) == [3600, 900, 500])
        #expect(sources.foods.map(\.share) == [0.72, 0.18, 0.1])
        #expect(sources.foods[0].entries == 2 && sources.foods[0].foodID == FoodID(1))
        // Meals by name across days: Lunch 3,600 (72 %), Dinner 900 + 500 = 1,400 (28 %).
        #expect(sources.meals.map(\.name) == ["Lunch", "Dinner"])
        #expect(sources.meals.map(\.amount) == [3600, 1400])
        #expect(sources.meals.map(\.share) == [0.72, 0.28])
        #expect(
            NutrientSources(nutrient: .sodium, entries: Self.entries, limit: 1).foods.map(\.name) == ["Ramen, shoyu"])
    }

    @Test func energyIsTheLoggedKcal() {
        // Energy is the logged kcal of every entry that has them, Takeaway included: 500 + 10 + 500 + 200 + 800 = 2,010.
        let sources = NutrientSources(nutrient: .calories, entries: Self.entries, limit: 2)
        #expect(sources.total == 2010)
        #expect(sources.entriesNotReporting == 0)
        #expect(sources.foods.map(\.name) == ["Ramen, shoyu", "Takeaway"])
        #expect(sources.foods.map(\.amount) == [1000, 800])
        #expect(sources.meals.map(\.name) == ["Lunch", "Dinner"])
    }

    @Test func nothingReportedIsNoSource() {
        let sources = NutrientSources(
            nutrient: .iron, entries: [F.entry("2026-11-16", "12:00", "Takeaway", kcal: 800)], limit: 5)
        #expect(sources.total == 0 && sources.foods.isEmpty && sources.meals.isEmpty)
        #expect(sources.entriesReporting == 0 && sources.entriesNotReporting == 1)
    }

    /// Property: over random logs, the foods' amounts (with no limit) add up to the total, shares to
    /// 1, each share is amount / total, and every entry either reports the nutrient or is counted apart.
    @Test func amountsAddUpToTheTotal() async {
        await propertyCheck(input: StatsPropertyTests.entries) { entries in
            let sources = NutrientSources(nutrient: .sodium, entries: entries, limit: 100)
            let sum = sources.foods.reduce(0) { $0 + $1.amount }
            #expect(F.close(sum, sources.total, tolerance: 1e-9))
            if sources.total > 0 { #expect(F.close(sources.foods.reduce(0) { $0 + $1.share }, 1, tolerance: 1e-9)) }
            #expect(sources.foods.allSatisfy { F.close($0.share * sources.total, $0.amount, tolerance: 1e-9) })
            #expect(sources.entriesReporting + sources.entriesNotReporting == entries.count)
            #expect(zip(sources.foods, sources.foods.dropFirst()).allSatisfy { $0.amount >= $1.amount })
        }
    }
}
