/// Which Apple Health dietary record types NutriStats reads as food, and the nutrient each one is.
///
/// `HKQuantityTypeIdentifierDietaryEnergyConsumed` is energy; Protein, FatTotal, FatSaturated,
/// FatMonounsaturated, FatPolyunsaturated, Carbohydrates, Sugar, Fiber, Cholesterol, Sodium,
/// Potassium, VitaminC, Calcium, Iron and VitaminA are the nutrients of the same names. Units
/// (`g`, `mg`, `mcg`, `kcal`, `Cal`, `kJ`, `cal`) are converted by ``FoodLogColumns/factor(from:to:)``, the one
/// place units are converted. **Trans fat has no Health type**: entries read from an export have
/// trans fat unknown (as every nutrient without any record in the file), and the file's summary lists
/// trans fat as missing. Other dietary types (caffeine,
/// water, B vitamins, …) are not used and are counted by type.
enum HealthDietaryType {
    /// The prefix every dietary quantity type shares.
    static let prefix = "HKQuantityTypeIdentifierDietary"

    /// The nutrient a type stands for (``Nutrient/calories`` for energy), or nil for a type NutriStats
    /// does not use.
    static func nutrient(of type: String) -> Nutrient? {
        guard type.hasPrefix(prefix) else { return nil }
        return byName[String(type.dropFirst(prefix.count))]
    }

    /// Whether `type` is a dietary type at all (used or not).
    static func isDietary(_ type: String) -> Bool { type.hasPrefix(prefix) }

    /// The factor from `unit` as written (`Cal`, `mcg`) to the unit of `nutrient`, or nil.
    static func factor(unit: String, to nutrient: Nutrient) -> Double? {
        FoodLogColumns.factor(from: unit.trimmingSpaces(), to: nutrient)
    }

    private static let byName: [String: Nutrient] = [
        "EnergyConsumed": .calories, "Protein": .protein, "FatTotal": .fat, "FatSaturated": .saturated,
        "FatMonounsaturated": .monounsaturated, "FatPolyunsaturated": .polyunsaturated,
        "Carbohydrates": .carbs, "Sugar": .sugar, "Fiber": .fiber, "Cholesterol": .cholesterol,
        "Sodium": .sodium, "Potassium": .potassium, "VitaminC": .vitaminC, "Calcium": .calcium,
        "Iron": .iron, "VitaminA": .vitaminA,
    ]
}
