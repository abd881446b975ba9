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

    /// Tests/NutritionDataTests/Fixtures/FoodLogs/servings-micronutrients.csv, "Salmon baked" (150 g, one
    /// serving): the 17 and the other vitamins and minerals it reports (manganese, chromium and molybdenum
    /// are empty cells; vitamin D 400 IU = 10 mcg).
    static let salmon = NutrientVector([
        .calories: 311.3, .carbs: 0, .fat: 18.5, .protein: 33.5, .sugar: 0, .fiber: 0, .monounsaturated: 6.1,
        .polyunsaturated: 6.7, .saturated: 3.7, .trans: 0, .sodium: 90, .cholesterol: 95, .potassium: 550,
        .vitaminC: 0, .calcium: 23, .iron: 0.5, .vitaminA: 60,
    ])
    static let salmonOthers = OtherNutrients(known: [
        (.thiamin, 0.3), (.riboflavin, 0.6), (.niacin, 12), (.pantothenicAcid, 2.4), (.vitaminB6, 1.2),
        (.vitaminB12, 4.2), (.biotin, 7.5), (.choline, 135), (.folate, 39), (.vitaminD, 400 * 0.025),
        (.vitaminE, 1.2), (.vitaminK, 0.8), (.copper, 0.08), (.iodine, 45), (.magnesium, 45), (.phosphorus, 380),
        (.selenium, 61.5), (.zinc, 0.9), (.water, 97.5), (.omega3, 3.2), (.leucine, 2.7),
    ])

    /// The mandatory vitamin D, calcium, iron and potassium first, then the voluntary ones in the order of
    /// 101.9(c)(8)(iv); each amount to its Daily Value's level of significance, each %DV by (c)(8)(iii).
    @Test func salmonFromAFoodLogListsEveryVitaminAndMineralInTheRegulationsOrder() {
        let label = NutritionLabel(servingSize: "150.00 g", amounts: Self.salmon, others: Self.salmonOthers)
        #expect(label.calories == 310)
        #expect(
            label.vitaminsAndMinerals == [
                Line(nutrient: .vitaminD, amount: .amount(10), percent: 50, isIndented: false),  // 50 % exactly
                Line(nutrient: .calcium, amount: .amount(20), percent: 0, isIndented: false),  // 23 → 20; 1.77 %
                Line(nutrient: .iron, amount: .amount(0.5), percent: 2, isIndented: false),  // 2.78 % → 2
                Line(nutrient: .potassium, amount: .amount(550), percent: 10, isIndented: false),  // 11.7 % → 10
                Line(nutrient: .vitaminA, amount: .amount(60), percent: 6, isIndented: false),  // 6.67 % → 6
                Line(nutrient: .vitaminC, amount: .amount(0), percent: 0, isIndented: false),
                Line(nutrient: .vitaminE, amount: .amount(1.2), percent: 8, isIndented: false),  // 8 % exactly
                Line(nutrient: .vitaminK, amount: .amount(1), percent: 0, isIndented: false),  // 0.8 → 1; 0.67 %
                Line(nutrient: .thiamin, amount: .amount(0.3), percent: 25, isIndented: false),  // 25 % exactly
                Line(nutrient: .riboflavin, amount: .amount(0.6), percent: 45, isIndented: false),  // 46.15 % → 45
                Line(nutrient: .niacin, amount: .amount(12), percent: 80, isIndented: false),  // 75 % → 80
                Line(nutrient: .vitaminB6, amount: .amount(1.2), percent: 70, isIndented: false),  // 70.59 % → 70
                Line(nutrient: .folate, amount: .amount(40), percent: 10, isIndented: false),  // 9.75 % → 10
                Line(nutrient: .vitaminB12, amount: .amount(4.2), percent: 180, isIndented: false),  // 175 % → 180
                Line(nutrient: .biotin, amount: .amount(8), percent: 25, isIndented: false),  // 7.5 → 8; 25 %
                Line(nutrient: .pantothenicAcid, amount: .amount(2.4), percent: 50, isIndented: false),  // 48 % → 50
                Line(nutrient: .phosphorus, amount: .amount(380), percent: 30, isIndented: false),  // 30.4 % → 30
                Line(nutrient: .iodine, amount: .amount(45), percent: 30, isIndented: false),  // 30 % exactly
                Line(nutrient: .magnesium, amount: .amount(50), percent: 10, isIndented: false),  // 10.71 % → 10
                Line(nutrient: .zinc, amount: .amount(0.9), percent: 8, isIndented: false),  // 8.18 % → 8
                Line(nutrient: .selenium, amount: .amount(62), percent: 110, isIndented: false),  // 111.8 % → 110
                Line(nutrient: .copper, amount: .amount(0.1), percent: 8, isIndented: false),  // 8.89 % → 8
                Line(nutrient: .choline, amount: .amount(140), percent: 25, isIndented: false),  // 24.55 % → 25
            ])
        // Water, omega-3 and leucine have no Daily Value and are no vitamin or mineral: no line. The upper
        // block is the 17's as before: fat 18.5 g → 19 g, 23.72 % → 24 %.
        #expect(label.nutrients.first == Line(nutrient: .fat, amount: .amount(19), percent: 24, isIndented: false))
        #expect(label.nutrients.count == 9)
    }

    /// Every vitamin and mineral reported, given in reverse: the lines come in the regulation's order.
    @Test func theLowerBlockFollowsTheRegulationsOrderWhateverTheInputs() {
        let others = NutritionLabel.lowerBlock.reversed().compactMap { nutrient in
            nutrient.inline == nil ? (nutrient, 1.0) : nil
        }
        let label = NutritionLabel(
            servingSize: "1 serving", amounts: Self.banana, others: OtherNutrients(known: Array(others)))
        #expect(
            label.vitaminsAndMinerals.map(\.nutrient) == [
                .vitaminD, .calcium, .iron, .potassium, .vitaminA, .vitaminC, .vitaminE, .vitaminK, .thiamin,
                .riboflavin, .niacin, .vitaminB6, .folate, .vitaminB12, .biotin, .pantothenicAcid, .phosphorus,
                .iodine, .magnesium, .zinc, .selenium, .copper, .manganese, .chromium, .molybdenum, .chloride,
                .choline,
            ])
    }

    /// FDA's 2016 sample label (the "Original Label vs New Label" graphic): 230 kcal, total sugars 12 g
    /// of which 10 g added; vitamins A and C and the unsaturated fats are not on it (unknown here).
    static let fdaSample: NutrientVector = {
        var amounts = NutrientVector([
            .calories: 230, .carbs: 37, .fat: 8, .protein: 3, .sugar: 12, .fiber: 4, .saturated: 1, .trans: 0,
            .sodium: 160, .cholesterol: 0, .potassium: 240, .calcium: 260, .iron: 8,
        ])
        amounts.unknown = NutrientSet([.vitaminA, .vitaminC, .monounsaturated, .polyunsaturated])
        return amounts
    }()

    /// "Includes 10g Added Sugars 20%" under Total Sugars, as on the sample label: 10 g to the nearest
    /// gram, 10 / 50 g = 20 %, indented, before protein.
    @Test func addedSugarsComeUnderTotalSugarsAsOnTheSampleLabel() throws {
        let label = NutritionLabel(
            servingSize: "2/3 cup (55g)", amounts: Self.fdaSample,
            others: OtherNutrients(known: [(.addedSugars, 10), (.vitaminD, 2)]))
        #expect(
            label.nutrients.map(\.nutrient) == [
                .fat, .saturated, .trans, .cholesterol, .sodium, .carbs, .fiber, .sugar, .addedSugars, .protein,
            ])
        let added = try #require(label.nutrients.first { $0.nutrient == .addedSugars })
        #expect(added == Line(nutrient: .addedSugars, amount: .amount(10), percent: 20, isIndented: true))
        #expect(added.isInclusion && !label.nutrients.contains { $0.isInclusion && $0 != added })
        // The rest of the sample label: fat 10 %, sodium 7 %, carbohydrate 13 %, fiber 14 %, vitamin D 10 %,
        // calcium 20 %, iron 45 %, potassium 6 %.
        #expect(label.calories == 230)
        #expect(label.nutrients.compactMap(\.percent) == [10, 5, 0, 7, 13, 14, 20])
        #expect(label.vitaminsAndMinerals.map(\.percent) == [10, 20, 45, 6])
    }

    /// Added sugars round as sugars do (below 0.5 g → 0, below 1 g → "less than 1g", else the nearest gram,
    /// halves up); the %DV is of the amount before rounding, to the nearest whole percent.
    @Test(arguments: [
        (0.0, LabelAmount.amount(0), 0), (0.24, .amount(0), 0),  // 0.48 % → 0
        (0.4, .amount(0), 1),  // 0.8 % → 1
        (0.7, .lessThan(1), 1),  // 1.4 % → 1
        (12.5, .amount(13), 25), (24.3, .amount(24), 49),  // 48.6 % → 49
        (60, .amount(60), 120),
    ])
    func addedSugarsAreRoundedLikeSugars(grams: Double, declared: LabelAmount, percent: Int) throws {
        let label = NutritionLabel(
            servingSize: "1 serving", amounts: Self.fdaSample, others: OtherNutrients(known: [(.addedSugars, grams)]))
        let added = try #require(label.nutrients.first { $0.nutrient == .addedSugars })
        #expect(added.amount == declared && added.percent == percent)
    }

    /// A food that does not report added sugars (every food object) has no such line rather than a 0.
    @Test func noAddedSugarsLineWhenTheFoodDoesNotReportThem() {
        let label = NutritionLabel(servingSize: "1 medium (118 g)", amounts: Self.banana)
        #expect(!label.nutrients.contains { $0.nutrient == .addedSugars || $0.isInclusion })
    }
}
