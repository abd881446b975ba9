import NutritionData

/// The period a command reports on, as the user chose it on the command line.
public enum PeriodSelection: Sendable, Hashable {
    /// One day.
    case day(LocalDate)
    /// The calendar week holding the date (Monday or Sunday start).
    case week(containing: LocalDate)
    /// A calendar month.
    case month(year: Int, month: Int)
    /// Any closed range of days.
    case range(DateRange)
    /// The last `n` days, ending on the latest day of the data.
    case lastDays(Int)
    /// Everything from the first to the last day of the data.
    case all

    /// The days this selection covers.
    ///
    /// `dataSpan` is the span of the data read (first and last day with any entry or activity); the
    /// selections that depend on it (``lastDays(_:)`` and ``all``) give nil when there is no data.
    public func resolve(dataSpan: DateRange?, weekStart: WeekStart = .monday) -> DateRange? {
        switch self {
        case .day(let date):
            return DateRange(day: date)
        case .week(let date):
            return weekStart.week(containing: date)
        case .month(let year, let month):
            guard let first = LocalDate(year: year, month: month, day: 1) else { return nil }
            return DateRange(first: first, last: first.adding(days: LocalDate.daysIn(month: month, year: year) - 1))
        case .range(let range):
            return range
        case .lastDays(let n):
            guard let span = dataSpan, n >= 1 else { return nil }
            return DateRange(first: span.last.adding(days: -(n - 1)), last: span.last)
        case .all:
            return dataSpan
        }
    }
}
