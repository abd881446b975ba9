import ChartKit
import NutritionStats

/// Daily energy intake: one bar per day (not-counted days stay empty), the daily goal as a dashed
/// line and the period's average per counted day as a dotted one.
public enum DailyKcalChart: MetricChartBuilder {
    public static let title = "Energy intake"
    public static let kinds: [MetricChartKind] = [.bar, .line]

    public static func chart(for figures: PeriodStatistics, style: MetricChartStyle) -> Chart {
        let values = figures.days.map { $0.isCounted ? $0.intake.totals.kcal : nil }
        let series = [DataSeries(name: "Intake", values: values, color: style.theme.palette[0])]
        var lines = [
            ReferenceLine(
                value: figures.settings.kcalGoal,
                label: "Goal " + ReportNumber.kcal(figures.settings.kcalGoal), showsValue: false,
                pattern: .dashed)
        ]
        if let average = figures.intake.average?.kcal {
            lines.append(
                ReferenceLine(
                    value: average, label: "Average " + ReportNumber.kcal(average), showsValue: false,
                    pattern: .dotted, color: style.theme.palette[3]))
        }
        let axis = ValueAxis(title: "kcal", format: .whole, includesZero: true)
        let content = style.dailyContent(
            kinds, figures: figures, series: series, axis: axis, referenceLines: lines, valueLabels: true)
        return style.chart(content, title: title, period: figures.range, emptyMessage: "Nothing logged in this period")
    }
}
