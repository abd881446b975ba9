import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

/// A food from another tracker's log that reports nutrients beyond the 17 (a Cronometer row): its facts
/// per serving and its label, every figure worked out by hand.
@Suite struct FoodOtherNutrientsTests {
    static func known(_ nutrient: KnownNutrient) -> NutrientIdentity { .known(nutrient) }

    /// A Cronometer row of 2 servings of skyr: the 17 but sodium (an empty cell), and thiamin, vitamin D,
    /// magnesium, water and a custom oxalate column.
    static func skyrEntry() -> LogEntry {
        var nutrients = NutrientVector([
            .calories: 240, .carbs: 16, .fat: 0.8, .protein: 40, .sugar: 14, .fiber: 0, .monounsaturated: 0.2,
            .polyunsaturated: 0.1, .saturated: 0.5, .trans: 0, .cholesterol: 20, .potassium: 600, .vitaminC: 0,
            .calcium: 500, .iron: 0.2, .vitaminA: 60,
        ])
        nutrients.unknown = [.sodium]
        let oxalate = CustomNutrient(name: "Oxalate", unit: "mg")!
        var entry = fixtureEntry(
            "2026-03-02", fixtureTime("08:00"), "Skyr", kcal: 240, servings: 2, nutrients: [:])
        entry.nutrients = nutrients
        entry.match = .embedded
        entry.source = .foodLog
        entry.otherNutrients = OtherNutrients(
            known: [(.thiamin, 0.12), (.vitaminD, 3), (.magnesium, 44), (.water, 300)], custom: [(oxalate, 1)])
        return entry
    }

    @Test func aFoodLogFoodKeepsEveryNutrientPerServing() throws {
        let foods = KnownFood.all(in: FoodLog(entries: [Self.skyrEntry()], foods: []))
        let skyr = try #require(foods.first)
        // Halved: the entry is 2 servings.
        #expect(skyr.perServing.known(.protein) == 20)
        #expect(skyr.perServing.known(.sodium) == nil)
        #expect(skyr.otherPerServing.amount(of: .magnesium) == 22)
        #expect(skyr.otherPerServing.amount(of: .vitaminD) == 1.5)
        #expect(skyr.otherPerServing.amount(of: .vitaminE) == nil)  // not reported: not zero
        #expect(skyr.otherPerServing.count == 5)
    }

    @Test func factsListThe17ThenTheOthersAndGroupThemInTableOrder() throws {
        let skyr = try #require(KnownFood.all(in: FoodLog(entries: [Self.skyrEntry()], foods: [])).first)
        let facts = FoodFacts(food: skyr, table: .fdaCurrent, entries: [Self.skyrEntry()])
        #expect(facts.hasOtherNutrients)
        #expect(facts.nutrients.count == 17 + 5)
        #expect(facts.nutrients.prefix(17).map(\.inline) == Nutrient.allCases.map { $0 })
        let oxalate = NutrientIdentity.custom(CustomNutrient(name: "Oxalate", unit: "mg")!)
        #expect(
            facts.nutrients.dropFirst(17).map(\.nutrient) == [
                Self.known(.vitaminD), Self.known(.thiamin), Self.known(.magnesium), Self.known(.water), oxalate,
            ])

        // Exact where the serving reports the nutrient, unknown (not 0) where it does not.
        let magnesium = try #require(facts.nutrients.first { $0.nutrient == Self.known(.magnesium) })
        #expect(magnesium.amount == NutrientAmount(certainty: .exact, value: 22, coverage: 1))
        #expect(magnesium.dailyValue?.amount == 420)
        #expect(abs((magnesium.percent ?? 0) - 5.238) < 0.001)  // 22 / 420
        let sodium = try #require(facts.nutrients.first { $0.inline == .sodium })
        #expect(sodium.amount.certainty == .unknown && sodium.amount.value == nil && sodium.percent == nil)
        #expect(sodium.dailyValue?.amount == 2_300)
        let thiamin = try #require(facts.nutrients.first { $0.nutrient == Self.known(.thiamin) })
        #expect(abs((thiamin.percent ?? 0) - 5) < 1e-9)  // 0.06 / 1.2
        #expect(facts.nutrients.first { $0.nutrient == Self.known(.water) }?.dailyValue == nil)
        #expect(facts.nutrients.first { $0.nutrient == oxalate }?.dailyValue == nil)

        // Groups in table order; within a group, catalogue order (the 17 among the others).
        #expect(
            facts.groups.map(\.group) == [.energyAndMacros, .fats, .carbohydrates, .vitamins, .minerals, .other])
        let vitamins = try #require(facts.groups.first { $0.group == .vitamins }).nutrients.map(\.nutrient)
        #expect(
            vitamins == [
                Self.known(.vitaminC), Self.known(.vitaminA), Self.known(.vitaminD), Self.known(.thiamin),
            ])
        let minerals = try #require(facts.groups.first { $0.group == .minerals }).nutrients.map(\.nutrient)
        #expect(
            minerals == [
                Self.known(.sodium), Self.known(.potassium), Self.known(.calcium), Self.known(.iron),
                Self.known(.magnesium),
            ])
        #expect(facts.groups.last?.nutrients.map(\.nutrient) == [Self.known(.water), oxalate])
    }

    @Test func aFoodObjectIsUnchanged() {
        let food = KnownFood(
            id: FoodID(149), name: "Banana", servingSize: "1 medium (118 g)", perServing: NutritionLabelTests.banana,
            origin: .foodObject)
        let facts = FoodFacts(food: food, table: .fdaCurrent, entries: [])
        #expect(!facts.hasOtherNutrients)
        #expect(facts.nutrients.map(\.inline) == Nutrient.allCases.map { $0 })
        #expect(facts.nutrients.allSatisfy { $0.amount.certainty == .exact })
        let label = NutritionLabel(food: food)
        #expect(label == NutritionLabel(servingSize: "1 medium (118 g)", amounts: NutritionLabelTests.banana))
        #expect(label.vitaminsAndMinerals.map(\.nutrient) == [.calcium, .iron, .potassium, .vitaminA, .vitaminC])
    }

    @Test func theWhatIfEntryCarriesTheOtherNutrients() throws {
        let skyr = try #require(KnownFood.all(in: FoodLog(entries: [Self.skyrEntry()], foods: [])).first)
        let entry = FoodWhatIf.entry(for: skyr, servings: 3, on: fixtureDate("2026-03-04"), at: fixtureTime("12:00"))
        #expect(entry.otherNutrients.amount(of: .magnesium) == 66)
        #expect(entry.kcal == 360)
    }
}
