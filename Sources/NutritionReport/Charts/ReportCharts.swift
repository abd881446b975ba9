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

    /// The charts of `figures` in `theme`; the vitamins and minerals section's chart last, when the report
    /// has that section (``vitaminsAndMineralsEntry(for:theme:)``).
    public static func entries(for figures: ReportFigures, theme: Theme = .light) -> [Entry] {
        infos(for: figures).map { info, metric, source in
            Entry(info: info, chart: metric.chart(for: source, style: MetricChartStyle(theme: theme)))
        } + [vitaminsAndMineralsEntry(for: figures, theme: theme)].compactMap { $0 }
    }

    /// The vitamins and minerals section's chart (``VitaminsAndMineralsChart``); nil when the period has no
    /// vitamin or mineral beyond the 17 (``ReportVitaminsAndMinerals``). It belongs to that section, not to
    /// the report's chart list (``isSectionChart(_:)``).
    public static func vitaminsAndMineralsEntry(for figures: ReportFigures, theme: Theme = .light) -> Entry? {
        let period = figures.period
        guard let readings = ReportVitaminsAndMinerals.readings(of: period) else { return nil }
        let shown = readings.filter { $0.percent != nil }
        let flagged = shown.filter { $0.flag != nil }.map(\.nutrient.displayName)
        let count = Plural.count(shown.count, "vitamin or mineral", "vitamins and minerals")
        let flags = flagged.isEmpty ? "nothing flagged" : "flagged: " + flagged.joined(separator: ", ")
        let lowerBounds = lowerBoundsClause(shown.filter(\.intake.isLowerBound).count)
        let info = ReportChartInfo(
            id: VitaminsAndMineralsChart.id, title: VitaminsAndMineralsChart.title,
            description: "Horizontal bars of average intake per day as % of the Daily Value "
                + "(\(period.settings.dailyValues.name)) of \(count), against 100 %; \(flags)\(lowerBounds).",
            file: "charts/\(VitaminsAndMineralsChart.id).png")
        return Entry(
            info: info,
            chart: VitaminsAndMineralsChart.chart(for: readings, period: period, style: MetricChartStyle(theme: theme)))
    }

    /// How a %DV chart's description names its lower bounds, as its legend draws them: "; 3 lower bounds
    /// (≥, lighter bars with a dashed outline)", or nothing when it has none.
    static func lowerBoundsClause(_ count: Int) -> String {
        count == 0 ? "" : "; \(Plural.count(count, "lower bound")) (≥, lighter bars with a dashed outline)"
    }

    /// Whether a chart belongs to a section of its own (the pantry's, the vitamins and minerals'), shown
    /// there rather than among the report's charts.
    static func isSectionChart(_ id: String) -> Bool { isPantry(id) || id == VitaminsAndMineralsChart.id }

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
        let bounds = DailyValueChart.rows(for: period).filter(\.isLowerBound).count
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
                    + "against 100 %; \(flags)\(lowerBoundsClause(bounds)).", period),
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
