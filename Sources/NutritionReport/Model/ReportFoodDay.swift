/// One day of the food log.
public struct ReportFoodDay: Sendable, Equatable {
    /// `2026-11-15`.
    public var date: String
    /// `Sun 15 Nov`.
    public var label: String
    /// Whether anything was logged.
    public var logged: Bool
    /// Logged kcal of the day: `2,310`.
    public var kcal: String
    /// Entries: `14`.
    public var entries: String
    /// Entries with their noun, for headings: `1 entry`, `14 entries`.
    public var entriesText: String
    /// Share of kcal with known nutrients, whole percent; nil without kcal.
    public var coverage: String?
    /// Whether coverage is below 100 %.
    public var coverageIsPartial: Bool
    /// Meals in time order.
    public var meals: [ReportMeal]

    /// A value with these members, as given.
    public init(
        date: String, label: String, logged: Bool, kcal: String, entries: String, entriesText: String,
        coverage: String?,
        coverageIsPartial: Bool, meals: [ReportMeal]
    ) {
        self.date = date
        self.label = label
        self.logged = logged
        self.kcal = kcal
        self.entries = entries
        self.entriesText = entriesText
        self.coverage = coverage
        self.coverageIsPartial = coverageIsPartial
        self.meals = meals
    }
}
