import NutritionData

/// How a Nutrition Facts label rounds each amount and %Daily Value: the rules of 21 CFR 101.9(c)
/// (as amended by the 2016 final rule, 81 FR 33742), summarised in FDA's Food Labeling Guide,
/// Appendix H ("Rounding the Values According to FDA Rounding Rules").
///
/// The rules, per serving, as this type applies them:
/// - Calories (101.9(c)(1)): below 5 → 0; up to and including 50 → nearest 5; above 50 → nearest 10.
/// - Total, saturated and trans fat (101.9(c)(2)): below 0.5 g → 0; below 5 g → nearest 0.5 g;
///   5 g and above → nearest 1 g.
/// - Cholesterol (101.9(c)(3)): below 2 mg → 0; 2 mg to below 5 mg → "less than 5 mg"; otherwise
///   nearest 5 mg.
/// - Sodium (101.9(c)(4)) and potassium (Appendix H lists it with sodium): below 5 mg → 0; 5 to 140 mg
///   → nearest 5 mg; above 140 mg → nearest 10 mg.
/// - Total carbohydrate, dietary fiber, sugars, added sugars (101.9(c)(6)) and protein (101.9(c)(7)):
///   below 0.5 g → 0; 0.5 g to below 1 g → "less than 1 g"; otherwise nearest 1 g.
/// - %DV of fat, saturated fat, cholesterol, sodium, carbohydrate, fiber, added sugars (101.9(c)(9) with
///   (c)(7)(ii)):
///   the amount divided by the Daily Value, expressed to the nearest whole percent. The rule lets the
///   amount be the declared one or the actual one before rounding; NutriStats uses the actual amount,
///   as its `stats` %DV do, so a label and `stats` of the same food agree.
/// - Vitamins and minerals (101.9(c)(8)(iii)): %DV below 2 → 0 (the rule allows a zero); up to and
///   including 10 → nearest 2; up to and including 50 → nearest 5; above 50 → nearest 10. Their
///   amounts use the levels of significance of the RDI table (101.9(c)(8)(iv)) as FDA's guidance
///   reads them for conventional foods: an RDI below 25 (iron 18 mg, vitamin D 20 mcg, vitamin E,
///   thiamin, riboflavin, niacin, vitamin B6, vitamin B12, pantothenic acid, zinc, copper, manganese)
///   → nearest 0.1; 25 to below 250 (vitamin C 90 mg, vitamin K, biotin, iodine, selenium, chromium,
///   molybdenum) → nearest 1; 250 and above (calcium, vitamin A, folate, phosphorus, magnesium,
///   chloride, choline) → nearest 10. Potassium keeps sodium's rule (Appendix H), as above.
///
/// "Nearest" is taken literally (47 kcal → 45, not 50); exact halves round up (47.5 kcal → 50,
/// 2.25 g fat → 2.5 g), the usual convention, since the rule does not say.
/// Sources: 21 CFR 101.9(c) (https://www.ecfr.gov/current/title-21/chapter-I/subchapter-B/part-101/subpart-A/section-101.9),
/// whose (c)(8)(iii) increments were checked against its quoted text; FDA, "A Food Labeling Guide",
/// Appendix H (the rounding table, potassium with sodium); FDA's guidance on the quantitative amounts
/// of vitamins and minerals under the 2016 rule (RDI below 25 → tenths, 25 to below 250 → whole units;
/// 250 and above → tens is how this type reads the same levels-of-significance rule). The 2016 sample
/// label (fat 8 g → 10 %, sodium 160 mg → 7 %, potassium 240 mg → 6 %, iron 8 mg → 45 %) is in the tests.
public enum LabelRounding {
    /// Calories as declared.
    public static func calories(_ kcal: Double) -> LabelAmount {
        if kcal < 5 { return .amount(0) }
        return .amount(kcal <= 50 ? nearest(kcal, 5) : nearest(kcal, 10))
    }

    /// Total, saturated or trans fat in grams as declared.
    public static func fat(_ grams: Double) -> LabelAmount {
        if grams < 0.5 { return .amount(0) }
        return .amount(grams < 5 ? nearest(grams, 0.5) : nearest(grams, 1))
    }

    /// Cholesterol in milligrams as declared.
    public static func cholesterol(_ milligrams: Double) -> LabelAmount {
        if milligrams < 2 { return .amount(0) }
        if milligrams < 5 { return .lessThan(5) }
        return .amount(nearest(milligrams, 5))
    }

    /// Sodium or potassium in milligrams as declared.
    public static func sodium(_ milligrams: Double) -> LabelAmount {
        if milligrams < 5 { return .amount(0) }
        return .amount(milligrams <= 140 ? nearest(milligrams, 5) : nearest(milligrams, 10))
    }

