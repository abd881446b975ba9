import NutritionData
import NutritionStats

/// Everything a review report shows — the report of a span longer than ``ReviewReport/thresholdDays``
/// days — ready to print: summary cards, monthly and weekly tables, streaks and gaps, top foods of the
/// span and of each quarter, and (only when asked) the food log. Built only from the engine's
/// figures (``/NutritionStats/ReviewStatistics``), every number written by ``ReportNumber``. Templates see the
/// stored properties by name, as with ``PeriodReport``; docs/report.md lists them.
public struct ReviewReport: Sendable, Equatable {
    /// Spans longer than this many days get a review; up to it, the day-by-day report.
    public static let thresholdDays = 92
    /// Flagged nutrients the cards and tables show at most (the rest are named in the notes).
    public static let nutrientLimit = 4

    /// "Nutrition review".
    public var title: String
    /// The days covered and how they were chosen.
    public var period: ReportPeriod
    /// Goals and tables the figures were computed with.
    public var settings: ReportSettings
    /// The period compared with (`--compare`); nil without a comparison.
    public var comparison: ReviewComparison?
    /// The headline figures, each with its change when compared.
    public var cards: [ReviewCard]
    /// The nutrients flagged over the span: the %DV columns of the tables.
    public var flagged: [ReviewNutrientColumn]
    /// One row per calendar month (the first and last may be partial).
    public var months: [ReviewRow]
    /// One row per calendar week (the first and last may be partial).
    public var weeks: [ReviewRow]
    /// The whole span as a table row.
    public var total: ReviewRow
    /// The longest runs of logged days.
    public var streaks: [ReviewRun]
    /// The longest runs of days without an entry.
    public var gaps: [ReviewRun]
    /// The foods that brought the most kcal over the span.
    public var topFoods: [ReportTopFood]
    /// The top foods of each calendar quarter.
    public var quarters: [ReviewQuarter]
    /// The food log by day, newest first; empty unless asked for (`--with-food-log`).
    public var foodLog: [ReportFoodDay]
    /// Whether the food log was asked for.
    public var hasFoodLog: Bool
    /// Sentences about the figures.
    public var dataNotes: [String]
    /// Sentences about the import.
    public var importNotes: [String]
    /// "NutriStats".
    public var generator: String
    /// The weight and expenditure section; nil unless the report was given body files (`--body`).
    public var body: ReviewBody? = nil
}

/// The period a review is compared with.
public struct ReviewComparison: Sendable, Equatable {
    /// "1 Jan – 31 Dec 2025".
    public var label: String
    public var first: String
    public var last: String
    /// "365".
    public var days: String
    /// "300".
    public var loggedDays: String
}

/// One headline figure: "Average intake 1,950 kcal a day", with its change from the compared period.
public struct ReviewCard: Sendable, Equatable {
    /// Stable name for tests and styling: "average-kcal".
    public var id: String
    public var label: String
    /// The figure, or "–" when unknown.
    public var value: String
    /// The unit or words after the value.
    public var unit: String
    /// What the figure is made of.
    public var detail: String
    /// The change from the compared period ("+120 kcal"); nil without a comparison or when either is unknown.
    public var change: String?
    /// The compared period's figure.
    public var previous: String?
}

/// A %DV column of the tables: a flagged nutrient.
public struct ReviewNutrientColumn: Sendable, Equatable {
    public var name: String
    /// "limit" or "target".
    public var kind: String
}

/// One month, week or the whole span as a table row.
public struct ReviewRow: Sendable, Equatable {
    /// "Jan 2026", "5–11 Jan 2026".
    public var label: String
    public var first: String
    public var last: String
    /// Calendar days in the row (fewer than a whole month or week at the span's edges).
    public var days: String
    public var isPartial: Bool
    public var loggedDays: String
    /// Logged days as a share of the days, in %.
    public var loggingRate: String
    /// Average kcal per counted day; nil when no day is counted.
    public var averageKcal: String?
    /// Goal × counted days − intake (+ activity credit); nil when no day is counted.
    public var budgetBalance: String?
    public var isOverBudget: Bool
    /// The flagged nutrients' average %DV per counted day, in ``ReviewReport/flagged`` order.
    public var dailyValues: [ReviewCell]
    /// Intake − spent over the days with a balance; nil without such days.
    public var netKcal: String?
    /// Net per day with a balance.
    public var averageNetKcal: String?
    /// Average steps per day with steps; nil without step data.
    public var steps: String?
    /// Changes from the compared period's row at the same position; nil without a comparison.
    public var change: ReviewRowChange?
}

/// One %DV cell.
public struct ReviewCell: Sendable, Equatable {
    /// "132", or nil when unknown.
    public var percent: String?
    /// Over the nutrient's limit (a limit whose %DV is above 100).
    public var isOverLimit: Bool
    /// Under the nutrient's target (a target whose %DV is below 100).
    public var isUnderTarget: Bool
}

/// The changes of a row from its counterpart in the compared period (the same month of the year
/// before, say): this row's figure minus the other's, "–" when either is unknown. (Never nil: a
/// template section of a missing value would find the row's own figure instead.)
public struct ReviewRowChange: Sendable, Equatable {
    /// The counterpart's label ("Jan 2025").
    public var label: String
    public var averageKcal: String
    public var budgetBalance: String
    public var loggingRate: String
    public var averageNetKcal: String
    public var steps: String
}

/// A streak or a gap.
public struct ReviewRun: Sendable, Equatable {
    /// "45 days".
    public var days: String
    /// "3 Feb – 19 Mar 2026".
    public var label: String
    public var first: String
    public var last: String
}

/// The top foods of one quarter.
public struct ReviewQuarter: Sendable, Equatable {
    /// "Q1 2026" (with the days when partial).
    public var label: String
    public var loggedDays: String
    public var foods: [ReportTopFood]
}
