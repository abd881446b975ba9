import NutritionData
import NutritionStats
import Testing

/// Labels of food objects from the sample data, every line worked out by hand from the rules.
@Suite struct NutritionLabelTests {
    /// sample-data/Storage/Presets/Foods/food_149.json (Banana).
    static let banana = NutrientVector([
        .calories: 105, .carbs: 27, .fat: 0.4, .protein: 1.3, .sugar: 14.4, .fiber: 3.1, .monounsaturated: 0.04,
        .polyunsaturated: 0.09, .saturated: 0.13, .trans: 0, .sodium: 1, .cholesterol: 0, .potassium: 422,
        .vitaminC: 10.3, .calcium: 6, .iron: 0.3, .vitaminA: 4,
    ])

    /// sample-data/Storage/Presets/Foods/food_228.json (Scrambled eggs).
    static let eggs = NutrientVector([
        .calories: 200, .carbs: 2, .fat: 15, .protein: 13, .sugar: 1.5, .fiber: 0, .monounsaturated: 5.8,
        .polyunsaturated: 2.4, .saturated: 5.5, .trans: 0.1, .sodium: 340, .cholesterol: 380, .potassium: 140,
        .vitaminC: 0, .calcium: 60, .iron: 1.6, .vitaminA: 200,
    ])

    typealias Line = NutritionLabel.Line

    @Test func banana() {
        let label = NutritionLabel(servingSize: "1 medium (118 g)", amounts: Self.banana)
        #expect(label.servingSize == "1 medium (118 g)")
        #expect(label.calories == 110)  // 105 > 50 → nearest 10
        #expect(
            label.nutrients == [
                Line(nutrient: .fat, amount: .amount(0), percent: 1, isIndented: false),  // 0.4/78 = 0.51 %
                Line(nutrient: .saturated, amount: .amount(0), percent: 1, isIndented: true),  // 0.13/20 = 0.65 %
                Line(nutrient: .trans, amount: .amount(0), percent: nil, isIndented: true),
                Line(nutrient: .cholesterol, amount: .amount(0), percent: 0, isIndented: false),
                Line(nutrient: .sodium, amount: .amount(0), percent: 0, isIndented: false),  // 1 mg < 5
                Line(nutrient: .carbs, amount: .amount(27), percent: 10, isIndented: false),  // 27/275 = 9.8 %
                Line(nutrient: .fiber, amount: .amount(3), percent: 11, isIndented: true),  // 3.1/28 = 11.07 %
                Line(nutrient: .sugar, amount: .amount(14), percent: nil, isIndented: true),
                Line(nutrient: .protein, amount: .amount(1), percent: nil, isIndented: false),
            ])
        #expect(
            label.vitaminsAndMinerals == [
                Line(nutrient: .calcium, amount: .amount(10), percent: 0, isIndented: false),  // 6 → 10 mg; 0.46 %
                Line(nutrient: .iron, amount: .amount(0.3), percent: 0, isIndented: false),  // 1.67 % < 2 → 0
                Line(nutrient: .potassium, amount: .amount(420), percent: 8, isIndented: false),  // 8.98 % → 8
                Line(nutrient: .vitaminA, amount: .amount(0), percent: 0, isIndented: false),  // 4 mcg → 0; 0.44 %
                Line(nutrient: .vitaminC, amount: .amount(10), percent: 10, isIndented: false),  // 11.44 % → 10
            ])
    }

    @Test func scrambledEggs() {
        let label = NutritionLabel(servingSize: "2 large eggs", amounts: Self.eggs)
        #expect(label.calories == 200)
        #expect(
            label.nutrients == [
                Line(nutrient: .fat, amount: .amount(15), percent: 19, isIndented: false),  // 19.23 %
                Line(nutrient: .saturated, amount: .amount(6), percent: 28, isIndented: true),  // 5.5 → 6; 27.5 % → 28
                Line(nutrient: .trans, amount: .amount(0), percent: nil, isIndented: true),
                Line(nutrient: .cholesterol, amount: .amount(380), percent: 127, isIndented: false),  // 126.67 %
                Line(nutrient: .sodium, amount: .amount(340), percent: 15, isIndented: false),  // 14.78 %
                Line(nutrient: .carbs, amount: .amount(2), percent: 1, isIndented: false),  // 0.73 %
                Line(nutrient: .fiber, amount: .amount(0), percent: 0, isIndented: true),
                Line(nutrient: .sugar, amount: .amount(2), percent: nil, isIndented: true),  // 1.5 → 2
                Line(nutrient: .protein, amount: .amount(13), percent: nil, isIndented: false),
            ])
        #expect(
            label.vitaminsAndMinerals == [
                Line(nutrient: .calcium, amount: .amount(60), percent: 4, isIndented: false),  // 4.6 % → 4
                Line(nutrient: .iron, amount: .amount(1.6), percent: 8, isIndented: false),  // 8.9 % → 8
                Line(nutrient: .potassium, amount: .amount(140), percent: 2, isIndented: false),  // 2.98 % → 2
                Line(nutrient: .vitaminA, amount: .amount(200), percent: 20, isIndented: false),  // 22.2 % → 20
                Line(nutrient: .vitaminC, amount: .amount(0), percent: 0, isIndented: false),
            ])
    }
}
