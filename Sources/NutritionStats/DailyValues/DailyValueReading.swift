import NutritionData

/// One nutrient's intake against its Daily Value, for a day or as a period average.
public struct DailyValueReading: Sendable, Equatable {
    /// The Daily Value compared with.
    public var dailyValue: DailyValue
    /// The intake (per day) in the nutrient's unit; nil when unknown (no entry had nutrients).
    public var amount: Double?

    /// A value with these members, as given.
    public init(dailyValue: DailyValue, amount: Double?) {
        self.dailyValue = dailyValue
        self.amount = amount
    }

    /// The nutrient.
    public var nutrient: Nutrient { dailyValue.nutrient }

    /// `amount / dailyValue × 100`; nil when the amount is unknown.
    public var percent: Double? { amount.map { dailyValue.percent(of: $0) } }

    /// Over a limit or under a target; nil when neither or when the amount is unknown.
    public var flag: DailyValueFlag? { percent.flatMap { dailyValue.flag(atPercent: $0) } }
}
