import ChartKit
import NutritionStats

/// Steps per day (days without step data stay empty), with the steps goal as a dashed line.
public enum StepsChart: MetricChartBuilder {
    public static let title = "Steps"
    public static let kinds: [MetricChartKind] = [.bar, .line]

    public static func chart(for figures: PeriodStatistics, style: MetricChartStyle) -> Chart {
        let values = figures.days.map { $0.activity?.steps }
        let series = [DataSeries(name: "Steps", values: values, color: style.theme.palette[2])]
        let goal = figures.settings.stepsGoal
        let lines = [
            ReferenceLine(value: goal, label: "Goal " + ReportNumber.steps(goal), showsValue: false, pattern: .dashed)
        ]
        let axis = ValueAxis(title: "steps", format: .whole, includesZero: true)
        let content = style.dailyContent(
            kinds, figures: figures, series: series, axis: axis, referenceLines: lines, valueLabels: true)
        return style.chart(content, title: title, period: figures.range, emptyMessage: "No step data in this period")
    }
}
