import NutritionData

/// One nutrient's intake against its Daily Value, for a day or as a period average.
public struct DailyValueReading: Sendable, Equatable {
    /// The Daily Value compared with.
    public var dailyValue: DailyValue
    /// The intake (per day) in the nutrient's unit; nil when unknown. A lower bound when
    /// ``isLowerBound`` is true.
    public var amount: Double?
    /// Whether ``amount`` (and so ``percent``) is a lower bound: some entries do not report the
    /// nutrient (``NutrientAmount/Certainty/lowerBound``).
    public var isLowerBound: Bool
    /// Share (0…1) of the logged kcal from entries that report the nutrient; nil without kcal or for
    /// energy.
    public var coverage: Double?

    /// A value with these members, as given.
    public init(dailyValue: DailyValue, amount: Double?, isLowerBound: Bool = false, coverage: Double? = nil) {
        self.dailyValue = dailyValue
        self.amount = amount
        self.isLowerBound = isLowerBound
        self.coverage = coverage
    }

    /// The reading of `intake`, as the engine states it (``NutrientAmount``).
    public init(dailyValue: DailyValue, intake: NutrientAmount) {
        self.init(
            dailyValue: dailyValue, amount: intake.value, isLowerBound: intake.isLowerBound, coverage: intake.coverage)
    }

    /// The nutrient.
    public var nutrient: Nutrient { dailyValue.nutrient }

    /// `amount / dailyValue × 100`; nil when the amount is unknown; a lower bound with ``isLowerBound``.
    public var percent: Double? { amount.map { dailyValue.percent(of: $0) } }

    /// Over a limit or under a target, as far as the amount tells; nil when neither, when the amount is
    /// unknown, or when only a lower bound lies under a target (``isUnknownWhetherUnder``). A lower bound
    /// over a limit is over it.
    public var flag: DailyValueFlag? {
        percent.flatMap { dailyValue.catalogueValue.flag(atPercent: $0, isLowerBound: isLowerBound) }
    }

    /// Whether the amount is a lower bound under a target: the whole intake may reach the target or
    /// not, so "under target" is not asserted — it is unknown whether under.
    public var isUnknownWhetherUnder: Bool {
        percent.map { dailyValue.catalogueValue.isUnknownWhetherUnder(atPercent: $0, isLowerBound: isLowerBound) }
            ?? false
    }
}
