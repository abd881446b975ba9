import NutritionData

/// The figures of a review of a long span: the span's own, and those of each calendar month,
/// quarter and week in it (clipped to the span), its longest streaks and gaps, and the nutrients
/// the span flags.
///
/// Every slice's figures are those ``NutritionStatistics/period(_:)`` gives for that slice, so a
/// month's average kcal, budget, %DV and energy balance follow exactly the rules of any other period;
/// they are made with ``NutritionStatistics/periods(_:inside:)``, which works each day out once.
public struct ReviewStatistics: Sendable {
    /// How many streaks and gaps the review lists.
    public static let runLimit = 3

    /// Every figure of the whole span.
    public var span: PeriodStatistics
    /// Each calendar month touching the span, clipped to it.
    public var months: [PeriodStatistics]
    /// Each calendar quarter touching the span, clipped to it.
    public var quarters: [PeriodStatistics]
    /// Each calendar week touching the span, clipped to it.
    public var weeks: [PeriodStatistics]
    /// The longest streaks and gaps inside the span.
    public var runs: LoggingRuns

    /// The review of `range`.
    public init(statistics: NutritionStatistics, range: DateRange) {
        let months = CalendarSlices.months(of: range)
        let quarters = CalendarSlices.quarters(of: range)
        let weeks = CalendarSlices.weeks(of: range, weekStart: statistics.settings.weekStart)
        var figures = statistics.periods([range] + months + quarters + weeks, inside: range)[...]
        let span = figures.removeFirst()
        self.span = span
        self.months = Array(figures.prefix(months.count))
        self.quarters = Array(figures.dropFirst(months.count).prefix(quarters.count))
        self.weeks = Array(figures.suffix(weeks.count))
        self.runs = LoggingRuns(range: range, logged: span.days.map(\.isLogged), limit: Self.runLimit)
    }

    /// The nutrients (not energy) whose average over the span is over their limit or under their
    /// target: those over a limit first, then those under a target, each in Daily Value table order.
    public var flaggedNutrients: [Nutrient] {
        let flagged = span.dailyValueReadings.filter { $0.flag != nil && $0.nutrient != .calories }
        return (flagged.filter { $0.flag == .overLimit } + flagged.filter { $0.flag != .overLimit }).map(\.nutrient)
    }
}

extension PeriodStatistics {
    /// Logged days as a share of the period's days (0 … 1).
    public var loggingRate: Double { Double(intake.loggedDays) / Double(max(1, range.dayCount)) }

    /// The average %Daily Value of `nutrient` per counted day; nil when unknown or without a Daily Value.
    public func percentOfDailyValue(_ nutrient: Nutrient) -> Double? {
        dailyValueReadings.first { $0.nutrient == nutrient }?.percent
    }
}
