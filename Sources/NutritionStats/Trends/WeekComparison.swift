import NutritionData

/// One calendar week's average intake, and its change from the week before (week over week).
///
/// Averages are per counted day (logged days, or every day when unlogged days count as zero) of
/// the whole calendar week, even where the week reaches outside the period looked at.
public struct WeekComparison: Sendable, Equatable {
    /// The calendar week.
    public var week: DateRange
    /// Logged days in the week.
    public var loggedDays: Int
    /// Average kcal per counted day; nil when no day is counted.
    public var averageKcal: Double?
    /// The same for the week before; nil when no day of it is counted.
    public var previousAverageKcal: Double?

    /// A value with these members, as given.
    public init(week: DateRange, loggedDays: Int, averageKcal: Double?, previousAverageKcal: Double?) {
        self.week = week
        self.loggedDays = loggedDays
        self.averageKcal = averageKcal
        self.previousAverageKcal = previousAverageKcal
    }

    /// `averageKcal − previousAverageKcal`; nil when either is unknown.
    public var change: Double? {
        guard let averageKcal, let previousAverageKcal else { return nil }
        return averageKcal - previousAverageKcal
    }

    /// ``change`` as a percentage of the previous week's average; nil when that is unknown or 0.
    public var changePercent: Double? {
        guard let change, let previousAverageKcal, previousAverageKcal != 0 else { return nil }
        return change * 100 / previousAverageKcal
    }
}
