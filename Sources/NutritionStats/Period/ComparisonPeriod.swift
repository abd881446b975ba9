import NutritionData

/// The period a report or `stats` is set against (`--compare`).
public enum ComparisonPeriod: Sendable, Hashable {
    /// The period just before, of the same length: the same number of whole calendar months before
    /// when the period is whole months (a year against the year before, a month against the month
    /// before), else the same number of days.
    case previous
    /// Any other days.
    case range(DateRange)

    /// The days to compare `range` with.
    ///
    /// - Throws: ``NoPreviousPeriod`` when the period just before `range` would begin before
    ///   0001-01-01, the first day NutriStats has.
    public func resolve(against range: DateRange) throws(NoPreviousPeriod) -> DateRange {
        switch self {
        case .range(let other):
            return other
        case .previous:
            let first = range.first
            let last = range.last
            let startsMonth = first.day == 1
            let endsMonth = last.day == LocalDate.daysIn(month: last.month, year: last.year)
            if startsMonth && endsMonth {
                let months = (last.year - first.year) * 12 + last.month - first.month + 1
                let index = first.year * 12 + (first.month - 1) - months
                if let start = LocalDate(year: index / 12, month: index % 12 + 1, day: 1),
                    let shifted = DateRange(first: start, last: first.adding(days: -1))
                {
                    return shifted
                }
            }
            let start = first.adding(days: -range.dayCount)
            guard start >= LocalDate.earliest, let shifted = DateRange(first: start, last: first.adding(days: -1))
            else {
                throw NoPreviousPeriod(range: range)
            }
            return shifted
        }
    }
}

/// `--compare previous` of a period so early that the one before it would begin before 0001-01-01.
public struct NoPreviousPeriod: Error, Sendable, Hashable {
    /// The period that has no previous one.
    public let range: DateRange

    public init(range: DateRange) {
        self.range = range
    }
}
