import NutritionData

/// The share of energy from carbohydrate, protein and fat, by the Atwater factors 4, 4 and 9 kcal/g.
///
/// The shares are of the *sum of the three* (`4·carbs + 4·protein + 9·fat`), not of logged kcal, so
/// they always add up to 100 % (alcohol, polyols and rounding on labels would otherwise leave a gap).
/// There is no split when all three are zero grams (nothing eaten, or no nutrients known), or when one
/// of them is unknown.
public struct MacroSplit: Sendable, Equatable {
    /// Energy from carbohydrate: 4 kcal per g.
    public var carbsKcal: Double
    /// Energy from protein: 4 kcal per g.
    public var proteinKcal: Double
    /// Energy from fat: 9 kcal per g.
    public var fatKcal: Double

    /// kcal per gram of carbohydrate.
    public static let carbsFactor = 4.0
    /// kcal per gram of protein.
    public static let proteinFactor = 4.0
    /// kcal per gram of fat.
    public static let fatFactor = 9.0

    /// The split of `nutrients`; nil when the three macronutrients add up to no energy, or one of them is
    /// unknown (``/NutritionData/NutrientVector/unknown``).
    public init?(_ nutrients: NutrientVector) {
        guard let carbs = nutrients.known(.carbs), let protein = nutrients.known(.protein),
            let fat = nutrients.known(.fat)
        else { return nil }
        self.init(carbs: carbs, protein: protein, fat: fat)
    }

    /// The split of these grams; nil when they add up to no energy (or to a negative amount).
    public init?(carbs: Double, protein: Double, fat: Double) {
        carbsKcal = carbs * Self.carbsFactor
        proteinKcal = protein * Self.proteinFactor
        fatKcal = fat * Self.fatFactor
        guard macroKcal > 0, macroKcal.isFinite else { return nil }
    }

    /// `4·carbs + 4·protein + 9·fat`.
    public var macroKcal: Double { carbsKcal + proteinKcal + fatKcal }

    /// Percentage of ``macroKcal`` from carbohydrate.
    public var carbsPercent: Double { carbsKcal * 100 / macroKcal }
    /// Percentage of ``macroKcal`` from protein.
    public var proteinPercent: Double { proteinKcal * 100 / macroKcal }
    /// Percentage of ``macroKcal`` from fat.
    public var fatPercent: Double { fatKcal * 100 / macroKcal }
}
