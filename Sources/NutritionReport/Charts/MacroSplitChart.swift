import ChartKit
import NutritionStats

/// The period's energy from carbohydrate, protein and fat (4, 4 and 9 kcal per gram of the period's
/// total grams) as a donut, with the average kcal per counted day in the hole.
///
/// The shares are written by ``ReportNumber`` (each rounded on its own by ``/NutritionStats/FigureRounding``, as in
/// every table), not by ChartKit's largest-remainder method, so the donut and the tables always
/// agree; like the tables, the three may add up to 99 or 101.
public enum MacroSplitChart: MetricChartBuilder {
    public static let title = "Macro split"
    public static let kinds: [MetricChartKind] = []

    public static func chart(for figures: PeriodStatistics, style: MetricChartStyle) -> Chart {
        var slices: [PieSlice] = []
        if let split = figures.macroSplit {
            let parts = [
                (split.carbsKcal, split.carbsPercent), (split.proteinKcal, split.proteinPercent),
                (split.fatKcal, split.fatPercent),
            ]
            slices = zip(MacroTrendChart.macros, parts).map { macro, part in
                PieSlice(
                    label: macro.1, value: part.0, color: style.theme.palette[macro.2],
                    shareText: ReportNumber.percent(part.1) + " %")
            }
        }
        let center = figures.intake.average.map { ReportNumber.kcal($0.kcal) + " kcal a day" }
        let content = ChartContent.pie(PieChart(slices: slices, holeRatio: 0.55, centerLabel: center))
        return style.chart(
            content, title: title + " (share of kcal)", period: figures.range,
            emptyMessage: "No nutrient data in this period")
    }
}
