import Testing

@testable import NutritionData

/// Cronometer's `Amount` cell as servings (see `FoodLogAmount`): counts of portions give servings,
/// masses and volumes are one serving, and the text is always kept.
@Suite struct FoodLogAmountTests {
    @Test(arguments: [
        ("1.50 cup", 1.5), ("2 large", 2), ("2.00 slice", 2), ("0.5 serving", 0.5), ("3", 3), ("1.00 tbsp", 1),
        ("100.00 g", 1), ("250.00 ml", 1), ("4 oz", 1), ("1.5 fl oz", 1), ("2 KG", 1), ("30 µg", 1),
        // Any case, beyond ASCII too (Greek capital mu lower-cases to the μ of `μg`); a tab splits as a space.
        ("1.5 Fl Oz", 1), ("30 ΜG", 1), ("2\tcup", 2), ("2  \t cup", 2), ("2 CUP", 2),
    ])
    func countsGiveServingsMeasuresGiveOne(cell: String, servings: Double) {
        let amount = FoodLogAmount(cell)
        #expect(amount.servings == servings)
        #expect(amount.text == cell)
    }

    @Test(arguments: [
        "a pinch", "1/2 cup", "0 cup", "0.00 serving", "-1 cup", "1e9 cup", "nan cup", ".", "+ cup", "20000 slice",
    ])
    func anythingElseIsOneServingWithItsTextKept(cell: String) {
        let amount = FoodLogAmount(cell)
        #expect(amount.servings == 1)
        #expect(amount.text == cell)
    }

    @Test func emptyAndSpaces() {
        #expect(FoodLogAmount("").servings == 1)
        #expect(FoodLogAmount("").text == nil)
        #expect(FoodLogAmount("  2 large  ").servings == 2)
        #expect(FoodLogAmount("  2 large  ").text == "2 large")
    }
}
