import ChartKit
import NutritionData
import NutritionPresentation
import NutritionStats

/// The charts of a weekly report, in order: daily kcal, macros over the period and the four weeks
/// before, macro split, %Daily Value, intake against energy spent, and steps.
public enum ReportCharts {
    /// One chart of the report: what templates see, and the ChartKit chart to draw.
    public struct Entry: Sendable {
        public var info: ReportChartInfo
        public var chart: Chart
    }

    /// The charts of `figures` in `theme`.
    public static func entries(for figures: ReportFigures, theme: Theme = .light) -> [Entry] {
        infos(for: figures).map { info, metric, source in
            Entry(info: info, chart: metric.chart(for: source, style: MetricChartStyle(theme: theme)))
        }
    }

    private static func infos(for figures: ReportFigures) -> [(
        info: ReportChartInfo, metric: MetricChart, figures: PeriodStatistics
    )] {
        let period = figures.period
        let settings = period.settings
        let label = DateText.range(period.range)
        let goal = ReportNumber.kcal(settings.kcalGoal)
        let average = period.intake.average.map { "; average " + ReportNumber.kcal($0.kcal) + " kcal a day" } ?? ""
        let split =
            period.macroSplit.map {
                "carbs \(ReportNumber.percent($0.carbsPercent)) %, protein \(ReportNumber.percent($0.proteinPercent)) %, "
                    + "fat \(ReportNumber.percent($0.fatPercent)) % of the kcal from macronutrients"
            } ?? "no nutrient data"
        let flagged = period.dailyValueReadings.filter { $0.flag != nil && $0.nutrient != .calories }.map(
            \.nutrient.displayName)
        let flags = flagged.isEmpty ? "nothing flagged" : "flagged: " + flagged.joined(separator: ", ")
        func entry(_ metric: MetricChart, _ text: String, _ source: PeriodStatistics) -> (
            ReportChartInfo, MetricChart, PeriodStatistics
        ) {
            (
                ReportChartInfo(
                    id: metric.rawValue, title: metric.title, description: text, file: "charts/\(metric.rawValue).png"),
                metric, source
            )
        }
        return [
            entry(
                .kcal, "Bars of the kcal logged each day, \(label), against the goal of \(goal) kcal\(average).", period
            ),
            entry(
                .macros,
                "Lines of carbohydrate, protein and fat in grams per day, \(DateText.range(figures.history.range)) "
                    + "(the period and the \(ReportFigures.historyDays / 7) weeks before it); gaps are days without nutrient data.",
                figures.history),
            entry(.macroSplit, "Donut of the period's energy split: \(split).", period),
            entry(
                .dv,
                "Horizontal bars of average intake per day as % of the Daily Value (\(settings.dailyValues.name)), "
                    + "against 100 %; \(flags).", period),
            entry(
                .energy,
                "Bars of intake and energy spent (active + resting) per day, \(label); days without "
                    + "energy data have no bars.", period),
            entry(
                .steps,
                "Bars of steps per day, \(label), against the goal of \(ReportNumber.steps(settings.stepsGoal)) steps.",
                period),
        ]
    }
}
