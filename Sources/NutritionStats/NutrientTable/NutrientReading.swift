import NutritionData

/// One row of a nutrient table: any nutrient (one of the 17, another of the catalogue, or a custom
/// one), its amount as the engine states it, and its Daily Value when it has one. What `stats`, the
/// report and `export` list for every nutrient; ``DailyValueReading`` is the same for the 17 alone.
public struct NutrientReading: Sendable, Equatable {
    /// The nutrient.
    public var nutrient: NutrientIdentity
    /// Exact, a lower bound or unknown, with its coverage.
    public var intake: NutrientAmount
    /// Its Daily Value; nil for a nutrient without one (water, caffeine, a custom nutrient).
    public var dailyValue: CatalogueDailyValue?

    /// A reading with these members, as given.
    public init(nutrient: NutrientIdentity, intake: NutrientAmount, dailyValue: CatalogueDailyValue?) {
        self.nutrient = nutrient
        self.intake = intake
        self.dailyValue = dailyValue
    }

    /// `amount / Daily Value × 100`; nil without a Daily Value or when the amount is unknown; a lower
    /// bound when the amount is one.
    public var percent: Double? {
        guard let dailyValue, let amount = intake.value else { return nil }
        return dailyValue.percent(of: amount)
    }

    /// Over a limit or under a target, by ``CatalogueDailyValue/flag(atPercent:isLowerBound:)``.
    public var flag: DailyValueFlag? {
        guard let dailyValue, let percent else { return nil }
        return dailyValue.flag(atPercent: percent, isLowerBound: intake.isLowerBound)
    }

    /// Whether the amount is a lower bound under a target (it is unknown whether under).
    public var isUnknownWhetherUnder: Bool {
        guard let dailyValue, let percent else { return false }
        return dailyValue.isUnknownWhetherUnder(atPercent: percent, isLowerBound: intake.isLowerBound)
    }
}

extension DailyValueTable {
    /// The Daily Value of any nutrient: nil for a custom nutrient and a known one without a value.
    public subscript(identity nutrient: NutrientIdentity) -> CatalogueDailyValue? {
        if case .known(let known) = nutrient { return self[known: known] }
        return nil
    }

    /// One reading per nutrient of `nutrients`, in their order, with the amounts `intake` states.
    ///
    /// - Complexity: O(n) calls of `intake`.
    public func readings(
        of nutrients: [NutrientIdentity], intake: (NutrientIdentity) -> NutrientAmount
    ) -> [NutrientReading] {
        nutrients.map { NutrientReading(nutrient: $0, intake: intake($0), dailyValue: self[identity: $0]) }
    }
}
