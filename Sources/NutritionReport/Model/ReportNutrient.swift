/// One nutrient's average intake per counted day, against its Daily Value where it has one.
public struct ReportNutrient: Sendable, Equatable {
    /// `Saturated fat`.
    public var name: String
    /// Average per counted day: `21.4`; nil when unknown (no entry had nutrients).
    public var amount: String?
    /// `g`, `mg`, `mcg` or `kcal`.
    public var unit: String
    /// The Daily Value with unit: `20 g`; nil when the nutrient has none.
    public var dailyValue: String?
    /// `limit`, `target` or `reference`; nil without a Daily Value.
    public var kind: String?
    /// Average %DV: `107`; nil without a Daily Value or amount.
    public var percent: String?
    /// `over limit` or `under target`; nil when not flagged.
    public var flag: String?
    public var isOverLimit: Bool
    public var isUnderTarget: Bool
    /// Counted days on which it was flagged, of the counted days: `4 of 6`; nil without a Daily Value.
    public var flaggedDays: String?
    /// Whether the Daily Value came from a custom targets file.
    public var isCustom: Bool

    /// A value with these members, as given.
    public init(
        name: String, amount: String?, unit: String, dailyValue: String?, kind: String?, percent: String?,
        flag: String?, isOverLimit: Bool, isUnderTarget: Bool, flaggedDays: String?, isCustom: Bool
    ) {
        self.name = name
        self.amount = amount
        self.unit = unit
        self.dailyValue = dailyValue
        self.kind = kind
        self.percent = percent
        self.flag = flag
        self.isOverLimit = isOverLimit
        self.isUnderTarget = isUnderTarget
        self.flaggedDays = flaggedDays
        self.isCustom = isCustom
    }
}
