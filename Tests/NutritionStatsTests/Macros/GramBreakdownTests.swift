import NutritionData
import NutritionStats
import Testing

@Suite struct GramBreakdownTests {
    typealias F = Fixtures

    @Test func sharesOfGramsAndOfMilligrams() throws {
        let breakdown = GramBreakdown(
            NutrientVector([
                .carbs: 60, .sugar: 20, .protein: 15, .fat: 5,
                .sodium: 900, .calcium: 99.5, .vitaminA: 500, .calories: 500,
            ]))
        // Grams: 60 + 20 + 15 + 5 = 100 g (sugar counted on its own, as the shortcut does).
        #expect(breakdown.gramTotal == 100)
        let grams = try #require(breakdown.grams)
        #expect(
            grams.map(\.nutrient) == [
                .carbs, .fat, .protein, .sugar, .fiber, .monounsaturated,
                .polyunsaturated, .saturated, .trans,
            ])
        #expect(grams.first { $0.nutrient == .carbs }?.percent == 60)
        #expect(grams.first { $0.nutrient == .sugar }?.percent == 20)
        #expect(grams.first { $0.nutrient == .fiber }?.percent == 0)
        // Milligrams: 900 + 99.5 + 500 mcg / 1,000 = 0.5 → 1,000 mg.
        #expect(breakdown.milligramTotal == 1_000)
        let milligrams = try #require(breakdown.milligrams)
        #expect(milligrams.first { $0.nutrient == .sodium }?.percent == 90)
        #expect(milligrams.first { $0.nutrient == .vitaminA }?.amount == 0.5)
        #expect(milligrams.first { $0.nutrient == .vitaminA }?.percent == 0.05)
        #expect(milligrams.contains { $0.nutrient == .calories } == false)
    }

    @Test func aGroupWithZeroAmountsHasNoShares() {
        let onlyGrams = GramBreakdown(NutrientVector([.protein: 30]))
        #expect(onlyGrams.grams?.first { $0.nutrient == .protein }?.percent == 100)
        #expect(onlyGrams.milligrams == nil)
        #expect(onlyGrams.milligramTotal == 0)
        let nothing = GramBreakdown(.zero)
        #expect(nothing.grams == nil && nothing.milligrams == nil)
    }
}
