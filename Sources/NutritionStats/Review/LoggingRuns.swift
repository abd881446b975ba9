import NutritionData

/// The longest runs of logged days (streaks) and of unlogged days (gaps) inside a period, longest
/// first (the earlier on a tie). Unlike ``Streaks``, runs are cut at the period's edges: a review
/// of a year speaks of that year only.
public struct LoggingRuns: Sendable, Equatable {
    /// Runs of consecutive logged days, longest first, at most the limit given.
    public var streaks: [DateRange]
    /// Runs of consecutive days without an entry, longest first, at most the limit given.
    public var gaps: [DateRange]

    /// The runs of `days` (one flag per day of `range`, true when logged), at most `limit` of each.
    public init(range: DateRange, logged days: [Bool], limit: Int) {
        var streaks: [DateRange] = []
        var gaps: [DateRange] = []
        var runStart = 0
        for index in 0...days.count where index == days.count || (index > 0 && days[index] != days[index - 1]) {
            if index > runStart,
                let run = DateRange(
                    first: range.first.adding(days: runStart),
                    last: range.first.adding(days: index - 1))
            {
                if days[runStart] { streaks.append(run) } else { gaps.append(run) }
            }
            runStart = index
        }
        func longest(_ runs: [DateRange]) -> [DateRange] {
            Array(
                runs.enumerated().sorted { a, b in
                    a.element.dayCount != b.element.dayCount
                        ? a.element.dayCount > b.element.dayCount : a.offset < b.offset
                }.prefix(max(0, limit)).map(\.element))
        }
        self.streaks = longest(streaks)
        self.gaps = longest(gaps)
    }
}
