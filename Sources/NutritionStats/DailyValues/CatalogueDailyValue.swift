import NutritionData

/// The Daily Value of any nutrient of the catalogue (``/NutritionData/KnownNutrient``): an amount per
/// day in the nutrient's own unit, and how to read it. ``DailyValue`` is the same for the shortcut's 17
/// and reads its flags from here.
public struct CatalogueDailyValue: Sendable, Hashable {
    /// The nutrient.
    public var nutrient: KnownNutrient
    /// The amount per day, in ``/NutritionData/KnownNutrient/unit``.
    public var amount: Double
    /// Limit, target or reference.
    public var kind: DailyValueKind

    /// A value with these members, as given.
    public init(_ nutrient: KnownNutrient, _ amount: Double, _ kind: DailyValueKind) {
        self.nutrient = nutrient
        self.amount = amount
        self.kind = kind
    }

    /// `amount` as a percentage of this Daily Value.
    public func percent(of amount: Double) -> Double {
        amount * 100 / self.amount
    }

    /// The flag for an intake at `percent` %DV: over a limit (> 100 %), under a target (< 100 %), or nil.
    public func flag(atPercent percent: Double) -> DailyValueFlag? {
        switch kind {
        case .limit: percent > 100 ? .overLimit : nil
        case .target: percent < 100 ? .underTarget : nil
        case .reference: nil
        }
    }

    /// The flag for an intake at `percent` %DV that may be a lower bound — the one rule every reading
    /// follows: over a limit holds for a lower bound (the whole intake is at least as high), under a
    /// target is not asserted for one (``isUnknownWhetherUnder(atPercent:isLowerBound:)``).
    public func flag(atPercent percent: Double, isLowerBound: Bool) -> DailyValueFlag? {
        guard let flag = flag(atPercent: percent) else { return nil }
        return flag == .underTarget && isLowerBound ? nil : flag
    }

    /// Whether a lower bound at `percent` %DV lies under a target: the whole intake may reach it or
    /// not, so it is unknown whether under.
    public func isUnknownWhetherUnder(atPercent percent: Double, isLowerBound: Bool) -> Bool {
        isLowerBound && flag(atPercent: percent) == .underTarget
    }
}
