import ChartKit
import ChartKitCairo
import NutritionPresentation
import NutritionStats

/// The report's second %DV chart: average intake per counted day as %Daily Value of every vitamin and
/// mineral with a Daily Value and a known amount (the vitamins and minerals section's, in its order),
/// one horizontal bar each against a dashed 100 % line, flagged as the %DV chart flags them. A lower
/// bound (not every entry reports the nutrient) is drawn as a lighter bar with a dashed outline and
/// its value written `≥ 45 %`; under a target it is not flagged under but written `? maybe under`
/// (``/ChartKit/HorizontalBarRow/isLowerBound``). The chart is as tall as its rows need
/// (``size(of:width:minimumHeight:)``), so every row keeps its label at 30 and more rows.
public enum VitaminsAndMineralsChart {
    public static let title = "Vitamins and minerals (average per day)"
    /// The chart's id and file name in reports: `charts/vitamins-minerals.png`.
    public static let id = "vitamins-minerals"

    /// The chart of `readings` (the section's, ``ReportVitaminsAndMinerals``) over `period`, in `style`.
    public static func chart(for readings: [NutrientReading], period: PeriodStatistics, style: MetricChartStyle)
        -> Chart
    {
        let rows = readings.compactMap { reading -> HorizontalBarRow? in
            guard let dailyValue = reading.dailyValue, let percent = reading.percent else { return nil }
            let goal: HorizontalBarRow.Goal =
                switch dailyValue.kind {
                case .limit: .limit
                case .target: .target
                case .reference: .none
                }
            return HorizontalBarRow(
                label: reading.nutrient.displayName, value: percent, goal: goal,
                isLowerBound: reading.intake.isLowerBound)
        }
        let content = ChartContent.horizontalBars(
            HorizontalBarChart(
                rows: rows, reference: 100, referenceLabel: "100 %",
                valueFormat: ValueFormat(style: .percent, decimals: 0),
                axisTitle: "% Daily Value (\(period.settings.dailyValues.name))"))
        return style.chart(
            content, title: title, period: period.range,
            emptyMessage: "No vitamin or mineral with a Daily Value in this period")
    }

    /// The canvas of `chart` at `width`: tall enough for a line per row
    /// (``/ChartKit/Chart/labelledRowsHeight(width:measurer:)``), and at least `minimumHeight`.
    static func size(of chart: Chart, width: Double, minimumHeight: Double) -> Size {
        let rows = chart.labelledRowsHeight(width: width, measurer: CairoTextMeasurer()) ?? minimumHeight
        return Size(width: width, height: Swift.max(minimumHeight, rows))
    }
}
