import ChartKit
import ChartKitCairo
import NutritionData
import NutritionStats

/// Daily energy intake as a calendar: one cell per day of the period, coloured by kcal as a share of
/// the daily goal (diverging around it), days not counted drawn as empty cells. The review report's
/// overview of a long span, and `chart --metric heatmap`.
public enum CalendarHeatmapChart: MetricChartBuilder {
    public static let title = "Intake against goal, day by day"
    public static let kinds: [MetricChartKind] = []

    /// The most calendar years a heatmap shows: one row of weeks a year, 50 rows are about 13,400
    /// pixels high at the report's width and scale, below a PNG's 16,384 (60 years would not fit).
    public static let maximumYears = 50

    /// The days a heatmap of `range` shows: all of it, or its last ``maximumYears`` calendar years.
    public static func shownRange(_ range: DateRange) -> DateRange {
        guard range.last.year - range.first.year + 1 > maximumYears,
            let start = LocalDate(year: range.last.year - maximumYears + 1, month: 1, day: 1),
            let shown = DateRange(first: start, last: range.last)
        else { return range }
        return shown
    }

    public static func chart(for figures: PeriodStatistics, style: MetricChartStyle) -> Chart {
        let shown = shownRange(figures.range)
        let days = figures.days.suffix(shown.dayCount)
        let heatmap = CalendarHeatmap(
            firstDay: ChartDay(dayNumber: shown.first.dayNumber),
            values: days.map { $0.isCounted ? $0.intake.totals.kcal : nil },
            center: figures.settings.kcalGoal,
            centerName: "goal of \(ReportNumber.kcal(figures.settings.kcalGoal)) kcal",
            missingLabel: "Not logged",
            weekStart: figures.settings.weekStart == .monday ? 0 : 6)
        let shownTitle = shown == figures.range ? title : title + " (its last \(maximumYears) years)"
        return style.chart(
            .calendarHeatmap(heatmap), title: shownTitle, period: shown,
            emptyMessage: "Nothing logged in this period")
    }

    /// The least height of a heatmap, so an empty one still has room for its message.
    public static let minimumHeight = 160.0

    /// The size that shows every week of `chart` (a heatmap) as large as `width` allows: a year or
    /// less in one row of weeks, longer spans one row of weeks per calendar year they touch, each cell
    /// square, so the grid fills the width whatever the span (`Chart.fittedHeight(width:measurer:)`,
    /// measured with the text the chart is drawn with), and never less than ``minimumHeight``.
    public static func size(of chart: Chart, width: Double = 920) -> Size {
        let fitted = chart.fittedHeight(width: width, measurer: CairoTextMeasurer()) ?? minimumHeight
        return Size(width: width, height: max(minimumHeight, fitted))
    }
}
