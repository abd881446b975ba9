import ChartKit
import NutritionStats

/// Intake against energy spent (active + resting) per day, side by side. A day without a balance
/// (not counted, or nothing known of the energy spent) has no bars.
public enum EnergyBalanceChart: MetricChartBuilder {
    public static let title = "Intake and energy spent"
    public static let kinds: [MetricChartKind] = [.bar, .line]

    public static func chart(for figures: PeriodStatistics, style: MetricChartStyle) -> Chart {
        let series = [
            DataSeries(name: "Intake", values: figures.days.map { $0.energy?.intake }, color: style.theme.palette[0]),
            DataSeries(name: "Spent", values: figures.days.map { $0.energy?.spent }, color: style.theme.palette[1]),
        ]
        let axis = ValueAxis(title: "kcal", format: .whole, includesZero: true)
        let content = style.dailyContent(kinds, figures: figures, series: series, axis: axis, arrangement: .grouped)
        return style.chart(content, title: title, period: figures.range, emptyMessage: "No energy data in this period")
    }
}
