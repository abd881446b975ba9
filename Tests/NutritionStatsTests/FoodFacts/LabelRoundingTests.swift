import NutritionData
import NutritionStats
import Testing

/// The FDA label rounding rules (21 CFR 101.9(c), Appendix H of the Food Labeling Guide), each
/// boundary on both sides, with expectations worked out by hand from the rule text.
@Suite struct LabelRoundingTests {
    @Test func calories() {
        #expect(LabelRounding.calories(4.9) == .amount(0))
        #expect(LabelRounding.calories(5) == .amount(5))
        #expect(LabelRounding.calories(47) == .amount(45))  // 47/5 = 9.4 → 9 × 5
        #expect(LabelRounding.calories(47.5) == .amount(50))  // 9.5 → 10 (halves up)
        #expect(LabelRounding.calories(50) == .amount(50))
        #expect(LabelRounding.calories(50.1) == .amount(50))  // above 50: nearest 10
        #expect(LabelRounding.calories(54.9) == .amount(50))
        #expect(LabelRounding.calories(55) == .amount(60))
        #expect(LabelRounding.calories(105) == .amount(110))
        #expect(LabelRounding.calories(216) == .amount(220))
    }

    @Test func fats() {
        #expect(LabelRounding.fat(0.49) == .amount(0))
        #expect(LabelRounding.fat(0.5) == .amount(0.5))
        #expect(LabelRounding.fat(0.74) == .amount(0.5))
        #expect(LabelRounding.fat(0.75) == .amount(1))
        #expect(LabelRounding.fat(2.25) == .amount(2.5))
        #expect(LabelRounding.fat(4.74) == .amount(4.5))
        #expect(LabelRounding.fat(4.9) == .amount(5))  // below 5 g: nearest 0.5 g
        #expect(LabelRounding.fat(5) == .amount(5))
        #expect(LabelRounding.fat(5.5) == .amount(6))  // 5 g and above: nearest 1 g
        #expect(LabelRounding.fat(15.4) == .amount(15))
    }

    @Test func cholesterol() {
        #expect(LabelRounding.cholesterol(1.9) == .amount(0))
        #expect(LabelRounding.cholesterol(2) == .lessThan(5))
        #expect(LabelRounding.cholesterol(4.99) == .lessThan(5))
        #expect(LabelRounding.cholesterol(5) == .amount(5))
        #expect(LabelRounding.cholesterol(7.4) == .amount(5))
        #expect(LabelRounding.cholesterol(7.5) == .amount(10))
        #expect(LabelRounding.cholesterol(382) == .amount(380))
    }

    @Test func sodiumAndPotassium() {
        #expect(LabelRounding.sodium(4.9) == .amount(0))
        #expect(LabelRounding.sodium(5) == .amount(5))
        #expect(LabelRounding.sodium(66) == .amount(65))
        #expect(LabelRounding.sodium(67.5) == .amount(70))
        #expect(LabelRounding.sodium(140) == .amount(140))
        #expect(LabelRounding.sodium(142) == .amount(140))  // above 140: nearest 10
        #expect(LabelRounding.sodium(145) == .amount(150))
        #expect(LabelRounding.amount(of: .potassium, 422) == .amount(420))
    }

    @Test func carbohydrateFiberSugarsProtein() {
        #expect(LabelRounding.grams(0.49) == .amount(0))
        #expect(LabelRounding.grams(0.5) == .lessThan(1))
        #expect(LabelRounding.grams(0.99) == .lessThan(1))
        #expect(LabelRounding.grams(1) == .amount(1))
        #expect(LabelRounding.grams(1.49) == .amount(1))
        #expect(LabelRounding.grams(1.5) == .amount(2))
        #expect(LabelRounding.grams(44.8) == .amount(45))
        for nutrient in [Nutrient.carbs, .fiber, .sugar, .protein] {
            #expect(LabelRounding.amount(of: nutrient, 0.7) == .lessThan(1))
        }
        // Added sugars as sugars (101.9(c)(6)(iii)).
        #expect(LabelRounding.amount(ofKnown: .addedSugars, 0.49) == .amount(0))
        #expect(LabelRounding.amount(ofKnown: .addedSugars, 0.5) == .lessThan(1))
        #expect(LabelRounding.amount(ofKnown: .addedSugars, 9.5) == .amount(10))
        #expect(LabelRounding.amount(ofKnown: .sugarAlcohols, 9.5) == nil)
    }

