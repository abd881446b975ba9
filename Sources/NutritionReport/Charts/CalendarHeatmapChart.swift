import ChartKit
import NutritionStats

/// Daily energy intake as a calendar: one cell per day of the period, coloured by kcal as a share of
/// the daily goal (diverging around it), days not counted drawn as empty cells. The review report's
/// overview of a long span, and `chart --metric heatmap`.
public enum CalendarHeatmapChart: MetricChartBuilder {
    public static let title = "Intake against goal, day by day"
    public static let kinds: [MetricChartKind] = []

    public static func chart(for figures: PeriodStatistics, style: MetricChartStyle) -> Chart {
        let heatmap = CalendarHeatmap(
            firstDay: ChartDay(dayNumber: figures.range.first.dayNumber),
            values: figures.days.map { $0.isCounted ? $0.intake.totals.kcal : nil },
            center: figures.settings.kcalGoal,
            centerName: "goal of \(ReportNumber.kcal(figures.settings.kcalGoal)) kcal",
            missingLabel: "Not logged",
            weekStart: figures.settings.weekStart == .monday ? 0 : 6)
        return style.chart(.calendarHeatmap(heatmap), title: title, period: figures.range,
                           emptyMessage: "Nothing logged in this period")
    }

    /// A size that shows every week of `days` days legibly, 920 wide (a page's full width): a year or
    /// less in one row of weeks, 240 high; longer spans one row of weeks per calendar year they touch.
    public static func size(days: Int, width: Double = 920) -> Size {
        let years = max(1, Int((Double(days) / 365.25).rounded(.up)) + (days > 366 ? 1 : 0))
        return Size(width: width, height: years <= 1 ? 240 : Double(90 + 100 * years))
    }
}
