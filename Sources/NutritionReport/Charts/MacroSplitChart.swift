import ChartKit
import NutritionStats

/// The period's energy from carbohydrate, protein and fat (4, 4 and 9 kcal per gram of the period's
/// total grams) as a donut, with the average kcal per counted day in the hole.
///
/// The donut's whole percentages come from ChartKit's largest-remainder method so that they add up
/// to 100; the report's tables round each share on its own (``FigureRounding``), so in the rare case
/// where those add up to 99 or 101 one slice reads one percent apart from the table.
public enum MacroSplitChart: MetricChartBuilder {
    public static let title = "Macro split"
    public static let kinds: [MetricChartKind] = []

    public static func chart(for figures: PeriodStatistics, style: MetricChartStyle) -> Chart {
        var slices: [PieSlice] = []
        if let split = figures.macroSplit {
            let kcal = [split.carbsKcal, split.proteinKcal, split.fatKcal]
            slices = zip(MacroTrendChart.macros, kcal).map { macro, value in
                PieSlice(label: macro.1, value: value, color: style.theme.palette[macro.2])
            }
        }
        let center = figures.intake.average.map { ReportNumber.kcal($0.kcal) + " kcal" }
        let content = ChartContent.pie(PieChart(slices: slices, holeRatio: 0.55, centerLabel: center))
        return style.chart(content, title: title + " (share of kcal)", period: figures.range,
                           emptyMessage: "No nutrient data in this period")
    }
}
