/// Which Apple Health dietary record types NutriStats reads as food, and the nutrient each one is: the
/// catalogue's (``NutrientCatalogue/appleHealthType(_:)``), which knows every
/// `HKQuantityTypeIdentifierDietary…` type (39: energy, the macronutrients, 13 vitamins, 15 minerals,
/// water, caffeine).
///
/// The types of the shortcut's 17 (`EnergyConsumed`, Protein, FatTotal, FatSaturated,
/// FatMonounsaturated, FatPolyunsaturated, Carbohydrates, Sugar, Fiber, Cholesterol, Sodium,
/// Potassium, VitaminC, Calcium, Iron, VitaminA) fill an entry's ``NutrientVector``; the others
/// (Thiamin, VitaminD, Magnesium, Water, Caffeine, …) its ``OtherNutrients`` (named in
/// ``FoodLogFile/otherNutrientColumns``). Units
/// as written (`g`, `mg`, `mcg`, `mL`, `kcal`, `Cal`, `kJ`, `cal`) are converted by
/// ``KnownNutrient/factor(fromUnit:)``, the one place units are converted. **Trans fat has no Health
/// type**: entries read from an export have trans fat unknown (as every nutrient without any record in
/// the file), and the file's summary lists trans fat as missing. A dietary type the catalogue does not
/// know (a future one) is not used and is counted by type.
enum HealthDietaryType {
    /// The prefix every dietary quantity type shares.
    static let prefix = NutrientCatalogue.appleHealthPrefix

    /// The nutrient a type stands for (``KnownNutrient/calories`` for energy), or nil for a type the
    /// catalogue does not know.
    static func nutrient(of type: String) -> KnownNutrient? {
        NutrientCatalogue.appleHealthType(type)
    }

    /// Whether `type` is a dietary type at all (used or not).
    static func isDietary(_ type: String) -> Bool { type.hasPrefix(prefix) }

    /// The factor from `unit` as written (`Cal`, `mcg`) to the unit of `nutrient`, or nil.
    static func factor(unit: String, to nutrient: KnownNutrient) -> Double? {
        nutrient.factor(fromUnit: unit.trimmingSpaces())
    }
}
