import NutritionData
import NutritionStats
import Testing

@Suite struct TopFoodsTests {
    typealias F = Fixtures

    @Test func rankedByKcalAndByCount() {
        let entries = [
            F.entry("2026-11-16", "08:00", "Coffee", kcal: 5, id: 1),
            F.entry("2026-11-16", "12:00", "Pizza", kcal: 900, servings: 3, id: 2),
            F.entry("2026-11-17", "08:00", "Coffee", kcal: 5, id: 1),
            F.entry("2026-11-17", "09:00", "Coffee, black", kcal: 5, id: 1),  // renamed: same id, same food
            F.entry("2026-11-17", "18:00", "Apple", kcal: 95),  // no id: grouped by name
            F.entry("2026-11-18", "18:00", "Apple", kcal: 95),
            F.entry("2026-11-18", "19:00", "Banana", kcal: 190, servings: 2),
        ]
        let top = TopFoods(entries: entries, limit: 3)
        // By kcal: Pizza 900, then Apple 95 + 95 = 190 and Banana 190 tie on kcal; Apple has more
        // entries (2 against 1).
        #expect(top.byKcal.map(\.name) == ["Pizza", "Apple", "Banana"])
        #expect(top.byKcal[0].servings == 3)
        // By count: Coffee (3 entries, latest name wins), Apple (2), then Pizza (1, 900 kcal).
        #expect(top.byCount.map(\.name) == ["Coffee, black", "Apple", "Pizza"])
        #expect(top.byCount[0].entries == 3 && top.byCount[0].kcal == 15)
        #expect(top.byCount[0].foodID == FoodID(1))
        #expect(TopFoods(entries: entries, limit: 0).byKcal.isEmpty)
    }

    @Test func aNoBreakSpaceIsTheSameFood() {
        // Without ids, "Plain Pancakes" and "Plain\u{A0}Pancakes" are one food: 3 entries, 86 × 3 = 258 kcal.
        let entries = [
            F.entry("2026-11-16", "08:00", "Plain Pancakes", kcal: 86),
            F.entry("2026-11-17", "08:00", "Plain\u{A0}Pancakes", kcal: 86),
            F.entry("2026-11-18", "08:00", "Plain Pancakes", kcal: 86),
            F.entry("2026-11-18", "09:00", "Plain pancakes", kcal: 86),
        ]
        let top = TopFoods(entries: entries, limit: 5)
        #expect(top.byCount.map(\.entries) == [3, 1])
        #expect(top.byCount.map(\.kcal) == [258, 86])
    }

    @Test func entriesWithoutAnIDJoinTheFoodLoggedWithOne() {
        // The shortcut's older entries have no id: "Tacos" without one is food 7, logged with id 7 too.
        // "Soup" has two ids (two foods of one name), so its entry without an id stays apart.
        let entries = [
            F.entry("2026-11-16", "12:00", "Tacos", kcal: 530),
            F.entry("2026-11-17", "12:00", "Tacos", kcal: 530, id: 7),
            F.entry("2026-11-18", "12:00", "Tacos", kcal: 530, id: 7),
            F.entry("2026-11-16", "19:00", "Soup", kcal: 200, id: 8),
            F.entry("2026-11-17", "19:00", "Soup", kcal: 150, id: 9),
            F.entry("2026-11-18", "19:00", "Soup", kcal: 100),
        ]
        let top = TopFoods(entries: entries, limit: 5)
        // Tacos: 3 entries, 530 × 3 = 1,590 kcal, under id 7.
        #expect(top.byKcal.first == FoodRank(name: "Tacos", foodID: FoodID(7), entries: 3, kcal: 1_590, servings: 3))
        #expect(top.byKcal.map(\.kcal) == [1_590, 200, 150, 100])
        #expect(top.byKcal.map(\.foodID) == [FoodID(7), FoodID(8), FoodID(9), nil])
    }

    @Test func tiesFallBackToName() {
        let entries = [
            F.entry("2026-11-16", "08:00", "Pear", kcal: 100),
            F.entry("2026-11-16", "09:00", "Fig", kcal: 100),
        ]
        #expect(TopFoods(entries: entries, limit: 5).byKcal.map(\.name) == ["Fig", "Pear"])
    }

    @Test func periodTopFoodsStayInsideThePeriod() {
        let entries = [
            F.entry("2026-11-15", "08:00", "Cake", kcal: 3_000),
            F.entry("2026-11-16", "08:00", "Soup", kcal: 300),
        ]
        let period = NutritionStatistics(entries: entries).period(F.range("2026-11-16", "2026-11-22"))
        #expect(period.topFoods.byKcal.map(\.name) == ["Soup"])
    }
}
