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

    /// The longest period any command covers: 100 years of days. Every day of a period gets its own
    /// figures, lines or chart bars, so a mistyped range (`--from 0001-01-01`, `--last 99999999`)
    /// would otherwise take minutes and gigabytes. The one limit for every command.
    public static let maximumDays = 36_525

    /// Throws when this selection is longer than ``maximumDays`` before any data is known: the last
    /// N days and a range. The others are checked by ``resolve(dataSpan:weekStart:)``.
    public func checkLength() throws(PeriodTooLong) {
        switch self {
        case .lastDays(let n): try check(days: n, range: nil)
        case .range(let range): try check(days: range.dayCount, range: range)
        case .day, .week, .month, .all: break
        }
    }

    private func check(days: Int, range: DateRange?) throws(PeriodTooLong) {
        guard days <= Self.maximumDays else { throw PeriodTooLong(selection: self, days: days, range: range) }
    }

    /// The days this selection covers, within ``DateRange/calendar`` (years 1 to 9999: a week or the
    /// last N days reaching past them are cut there).
    ///
    /// `dataSpan` is the span of the data read (first and last day with any entry or activity); the
    /// selections that depend on it (``lastDays(_:)`` and ``all``) give nil when there is no data.
    /// Throws ``PeriodTooLong`` when the days are more than ``maximumDays``.
    public func resolve(dataSpan: DateRange?, weekStart: WeekStart = .monday) throws(PeriodTooLong) -> DateRange? {
        try checkLength()
        guard let range = unbounded(dataSpan: dataSpan, weekStart: weekStart)?.clamped(to: .calendar) else {
            return nil
        }
        try check(days: range.dayCount, range: range)
        return range
    }

    /// The days this selection covers, before the calendar's bounds and the length limit.
    private func unbounded(dataSpan: DateRange?, weekStart: WeekStart) -> DateRange? {
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