    @Test func vitaminAndMineralAmountsUseTheLevelOfSignificanceOfTheirDailyValue() {
        #expect(LabelRounding.amount(of: .iron, 0.04) == .amount(0))
        #expect(LabelRounding.amount(of: .iron, 3.45) == .amount(3.5))  // RDI 18 < 25: tenths
        #expect(LabelRounding.amount(of: .vitaminC, 10.3) == .amount(10))  // RDI 90: whole mg
        #expect(LabelRounding.amount(of: .calcium, 355) == .amount(360))  // RDI 1,300: tens
        #expect(LabelRounding.amount(of: .vitaminA, 590) == .amount(590))
        #expect(LabelRounding.amount(of: .vitaminA, 4) == .amount(0))
        #expect(LabelRounding.amount(of: .monounsaturated, 3) == nil)
    }

    @Test func macronutrientPercentsAreWholePercents() {
        // FDA's 2016 sample label: fat 8 g → 10 %, sodium 160 mg → 7 %, carbohydrate 37 g → 13 %, fiber 4 g → 14 %.
        #expect(LabelRounding.percent(8, dailyValue: 78) == 10)  // 10.26
        #expect(LabelRounding.percent(1, dailyValue: 20) == 5)
        #expect(LabelRounding.percent(160, dailyValue: 2_300) == 7)  // 6.96
        #expect(LabelRounding.percent(37, dailyValue: 275) == 13)  // 13.45
        #expect(LabelRounding.percent(4, dailyValue: 28) == 14)  // 14.29
        #expect(LabelRounding.percent(0.39, dailyValue: 78) == 1)  // 0.5 → 1 (halves up)
        #expect(LabelRounding.percent(0.38, dailyValue: 78) == 0)  // 0.487
    }

    @Test func vitaminAndMineralPercentsUseIncrementsOf2_5And10() {
        #expect(LabelRounding.vitaminOrMineralPercent(20, dailyValue: 1_300) == 0)  // 1.54 % < 2
        #expect(LabelRounding.vitaminOrMineralPercent(1.3, dailyValue: 18) == 8)  // 7.2 → 8
        #expect(LabelRounding.vitaminOrMineralPercent(1.9, dailyValue: 18) == 10)  // 10.56 → 10
        #expect(LabelRounding.vitaminOrMineralPercent(240, dailyValue: 4_700) == 6)  // 5.1 → 6 (sample label)
        #expect(LabelRounding.vitaminOrMineralPercent(260, dailyValue: 1_300) == 20)  // 20
        #expect(LabelRounding.vitaminOrMineralPercent(8, dailyValue: 18) == 45)  // 44.4 → 45 (sample label)
        #expect(LabelRounding.vitaminOrMineralPercent(10, dailyValue: 18) == 60)  // 55.6 → 60
        #expect(LabelRounding.vitaminOrMineralPercent(9, dailyValue: 90) == 10)  // exactly 10
        #expect(LabelRounding.vitaminOrMineralPercent(36, dailyValue: 90) == 40)  // exactly 40
    }

