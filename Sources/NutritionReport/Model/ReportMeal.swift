/// A meal of the food log (see `Meal`: entries logged at the same time, or in a meal a food log names).
public struct ReportMeal: Sendable, Equatable {
    /// `08:15`; `–` when the food log gives no time.
    public var time: String
    /// The meal's heading: the name a food log gives it (`Breakfast`), else `Meal`.
    public var title: String
    /// The meal's logged kcal: `540`.
    public var kcal: String
    /// Share of kcal with known nutrients, whole percent; nil without kcal.
    public var coverage: String?
    /// Whether coverage is below 100 %.
    public var coverageIsPartial: Bool
    /// The foods in the order they were logged.
    public var foods: [ReportFood]

    /// A value with these members, as given.
    public init(
        time: String, title: String = "Meal", kcal: String, coverage: String?, coverageIsPartial: Bool,
        foods: [ReportFood]
    ) {
        self.time = time
        self.title = title
        self.kcal = kcal
        self.coverage = coverage
        self.coverageIsPartial = coverageIsPartial
        self.foods = foods
    }
}
