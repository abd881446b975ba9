import ChartKit
import NutritionStats

/// Average intake per counted day as %Daily Value, one horizontal bar per nutrient with a known
/// amount, against a dashed 100 % line. Limits above 100 % and targets below it are flagged by
/// colour, pattern and text ("▲ over", "▼ under"); a lower bound is a lighter bar with a dashed outline
/// and a `≥` value, and under a target reads "? maybe under" rather than "▼ under", as the tables word it.
/// Energy is left out (it has its own chart).
public enum DailyValueChart: MetricChartBuilder {
    public static let title = "Daily Values (average per day)"
    public static let kinds: [MetricChartKind] = []

    public static func chart(for figures: PeriodStatistics, style: MetricChartStyle) -> Chart {
        let content = ChartContent.horizontalBars(
            HorizontalBarChart(
                rows: rows(for: figures), reference: 100, referenceLabel: "100 %",
                valueFormat: ValueFormat(style: .percent, decimals: 0),
                axisTitle: "% Daily Value (\(figures.settings.dailyValues.name))"))
        return style.chart(
            content, title: title, period: figures.range, emptyMessage: "No nutrient data in this period")
    }

    /// The chart's rows: every nutrient but energy with a known %DV, judged by its Daily Value's kind, a
    /// lower bound where the reading is one.
    static func rows(for figures: PeriodStatistics) -> [HorizontalBarRow] {
        figures.dailyValueReadings.compactMap { reading -> HorizontalBarRow? in
            guard reading.nutrient != .calories, let percent = reading.percent else { return nil }
            let goal: HorizontalBarRow.Goal
            switch reading.dailyValue.kind {
            case .limit: goal = .limit
            case .target: goal = .target
            case .reference: goal = .none
            }
            return HorizontalBarRow(
                label: reading.nutrient.displayName, value: percent, goal: goal, isLowerBound: reading.isLowerBound)
        }
    }
}
