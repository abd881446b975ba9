import NutritionData

/// The Daily Value of one of the shortcut's 17 nutrients (``CatalogueDailyValue`` for any other): an amount per day, in the nutrient's own unit, and how to read it.
public struct DailyValue: Sendable, Hashable {
    /// The nutrient.
    public var nutrient: Nutrient
    /// The amount per day, in ``/NutritionData/Nutrient/unit``.
    public var amount: Double
    /// Limit, target or reference.
    public var kind: DailyValueKind

    /// A value with these members, as given.
    public init(_ nutrient: Nutrient, _ amount: Double, _ kind: DailyValueKind) {
        self.nutrient = nutrient
        self.amount = amount
        self.kind = kind
    }

    /// The same value for the catalogue's identity of the nutrient.
    public var catalogueValue: CatalogueDailyValue { CatalogueDailyValue(KnownNutrient(nutrient), amount, kind) }

    /// `amount` as a percentage of this Daily Value.
    public func percent(of amount: Double) -> Double {
        catalogueValue.percent(of: amount)
    }

    /// The flag for an intake at `percent` %DV: over a limit (> 100 %), under a target (< 100 %), or nil
    /// (``CatalogueDailyValue/flag(atPercent:)``, the one rule).
    public func flag(atPercent percent: Double) -> DailyValueFlag? {
        catalogueValue.flag(atPercent: percent)
    }
}
