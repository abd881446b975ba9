import NutritionData

/// Logging streaks (runs of consecutive days with at least one entry) as of a day.
///
/// The *anchor* is the earlier of the period's last day and the last day of the data (the last day
/// with entries or activity), so a period running past the data is not broken by days not yet lived.
/// - current: the run that ends on the anchor; none when the anchor is not logged.
/// - longest: the longest run that ends on or before the anchor (a run going on past the anchor is
///   cut there); the earliest on a tie.
/// Both may start before the period: a streak is counted over all the data up to the anchor.
public struct Streaks: Sendable, Equatable {
    /// The day the streaks are counted up to.
    public var anchor: LocalDate
    /// The run ending on the anchor; nil when the anchor is not logged.
    public var current: Streak?
    /// The longest run up to the anchor; nil when no day up to it is logged.
    public var longest: Streak?

    /// The streaks of `loggedDates` (sorted ascending) as of `anchor`.
    public init(loggedDates: [LocalDate], anchor: LocalDate) {
        self.anchor = anchor
        var current: Streak?
        var longest: Streak?
        var runStart: LocalDate?
        var previous: LocalDate?
        func close(_ start: LocalDate, _ end: LocalDate) {
            guard let run = DateRange(first: start, last: end) else { return }
            if longest.map({ run.dayCount > $0.days }) ?? true { longest = Streak(range: run) }
            if end == anchor { current = Streak(range: run) }
        }
        for date in loggedDates where date <= anchor && date != previous {
            if let start = runStart, let last = previous, last.adding(days: 1) != date {
                close(start, last)
                runStart = date
            } else if runStart == nil {
                runStart = date
            }
            previous = date
        }
        if let start = runStart, let last = previous { close(start, last) }
        self.current = current
        self.longest = longest
    }
}
