/// MyFitnessPal's Nutrition Summary gives vitamin A, vitamin C, calcium and iron as **percent of Daily
/// Value**, not as amounts. They are turned into amounts with the reference values MyFitnessPal used,
/// the legacy FDA Daily Values (the 1968 RDI-based values labels used before the 2016 rule, 21 CFR
/// 101.9; see `daily-values.md` in the project's shared references):
///
/// | Column | 100 %DV | NutriStats unit | Amount per 1 %DV |
/// |---|---|---|---|
/// | Vitamin A | 5,000 IU | mcg RAE | 15 mcg (5,000 IU × 0.3 mcg/IU = 1,500 mcg) |
/// | Vitamin C | 60 mg | mg | 0.6 mg |
/// | Calcium | 1,000 mg | mg | 10 mg |
/// | Iron | 18 mg | mg | 0.18 mg |
///
/// Vitamin A: 1 IU of retinol is 0.3 mcg RAE (the factor of the same reference table). For vitamin A
/// from β-carotene 1 IU is only 0.05 mcg RAE, so the amount is an upper bound when the food's vitamin A
/// came from plants; the export does not say which.
enum MyFitnessPalDailyValues {
    /// The amount (in the nutrient's NutriStats unit) that 100 %DV stands for; nil for columns that
    /// are amounts already.
    static func hundredPercent(of nutrient: Nutrient) -> Double? {
        switch nutrient {
        case .vitaminA: 5_000 * 0.3
        case .vitaminC: 60
        case .calcium: 1_000
        case .iron: 18
        default: nil
        }
    }
}
