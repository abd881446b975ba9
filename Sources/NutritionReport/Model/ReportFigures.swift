import NutritionData
import NutritionStats

/// The engine's figures a report is made of: the period's, and those of the period with the four
/// weeks before it (for the macro trend chart).
public struct ReportFigures: Sendable {
    /// Days of history the macro trend chart shows before the period: four weeks.
    public static let historyDays = 28

    /// Every figure of the period.
    public var period: PeriodStatistics
    /// Every figure of the period and the ``historyDays`` days before it.
    public var history: PeriodStatistics
    /// How the period was chosen.
    public var choice: ReportPeriodChoice
    /// First and last day of all the data read; nil without data.
    public var dataSpan: DateRange?

    /// The figures of `range` from `statistics`.
    public init(statistics: NutritionStatistics, range: DateRange, choice: ReportPeriodChoice) {
        self.period = statistics.period(range)
        let start = range.first.adding(days: -Self.historyDays)
        self.history = statistics.period(DateRange(first: start, last: range.last) ?? range)
        self.choice = choice
        self.dataSpan = statistics.dataSpan
    }
}
