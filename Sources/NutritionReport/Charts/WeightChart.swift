import ChartKit
import NutritionData
import NutritionPresentation
import NutritionStats

/// Body weight over a period (`chart --metric weight`): each day's weigh-in as a point, the trend
/// weight as a line through them, and the goal as a dashed line. Weights in the unit asked.
public enum WeightChart {
    public static let title = "Body weight"
    /// The metric's name for `chart --metric`.
    public static let id = "weight"

    /// The chart of `body` (its days line up with `figures`' days) in `unit`.
    public static func chart(body: BodyFigures, figures: PeriodStatistics, unit: WeightUnit, style: MetricChartStyle)
        -> Chart
    {
        let readings = body.days.map { $0.weight?.weight.map(unit.amount(fromKilograms:)) }
        let trend = body.days.map { $0.trend.map(unit.amount(fromKilograms:)) }
        let series = [
            DataSeries(name: "Weigh-ins", values: readings, color: style.theme.palette[0], mark: .points),
            DataSeries(name: "Trend", values: trend, color: style.theme.palette[1]),
        ]
        let goal = body.request.goal.map { goal in
            ReferenceLine(
                value: unit.amount(fromKilograms: goal.kilograms),
                label: "Goal " + WeightRateText.weight(goal.kilograms, unit: unit), showsValue: false, pattern: .dashed)
        }
        let content = ChartContent.lines(
            LineChart(
                x: figures.chartDays, series: series, valueAxis: ValueAxis(title: unit.symbol, format: .plain),
                markers: .never,
                referenceLines: goal.map { [$0] } ?? []))
        return style.chart(content, title: title, period: figures.range, emptyMessage: "No weigh-in in this period")
    }
}
