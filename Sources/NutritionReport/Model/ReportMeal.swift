/// Entries logged at the same time.
public struct ReportMeal: Sendable, Equatable {
    /// `08:15`.
    public var time: String
    /// The meal's logged kcal: `540`.
    public var kcal: String
    /// Share of kcal with known nutrients, whole percent; nil without kcal.
    public var coverage: String?
    /// Whether coverage is below 100 %.
    public var coverageIsPartial: Bool
    /// The foods in the order they were logged.
    public var foods: [ReportFood]

    /// A value with these members, as given.
    public init(time: String, kcal: String, coverage: String?, coverageIsPartial: Bool, foods: [ReportFood]) {
        self.time = time
        self.kcal = kcal
        self.coverage = coverage
        self.coverageIsPartial = coverageIsPartial
        self.foods = foods
    }
}
