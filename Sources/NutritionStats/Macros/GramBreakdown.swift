import NutritionData

/// The Nutrition shortcut's breakdown: each nutrient's share of the day's summed amounts, with the
/// nutrients weighed in grams in one group and those weighed in milligrams in another.
///
/// The shares are of the listed sum, as the shortcut shows them, not of the food's mass: sugar is
/// part of carbohydrate and the fatty acids part of fat, so those grams appear twice in the sum.
/// Vitamin A, stored in mcg, joins the milligram group converted to mg (÷ 1,000). A group whose
/// amounts add up to zero has no shares. Unknown nutrients (``/NutritionData/NutrientVector/unknown``)
/// are left out of their group: the shares are of the known amounts.
public struct GramBreakdown: Sendable, Equatable {
    /// One nutrient's amount and share of its group.
    public struct Share: Sendable, Equatable {
        /// The nutrient.
        public var nutrient: Nutrient
        /// Its amount in the group's unit (g or mg).
        public var amount: Double
        /// `amount × 100 / group total`.
        public var percent: Double
    }

    /// The nutrients weighed in grams, in ``/NutritionData/Nutrient`` order.
    public static let gramNutrients: [Nutrient] = Nutrient.allCases.filter { $0.unit == .gram }
    /// The nutrients weighed in milligrams (and vitamin A, converted from mcg), in ``/NutritionData/Nutrient`` order.
    public static let milligramNutrients: [Nutrient] =
        Nutrient.allCases.filter { $0.unit == .milligram || $0.unit == .microgram }

    /// Shares of the gram group; nil when its amounts add up to zero.
    public var grams: [Share]?
    /// The sum of the gram group, in g.
    public var gramTotal: Double
    /// Shares of the milligram group; nil when its amounts add up to zero.
    public var milligrams: [Share]?
    /// The sum of the milligram group, in mg.
    public var milligramTotal: Double

    /// The breakdown of `nutrients`.
    public init(_ nutrients: NutrientVector) {
        (grams, gramTotal) = Self.shares(
            Self.gramNutrients.compactMap { nutrient in
                nutrients.known(nutrient).map { (nutrient, $0) }
            })
        (milligrams, milligramTotal) = Self.shares(
            Self.milligramNutrients.compactMap { nutrient in
                nutrients.known(nutrient).map { (nutrient, nutrient.unit == .microgram ? $0 / 1_000 : $0) }
            })
    }

    private static func shares(_ amounts: [(Nutrient, Double)]) -> ([Share]?, Double) {
        let total = amounts.map(\.1).compensatedSum
        guard total > 0, total.isFinite else { return (nil, total) }
        return (amounts.map { Share(nutrient: $0.0, amount: $0.1, percent: $0.1 * 100 / total) }, total)
    }
}
