import ChartKit
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionReport
import NutritionStats

/// A chart of a nutrition metric over a period, from the stats engine: `--metric kcal` and the
/// like, with the same input, period and settings flags as `stats`. The chart itself is drawn by
/// the weekly report's builders (``NutritionReport/MetricChart``), so `chart --metric` and the report look alike.
/// Made by ``ChartRun/source(context:)``.
package struct MetricChartRequest {
    package var metric: MetricChart
    /// Bars or lines; nil for the metric's default.
    package var kind: MetricChartKind?
    package var input: InputFlags
    package var period: PeriodFlags
    package var weekStart: WeekStart
    package var settings: SettingsFlags
    /// Where the notes on what was read go, and the environment the inputs are read in.
    package var context: CommandContext

    /// The chart and a note for stderr. Reads the inputs; without a period flag, the metric's default
    /// period (``NutritionReport/MetricChart/defaultSelection(dataSpan:)``); data with no day to chart
    /// then is ``NoDataProblem/chart(input:)``.
    package func chart(title: String?, theme: Theme) throws -> (chart: Chart, note: String) {
        let settings = try self.settings.settings(weekStart: weekStart)
        let chosen = try period.chosen()
        let inputs = CommandInputs(flags: input, reading: [.foodLog, .activity], context: context)
        let foodLog = try inputs.readFoodLog()
        // Only the activity days the period needs, as for `stats` (the default, the latest week, too).
        let activity = try inputs.readActivity(
            days: NutritionStatistics.activityDays(
                for: chosen,
                lastFoodDate: foodLog.entries.lazy.map(\.date).max(), weekStart: settings.weekStart))
        context.notes(InputNotes.imports(foodLog: foodLog, activity: activity))
        let statistics = NutritionStatistics(foodLog: foodLog, activity: activity, settings: settings)
        let selection = chosen ?? metric.defaultSelection(dataSpan: statistics.dataSpan) ?? .all
        guard let range = try statistics.resolve(selection) else {
            throw NoDataProblem.chart(
                input: input.storage ?? input.history ?? input.foodLogs.first ?? input.activity.first ?? "the input")
        }
        let chart = metric.chart(
            for: statistics.period(range), style: MetricChartStyle(kind: kind, theme: theme, title: title))
        return (chart, metric.note(for: range))
    }
}
