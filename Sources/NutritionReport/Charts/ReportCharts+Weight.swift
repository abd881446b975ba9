import ChartKit
import NutritionData
import NutritionPresentation
import NutritionStats

extension ReportCharts {
    /// The weight chart of a review (``WeightChart``): weigh-ins, trend and goal over the span.
    static func weightEntry(_ body: BodyFigures, figures: PeriodStatistics, unit: WeightUnit, theme: Theme = .light)
        -> Entry
    {
        let info = ReportChartInfo(
            id: WeightChart.id, title: WeightChart.title,
            description:
                "Points of each day's first weigh-in (\(body.weighInDays) days) and a line of the trend weight, in "
                + "\(unit.symbol), \(DateText.range(body.range))"
                + (body.request.goal == nil ? "." : ", against the goal."),
            file: "charts/\(WeightChart.id).png")
        return Entry(
            info: info,
            chart: WeightChart.chart(body: body, figures: figures, unit: unit, style: MetricChartStyle(theme: theme)))
    }
}
