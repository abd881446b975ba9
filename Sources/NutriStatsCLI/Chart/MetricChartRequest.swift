import ArgumentParser
import ChartKit
import NutritionData
import NutritionPresentation
import NutritionReport
import NutritionStats

/// A chart of a nutrition metric over a period, from the stats engine: `--metric kcal` and the
/// like, with the same input, period and settings flags as `stats`. The chart itself is drawn by
/// the weekly report's builders (``MetricChart``), so `chart --metric` and the report look alike.
struct MetricChartRequest {
    var metric: MetricChart
    /// Bars or lines; nil for the metric's default.
    var kind: MetricChartKind?
    var input: InputOptions
    var period: PeriodOptions
    var figures: SettingsOptions

    /// The chart and a note for stderr. Reads the inputs; without a period flag, the metric's default
    /// period (``MetricChart/defaultSelection(dataSpan:)``).
    func chart(title: String?, theme: Theme) throws -> (chart: Chart, note: String) {
        let settings = try figures.settings(weekStart: period.weekStart)
        let chosen = try period.chosen()
        let inputs = input.open(reading: [.foodLog, .activity])
        let foodLog = try inputs.readFoodLog()
        // Only the activity days the period needs, as for `stats` (the default, the latest week, too).
        let activity = try inputs.readActivity(
            days: NutritionStatistics.activityDays(
                for: chosen,
                lastFoodDate: foodLog.entries.lazy.map(\.date).max(), weekStart: settings.weekStart))
        Terminal.notes(InputNotes.imports(foodLog: foodLog, activity: activity))
        let statistics = NutritionStatistics(foodLog: foodLog, activity: activity, settings: settings)
        let selection = chosen ?? metric.defaultSelection(dataSpan: statistics.dataSpan) ?? .all
        guard let range = try statistics.resolve(selection) else {
            let file = input.storage ?? input.history ?? input.foodLog.first ?? input.activity.first ?? "the input"
            throw InputError(
                .data, file: file,
                problem: .stated(
                    "holds no entries or activity, so there is no latest week to "
                        + "chart; give a period with --week, --month or --from/--to"))
        }
        let chart = metric.chart(
            for: statistics.period(range), style: MetricChartStyle(kind: kind, theme: theme, title: title))
        return (chart, metric.note(for: range))
    }
}
