import ChartKit
import NutritionData
import NutritionStats

/// Carbohydrate, protein and fat in grams per day. A day without known nutrients
/// (``/NutritionStats/DayStatistics/nutrients``: not counted, or logged without food objects) is a gap;
/// a day without entries that counts as zero is a zero, as in the kcal chart and `stats`.
public enum MacroTrendChart: MetricChartBuilder {
    public static let title = "Carbs, protein and fat"
    public static let kinds: [MetricChartKind] = [.line, .bar]

    /// The three macronutrients with their colours' palette positions (carbs blue, protein green,
    /// fat orange — the same in every chart of a report).
    static let macros: [(Nutrient, String, Int)] = [(.carbs, "Carbs", 0), (.protein, "Protein", 2), (.fat, "Fat", 1)]

    public static func chart(for figures: PeriodStatistics, style: MetricChartStyle) -> Chart {
        let series = macros.map { nutrient, name, colour in
            DataSeries(
                name: name,
                values: figures.days.map { day in
                    day.nutrients?.known(nutrient)
                }, color: style.theme.palette[colour])
        }
        let axis = ValueAxis(title: "g per day", includesZero: true)
        let content = style.dailyContent(kinds, figures: figures, series: series, axis: axis, arrangement: .stacked)
        return style.chart(
            content, title: title, period: figures.range, emptyMessage: "No nutrient data in this period")
    }
}
