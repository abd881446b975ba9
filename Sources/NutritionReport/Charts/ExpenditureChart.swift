import ChartKit
import NutritionData
import NutritionPresentation
import NutritionStats

/// Energy spent over a period (`chart --metric expenditure`): the expenditure from intake and the scale
/// as a line inside its 80 % interval (shaded), the devices' measured spent energy as a line, and each
/// counted day's intake as a bar under them (``ChartKit/DataSeries/Mark/bars``).
public enum ExpenditureChart {
    public static let title = "Energy spent: the scale and the devices"
    /// The metric's name for `chart --metric`.
    public static let id = "expenditure"

    /// The chart of `body` (its days line up with `figures`' days).
    public static func chart(body: BodyFigures, figures: PeriodStatistics, style: MetricChartStyle) -> Chart {
        let estimates = body.days.map { try? $0.expenditure.get() }
        let intake = figures.countedIntakeKcal
        let measured = figures.measuredSpentKcal
        let series = [
            DataSeries(
                name: "From the scale", values: estimates.map { $0?.kilocaloriesPerDay }, color: style.theme.palette[0]),
            DataSeries(name: "Devices", values: body.days.map { measured[$0.date] }, color: style.theme.palette[1]),
            DataSeries(
                name: "Intake", values: body.days.map { intake[$0.date] }, color: style.theme.palette[2], mark: .bars),
        ]
        let interval = SeriesRange(
            name: "80 % interval", lower: estimates.map { $0?.interval80.lowerBound },
            upper: estimates.map { $0?.interval80.upperBound }, color: style.theme.palette[0])
        let content = ChartContent.lines(
            LineChart(
                x: figures.chartDays, series: series, valueAxis: ValueAxis(title: "kcal a day", format: .whole),
                markers: .never, ranges: [interval]))
        return style.chart(
            content, title: title, period: figures.range,
            emptyMessage: "No intake, weigh-ins or measured energy in this period")
    }
}
