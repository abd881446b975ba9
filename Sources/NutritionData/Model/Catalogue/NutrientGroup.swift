/// The groups nutrients are listed in, in this order: energy and macros, fats, carbohydrates, vitamins,
/// minerals, other (water, caffeine, amino acids, and every custom nutrient).
public enum NutrientGroup: String, Sendable, Hashable, CaseIterable, Comparable {
    case energyAndMacros = "energy and macros"
    case fats
    case carbohydrates
    case vitamins
    case minerals
    case other

    public static func < (lhs: NutrientGroup, rhs: NutrientGroup) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
