import NutritionData

/// A range cut into calendar months, quarters or weeks, each slice clipped to the range (so the first
/// and last may be partial). The slices cover the range exactly, in order, without overlap.
public enum CalendarSlices {
    /// The calendar months touching `range`.
    public static func months(of range: DateRange) -> [DateRange] {
        slices(of: range) { date in
            let first = LocalDate(year: date.year, month: date.month, day: 1) ?? date
            return first.adding(days: LocalDate.daysIn(month: date.month, year: date.year))
        }
    }

    /// The calendar quarters (January–March, April–June, …) touching `range`.
    public static func quarters(of range: DateRange) -> [DateRange] {
        slices(of: range) { date in
            let startMonth = (date.month - 1) / 3 * 3 + 1
            let nextMonth = startMonth + 3
            return
                (nextMonth > 12
                ? LocalDate(year: date.year + 1, month: 1, day: 1)
                : LocalDate(year: date.year, month: nextMonth, day: 1)) ?? date.adding(days: 92)
        }
    }

    /// The calendar weeks (starting on `weekStart`) touching `range`.
    public static func weeks(of range: DateRange, weekStart: WeekStart) -> [DateRange] {
        slices(of: range) { date in weekStart.week(containing: date).last.adding(days: 1) }
    }

    /// Consecutive slices of `range`: each starts where the one before ended and ends the day before
    /// `next(start)` (or on the range's last day).
    private static func slices(of range: DateRange, next: (LocalDate) -> LocalDate) -> [DateRange] {
        var result: [DateRange] = []
        var start = range.first
        while start <= range.last {
            let following = max(next(start), start.adding(days: 1))
            let end = min(following.adding(days: -1), range.last)
            if let slice = DateRange(first: start, last: end) { result.append(slice) }
            start = following
        }
        return result
    }
}
