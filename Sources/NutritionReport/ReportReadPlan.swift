import NutritionData
import NutritionStats

/// What a report needs read, decided from the flags before any input is read: which activity days,
/// whether it will be a review, and which days are worth reading early, beside the food log.
/// `nutristats report` asks it; the figures are the same as with a full read.
public struct ReportReadPlan: Sendable, Equatable {
    /// The period the flags chose; nil for the default (the last complete week of the data).
    public var chosen: PeriodSelection?
    /// The period the report is set against (`--compare`).
    public var comparison: ComparisonPeriod?
    /// The first day of a week.
    public var weekStart: WeekStart
    /// The body figures' expenditure window; nil without body files.
    public var bodyWindow: ExpenditureWindow?

    /// A plan with these members, as given.
    public init(
        chosen: PeriodSelection?, comparison: ComparisonPeriod? = nil, weekStart: WeekStart,
        bodyWindow: ExpenditureWindow? = nil
    ) {
        self.chosen = chosen
        self.comparison = comparison
        self.weekStart = weekStart
        self.bodyWindow = bodyWindow
    }

    /// Whether the report will be a review, when the flags alone tell
    /// (``ReportRequest/predictedReview(of:comparing:)``).
    public var predictedReview: Bool? { ReportRequest.predictedReview(of: chosen, comparing: comparison != nil) }

    /// The activity days the period (and the compared one) need for a food log of `foodDates`; nil means
    /// every day (``ReportFigures/activityDays(for:foodDates:weekStart:)``,
    /// ``ReviewFigures/activityDays(for:comparing:foodDates:weekStart:)``).
    public func periodDays(foodDates: [LocalDate]) -> ClosedRange<LocalDate>? {
        comparison.map {
            ReviewFigures.activityDays(for: chosen, comparing: $0, foodDates: foodDates, weekStart: weekStart)
        } ?? ReportFigures.activityDays(for: chosen, foodDates: foodDates, weekStart: weekStart)
    }

    /// The activity days to read: the period's (``periodDays(foodDates:)``) and, with body files, the
    /// N − 1 days before them that the expenditure's window reaches.
    public func activityDays(foodDates: [LocalDate]) -> ClosedRange<LocalDate>? {
        let days = periodDays(foodDates: foodDates)
        return bodyWindow.map { BodyFigures.activityDays(days, window: $0) } ?? days
    }

    /// An activity read worth starting before the food log is read, and the days it reads (nil: every day).
    public struct EarlyRead: Sendable, Equatable {
        public var days: ClosedRange<LocalDate>?
    }

    /// The read of the likeliest days — those of ``periodDays(foodDates:)`` when the food log reaches the
    /// chosen period's last day — used only if the food log turns out so. Nil without a chosen period
    /// that the flags alone resolve, and for a review: a year's activity read beside the food log of ten
    /// years held both at once (96 MiB at the peak instead of 80), while a review has time to spare
    /// (docs/performance.md).
    public var earlyRead: EarlyRead? {
        guard predictedReview == false, let chosen, let range = try? chosen.resolve(dataSpan: nil, weekStart: weekStart)
        else { return nil }
        return EarlyRead(days: periodDays(foodDates: [range.last]))
    }

    /// The days the flags chose in `statistics` and how, for ``ReportRequest/period``; nil for the
    /// report's default (the last complete week of the data), or a chosen period with no day in the data.
    public func period(in statistics: NutritionStatistics) throws -> (range: DateRange, choice: ReportPeriodChoice)? {
        guard let chosen, let range = try statistics.resolve(chosen) else { return nil }
        return (range, .chosen(chosen))
    }
}