    /// 21 CFR 101.9(c)(8)(iii) at its boundaries (a Daily Value of 100, so the amount is the percent):
    /// below 2 → 0; up to and including 10 → nearest 2; above 10 up to and including 50 → nearest 5;
    /// above 50 → nearest 10; halves up.
    @Test func vitaminAndMineralPercentsAtTheBoundaries() {
        let cases: [(percent: Double, declared: Int)] = [
            (0, 0), (1.99, 0),  // below 2: 0
            (2, 2), (2.99, 2), (3, 4),  // 3 / 2 = 1.5 → 2 → 4 %
            (9, 10), (10, 10),  // 10 is still in the 2 % steps
            (10.01, 10), (12.49, 10), (12.5, 15),  // above 10: steps of 5 (12.5 / 5 = 2.5 → 3)
            (47.49, 45), (47.5, 50), (50, 50),  // 50 is still in the 5 % steps
            (50.01, 50), (54.99, 50), (55, 60),  // above 50: steps of 10
            (175, 180),  // vitamin B12 4.2 mcg of 2.4 mcg
        ]
        for (percent, declared) in cases {
            #expect(
                LabelRounding.vitaminOrMineralPercent(percent, dailyValue: 100) == declared, "\(percent) %")
        }
    }

    /// Amounts of the vitamins and minerals beyond the 17 to the level of significance of their 2016
    /// Daily Values: below 25 → tenths, 25 to below 250 → whole units, 250 and above → tens.
    @Test func otherVitaminAndMineralAmounts() {
        // Below 25: vitamin D 20 mcg, thiamin 1.2 mg, copper 0.9 mg, vitamin B12 2.4 mcg, zinc 11 mg.
        #expect(LabelRounding.amount(ofKnown: .vitaminD, 10.000_000_000_000_002) == .amount(10))  // 400 IU
        #expect(LabelRounding.amount(ofKnown: .vitaminD, 2.05) == .amount(2.1))  // halves up
        #expect(LabelRounding.amount(ofKnown: .thiamin, 0.25) == .amount(0.3))
        #expect(LabelRounding.amount(ofKnown: .thiamin, 0.04) == .amount(0))
        #expect(LabelRounding.amount(ofKnown: .copper, 0.08) == .amount(0.1))
        #expect(LabelRounding.amount(ofKnown: .vitaminB12, 4.2) == .amount(4.2))
        #expect(LabelRounding.amount(ofKnown: .zinc, 0.94) == .amount(0.9))
        // 25 to below 250: vitamin K 120 mcg, biotin 30 mcg, selenium 55 mcg, iodine 150 mcg.
        #expect(LabelRounding.amount(ofKnown: .vitaminK, 0.8) == .amount(1))
        #expect(LabelRounding.amount(ofKnown: .vitaminK, 482.9) == .amount(483))
        #expect(LabelRounding.amount(ofKnown: .biotin, 7.5) == .amount(8))
        #expect(LabelRounding.amount(ofKnown: .selenium, 61.49) == .amount(61))
        // 250 and above: magnesium 420 mg, folate 400 mcg, phosphorus 1,250 mg, choline 550 mg, chloride.
        #expect(LabelRounding.amount(ofKnown: .magnesium, 44.9) == .amount(40))
        #expect(LabelRounding.amount(ofKnown: .magnesium, 45) == .amount(50))
        #expect(LabelRounding.amount(ofKnown: .folate, 39) == .amount(40))
        #expect(LabelRounding.amount(ofKnown: .phosphorus, 380) == .amount(380))
        #expect(LabelRounding.amount(ofKnown: .choline, 135) == .amount(140))
        #expect(LabelRounding.amount(ofKnown: .chloride, 1_234) == .amount(1_230))
        // The 17 keep their own rules: potassium as sodium, sodium in the upper block.
        #expect(LabelRounding.amount(ofKnown: .potassium, 422) == .amount(420))
        #expect(LabelRounding.amount(ofKnown: .sodium, 66) == .amount(65))
        #expect(LabelRounding.amount(ofKnown: .iron, 3.45) == .amount(3.5))
        // Not declared on this label: no Daily Value (carotenoids, fluoride, water) or not a vitamin or mineral
        // (added sugars are, as sugars: carbohydrateFiberSugarsProtein).
        #expect(LabelRounding.amount(ofKnown: .betaCarotene, 500) == nil)
        #expect(LabelRounding.amount(ofKnown: .fluoride, 50) == nil)
        #expect(LabelRounding.amount(ofKnown: .water, 200) == nil)
        #expect(LabelRounding.amount(ofKnown: .starch, 10) == nil)
    }

    @Test func whichNutrientsAreVitaminsAndMinerals() {
        #expect(NutritionLabel.lowerBlock.allSatisfy(LabelRounding.isVitaminOrMineral))
        let others = KnownNutrient.allCases.filter { !NutritionLabel.lowerBlock.contains($0) }
        #expect(others.filter(LabelRounding.isVitaminOrMineral).isEmpty)
        #expect(!LabelRounding.isVitaminOrMineral(.sodium))
        #expect(NutritionLabel.lowerBlock.count == 27)  // 35 Daily Values − 7 macronutrients − sodium
    }
}