    /// Total carbohydrate, dietary fiber, sugars, added sugars or protein in grams as declared.
    public static func grams(_ grams: Double) -> LabelAmount {
        if grams < 0.5 { return .amount(0) }
        if grams < 1 { return .lessThan(1) }
        return .amount(nearest(grams, 1))
    }

    /// A vitamin's or mineral's amount as declared, to the level of significance of its Daily Value
    /// (`dailyValue`, in the same unit as `amount`).
    public static func vitaminOrMineral(_ amount: Double, dailyValue: Double) -> LabelAmount {
        let increment: Double = dailyValue < 25 ? 0.1 : dailyValue < 250 ? 1 : 10
        return .amount(nearest(amount, increment))
    }

    /// The label amount of `nutrient` (`amount` in its ``/NutritionData/Nutrient/unit``); nil for a
    /// nutrient the 2016 label does not show (mono- and polyunsaturated fat).
    public static func amount(of nutrient: Nutrient, _ amount: Double) -> LabelAmount? {
        switch nutrient {
        case .calories: calories(amount)
        case .fat, .saturated, .trans: fat(amount)
        case .cholesterol: cholesterol(amount)
        case .sodium, .potassium: sodium(amount)
        case .carbs, .fiber, .sugar, .protein: grams(amount)
        case .calcium: vitaminOrMineral(amount, dailyValue: 1_300)
        case .iron: vitaminOrMineral(amount, dailyValue: 18)
        case .vitaminA: vitaminOrMineral(amount, dailyValue: 900)
        case .vitaminC: vitaminOrMineral(amount, dailyValue: 90)
        case .monounsaturated, .polyunsaturated: nil
        }
    }

    /// The label amount of any catalogue nutrient (`amount` in its ``/NutritionData/KnownNutrient/unit``):
    /// the 17 as ``amount(of:_:)``; added sugars as sugars (``grams(_:)``); every other vitamin or
    /// mineral with an FDA 2016 Daily Value (the RDIs of 101.9(c)(8)(iv)) to the level of significance
    /// of that value (``vitaminOrMineral(_:dailyValue:)``); nil for a nutrient this label does not declare.
    public static func amount(ofKnown nutrient: KnownNutrient, _ amount: Double) -> LabelAmount? {
        if let inline = nutrient.inline { return Self.amount(of: inline, amount) }
        if nutrient == .addedSugars { return grams(amount) }
        guard isVitaminOrMineral(nutrient), let dailyValue = DailyValueTable.fdaCurrent[known: nutrient] else {
            return nil
        }
        return vitaminOrMineral(amount, dailyValue: dailyValue.amount)
    }

    /// Whether `nutrient` is a vitamin or mineral of the label's lower block: a catalogue vitamin or
    /// mineral (``/NutritionData/NutrientGroup``) with an FDA 2016 Daily Value — so not sodium, which the
    /// label declares above with the macronutrients, nor carotenoids or fluoride, which have none.
    public static func isVitaminOrMineral(_ nutrient: KnownNutrient) -> Bool {
        guard nutrient != .sodium, DailyValueTable.fdaCurrent[known: nutrient] != nil else { return false }
        return nutrient.group == .vitamins || nutrient.group == .minerals
    }

    /// A macronutrient's %DV as declared: `amount / dailyValue × 100` to the nearest whole percent.
    public static func percent(_ amount: Double, dailyValue: Double) -> Int {
        Int(nearest(amount * 100 / dailyValue, 1))
    }

    /// A vitamin's or mineral's %DV as declared: below 2 → 0, then increments of 2, 5 and 10.
    public static func vitaminOrMineralPercent(_ amount: Double, dailyValue: Double) -> Int {
        let percent = amount * 100 / dailyValue
        if percent < 2 { return 0 }
        if percent <= 10 { return Int(nearest(percent, 2)) }
        if percent <= 50 { return Int(nearest(percent, 5)) }
        return Int(nearest(percent, 10))
    }

    /// Whether `nutrient`'s %DV uses the vitamin-and-mineral increments rather than whole percents.
    public static func usesVitaminMineralPercents(_ nutrient: Nutrient) -> Bool {
        switch nutrient {
        case .potassium, .calcium, .iron, .vitaminA, .vitaminC: true
        default: false
        }
    }

    /// `value` to the nearest multiple of `increment`, halves up. The quotient is first rounded to 9
    /// decimals so that a binary fraction such as 2.25 / 0.5 = 4.4999999… still counts as a half.
    static func nearest(_ value: Double, _ increment: Double) -> Double {
        let steps = (value / increment * 1e9).rounded() / 1e9
        let result = steps.rounded(.toNearestOrAwayFromZero) * increment
        // 0.1-steps multiply to 1.2000000000000002: keep the decimal the increment has.
        return increment < 1 ? (result * 10).rounded() / 10 : result
    }
}
