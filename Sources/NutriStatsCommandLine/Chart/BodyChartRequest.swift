import ChartKit
import NutriStatsConfiguration
import NutritionData
import NutritionReport
import NutritionStats

/// `chart --metric weight` or `--metric expenditure` (``NutritionReport/BodyChartMetric``: the days
/// drawn and the chart) from the same inputs and flags as `stats --body`.
/// Made by ``ChartRun/source(context:)``.
package struct BodyChartRequest {
    package var metric: BodyChartMetric
    package var input: InputFlags
    package var period: PeriodFlags
    package var weekStart: WeekStart
    package var settings: SettingsFlags
    package var body: BodyFlags
    /// Where the notes on what was read go, and the environment the inputs are read in.
    package var context: CommandContext

    /// The chart and a note for stderr. Reads the body files, the food log and, for the expenditure, the
    /// activity files.
    package func chart(title: String?, theme: Theme) throws -> (chart: Chart, note: String) {
        let settings = try self.settings.settings(weekStart: weekStart)
        let chosen = try period.chosen()
        let inputs = CommandInputs(
            flags: input, reading: metric.readsActivity ? [.body, .foodLog, .activity] : [.body, .foodLog],
            context: context)
        let weights = DayWeights(try inputs.readBody().readings)
        let range = try BodyChartMetric.range(
            chosen: chosen, weights: weights, weekStart: settings.weekStart, file: input.body.first ?? "the body files")
        let unit = input.weightUnit ?? .kilograms
        let request = try body.request(unit: unit)
        let foodLog = try inputs.readFoodLog()
        // The devices' spent energy is only drawn on the expenditure chart; its windows reach N − 1 days back.
        let activity =
            metric.readsActivity
            ? try inputs.readActivity(days: BodyFigures.activityDays(range.first...range.last, window: request.window))
            : ActivityLog()
        let statistics = NutritionStatistics(foodLog: foodLog, activity: activity, settings: settings)
        let bodyFigures = BodyFigures(statistics: statistics, weights: weights, range: range, request: request)
        return metric.chart(
            body: bodyFigures, figures: statistics.period(range), unit: unit,
            style: MetricChartStyle(kind: nil, theme: theme, title: title))
    }
}
