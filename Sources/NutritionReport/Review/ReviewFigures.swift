import NutritionData
import NutritionStats

/// The engine's figures a review report is made of: the span's review, the compared period's
/// review when there is one, and how the span was chosen.
public struct ReviewFigures: Sendable {
    public var review: ReviewStatistics
    /// The review of the compared period (`--compare`); nil without one.
    public var compared: ReviewStatistics?
    public var choice: ReportPeriodChoice
    /// Whether the report lists every entry (`--with-food-log`).
    public var withFoodLog: Bool

    /// The figures of `range` (and of `compareRange`) from `statistics`.
    public init(
        statistics: NutritionStatistics, range: DateRange, compareRange: DateRange? = nil,
        choice: ReportPeriodChoice, withFoodLog: Bool = false
    ) {
        self.review = ReviewStatistics(statistics: statistics, range: range)
        self.compared = compareRange.map { ReviewStatistics(statistics: statistics, range: $0) }
        self.choice = choice
        self.withFoodLog = withFoodLog
    }
}
