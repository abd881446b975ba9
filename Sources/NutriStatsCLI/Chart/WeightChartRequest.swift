import ChartKit
import NutritionData
import NutritionReport
import NutritionStats

/// `chart --metric weight`: the weigh-ins, the trend and the goal over a period (by default the last
/// 90 days of the body files), from the same inputs and flags as `stats --body`.
struct WeightChartRequest {
    var input: InputOptions
    var period: PeriodOptions
    var figures: SettingsOptions
    var body: BodyOptions

    /// The default span: about three months, enough for a trend to show.
    static let defaultDays = 90

    func chart(title: String?, theme: Theme) throws -> (chart: Chart, note: String) {
        let settings = try figures.settings(weekStart: period.weekStart)
        let chosen = try period.chosen()
        let bodyLog = try input.readBody()
        let weights = DayWeights(bodyLog.readings)
        guard let lastWeighIn = weights.weighIns.last?.date else {
            throw InputError(.data, file: input.body.first ?? "the body files", problem: "holds no weigh-in, so there is no weight to chart")
        }
        let foodLog = try input.readFoodLog()
        let statistics = NutritionStatistics(foodLog: foodLog, activity: ActivityLog(), settings: settings)
        let selection = chosen ?? .lastDays(Self.defaultDays)
        let firstWeighIn = weights.weighIns.first?.date ?? lastWeighIn
        let span = DateRange(first: firstWeighIn, last: lastWeighIn)
        guard let resolved = try selection.resolve(dataSpan: span, weekStart: settings.weekStart) else {
            throw InputError(.data, file: input.body.first ?? "the body files", problem: "holds no weigh-in in the period")
        }
        // The default span does not reach back before the first weigh-in.
        let range = chosen == nil ? DateRange(first: max(resolved.first, firstWeighIn), last: resolved.last) ?? resolved : resolved
        let unit = input.weightUnit ?? .kilograms
        let bodyFigures = BodyFigures(statistics: statistics, weights: weights, range: range, request: try body.request(unit: unit))
        let chart = WeightChart.chart(body: bodyFigures, figures: statistics.period(range), unit: unit,
                                      style: MetricChartStyle(kind: nil, theme: theme, title: title))
        return (chart, "\(WeightChart.id), \(range.first.iso) – \(range.last.iso), \(bodyFigures.weighInDays) weigh-ins")
    }
}
