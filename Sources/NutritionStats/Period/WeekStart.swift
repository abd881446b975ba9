import NutritionData

/// The first day of a calendar week.
public enum WeekStart: String, Sendable, Hashable, CaseIterable {
    case monday
    case sunday

    /// The weekday weeks begin on.
    public var weekday: Weekday { self == .monday ? .monday : .sunday }

    /// The week (seven days) holding `date`.
    public func week(containing date: LocalDate) -> DateRange {
        // Weekday raw values: Monday 1 … Sunday 7.
        let offset: Int
        switch self {
        case .monday: offset = date.weekday.rawValue - 1
        case .sunday: offset = date.weekday.rawValue % 7
        }
        let start = date.adding(days: -offset)
        return DateRange(first: start, last: start.adding(days: 6))!
    }
}

extension WeekStart {
    /// `monday` or `sunday` in any case, as `--week-start` and the configuration file take it.
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
