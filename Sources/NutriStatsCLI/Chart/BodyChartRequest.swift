import ChartKit
import NutritionData
import NutritionReport
import NutritionStats

/// `chart --metric weight` or `--metric expenditure` (``BodyChartMetric``: the days drawn and the chart)
/// from the same inputs and flags as `stats --body`.
struct BodyChartRequest {
    var metric: BodyChartMetric
    var input: InputOptions
    var period: PeriodOptions
    var figures: SettingsOptions
    var body: BodyOptions

    /// The chart and a note for stderr. Reads the body files, the food log and, for the expenditure, the
    /// activity files.
    func chart(title: String?, theme: Theme) throws -> (chart: Chart, note: String) {
        let settings = try figures.settings(weekStart: period.weekStart)
        let chosen = try period.chosen()
        let inputs = input.open(reading: metric.readsActivity ? [.body, .foodLog, .activity] : [.body, .foodLog])
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
