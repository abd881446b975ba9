import NutritionStats

/// The days a report covers, written for people.
public struct ReportPeriod: Sendable, Equatable {
    /// `2026-11-09`.
    public var first: String
    /// `2026-11-15`.
    public var last: String
    /// `9–15 Nov 2026`.
    public var label: String
    /// `Monday 9 November 2026 – Sunday 15 November 2026`.
    public var longLabel: String
    /// Calendar days in the period: `7`.
    public var days: String
    /// Days with at least one entry: `6`.
    public var loggedDays: String
    /// How the period was chosen: `the last complete week in the data`, `week`, `range`.
    public var choice: String
    /// Whether the period is one calendar week.
    public var isWeek: Bool

    /// A value with these members, as given.
    public init(
        first: String, last: String, label: String, longLabel: String, days: String, loggedDays: String,
        choice: String, isWeek: Bool
    ) {
        self.first = first
        self.last = last
        self.label = label
        self.longLabel = longLabel
        self.days = days
        self.loggedDays = loggedDays
        self.choice = choice
        self.isWeek = isWeek
    }
}
