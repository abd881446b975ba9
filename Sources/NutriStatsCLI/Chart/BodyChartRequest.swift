import ChartKit
import NutritionData
import NutritionReport
import NutritionStats

/// `chart --metric weight` (weigh-ins, trend, goal) and `chart --metric expenditure` (the scale's
/// estimate in its interval, the devices, intake) over a period — by default the last 90 days of the
/// body files, from the first weigh-in — from the same inputs and flags as `stats --body`.
struct BodyChartRequest {
    /// Which body chart.
    enum Metric: String, CaseIterable {
        case weight
        case expenditure
    }

    var metric: Metric
    var input: InputOptions
    var period: PeriodOptions
    var figures: SettingsOptions
    var body: BodyOptions

    /// The default span: about three months, enough for a trend to show.
    static let defaultDays = 90

    func chart(title: String?, theme: Theme) throws -> (chart: Chart, note: String) {
        let settings = try figures.settings(weekStart: period.weekStart)
        let chosen = try period.chosen()
        let inputs = try input.open(
            reading: metric == .expenditure ? [.body, .foodLog, .activity] : [.body, .foodLog])
        let bodyLog = try inputs.readBody()
        let weights = DayWeights(bodyLog.readings)
        guard let firstWeighIn = weights.weighIns.first?.date, let lastWeighIn = weights.weighIns.last?.date else {
            throw InputError(
                .data, file: input.body.first ?? "the body files",
                problem: "holds no weigh-in, so there is no weight to chart")
        }
        let span = DateRange(first: firstWeighIn, last: lastWeighIn)
        guard
            let resolved = try (chosen ?? .lastDays(Self.defaultDays)).resolve(
                dataSpan: span, weekStart: settings.weekStart)
        else {
            throw InputError(
                .data, file: input.body.first ?? "the body files", problem: "holds no weigh-in in the period")
        }
        // The default span does not reach back before the first weigh-in.
        let range =
            chosen == nil
            ? DateRange(first: max(resolved.first, firstWeighIn), last: resolved.last) ?? resolved : resolved
        let request = try body.request(unit: input.weightUnit ?? .kilograms)
        let foodLog = try inputs.readFoodLog()
        // The devices' spent energy is only drawn on the expenditure chart; its windows reach N − 1 days back.
        let activity =
            metric == .expenditure
            ? try inputs.readActivity(days: BodyFigures.activityDays(range.first...range.last, window: request.window))
            : ActivityLog()
        let statistics = NutritionStatistics(foodLog: foodLog, activity: activity, settings: settings)
        let bodyFigures = BodyFigures(statistics: statistics, weights: weights, range: range, request: request)
        let style = MetricChartStyle(kind: nil, theme: theme, title: title)
        let period = statistics.period(range)
        switch metric {
        case .weight:
            let chart = WeightChart.chart(
                body: bodyFigures, figures: period, unit: input.weightUnit ?? .kilograms, style: style)
            return (
                chart, "\(WeightChart.id), \(range.first.iso) – \(range.last.iso), \(bodyFigures.weighInDays) weigh-ins"
            )
        case .expenditure:
            let estimates = bodyFigures.days.count { (try? $0.expenditure.get()) != nil }
            let chart = ExpenditureChart.chart(body: bodyFigures, figures: period, style: style)
            return (
                chart,
                "\(ExpenditureChart.id), \(range.first.iso) – \(range.last.iso), \(estimates) days with an estimate"
            )
        }
    }
}
