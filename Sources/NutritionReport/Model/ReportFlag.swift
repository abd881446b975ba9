/// A nutrient over its limit or under its target on average.
public struct ReportFlag: Sendable, Equatable {
    /// `Sodium`.
    public var name: String
    /// Average per counted day with unit: `3,120 mg`.
    public var amount: String
    /// The Daily Value with unit: `2,300 mg`.
    public var dailyValue: String
    /// Average %DV: `136`.
    public var percent: String
    /// `over limit` or `under target`.
    public var flag: String
    /// Counted days flagged: `5 of 6`.
    public var flaggedDays: String
    /// Where it came from: `41 % from Ramen; 12 % from Soy sauce; 9 % from Bread`; nil when no entry
    /// reports it.
    public var sources: String?

    /// A value with these members, as given.
    public init(
        name: String, amount: String, dailyValue: String, percent: String, flag: String, flaggedDays: String,
        sources: String? = nil
    ) {
        self.sources = sources
        self.name = name
        self.amount = amount
        self.dailyValue = dailyValue
        self.percent = percent
        self.flag = flag
        self.flaggedDays = flaggedDays
    }
}
