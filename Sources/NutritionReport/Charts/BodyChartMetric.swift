import ChartKit
import NutritionData
import NutritionStats

/// `chart --metric weight` (weigh-ins, trend, goal) and `chart --metric expenditure` (the scale's
/// estimate in its interval, the devices, intake): the days they cover — by default the last
/// ``defaultDays`` days of the body files, from the first weigh-in — and what they draw.
public enum BodyChartMetric: String, Sendable, Hashable, CaseIterable {
    case weight
    case expenditure

    /// The default span: about three months, enough for a trend to show.
    public static let defaultDays = 90

    /// Whether the chart needs the devices' activity: only the expenditure chart draws their spent energy.
    public var readsActivity: Bool { self == .expenditure }

    /// The days drawn: the `chosen` period, else the last ``defaultDays`` days of the weigh-ins, not
    /// reaching back before the first. An input error (`file`: the body files' name) when the body files
    /// hold no weigh-in, or none in the period.
    public static func range(
        chosen: PeriodSelection?, weights: DayWeights, weekStart: WeekStart, file: String
    ) throws -> DateRange {
        guard let first = weights.weighIns.first?.date, let last = weights.weighIns.last?.date else {
            throw InputError(.data, file: file, problem: "holds no weigh-in, so there is no weight to chart")
        }
        guard
            let resolved = try (chosen ?? .lastDays(defaultDays)).resolve(
                dataSpan: DateRange(first: first, last: last), weekStart: weekStart)
        else { throw InputError(.data, file: file, problem: "holds no weigh-in in the period") }
        return chosen == nil ? DateRange(first: max(resolved.first, first), last: resolved.last) ?? resolved : resolved
    }

    /// The chart of `body` over `figures`' period, weights in `unit`, and the note for stderr:
    /// `weight, 2026-08-18 – 2026-11-15, 60 weigh-ins` or `expenditure, …, 34 days with an estimate`.
    public func chart(body: BodyFigures, figures: PeriodStatistics, unit: WeightUnit, style: MetricChartStyle) -> (
        chart: Chart, note: String
    ) {
        let range = "\(figures.range.first.iso) – \(figures.range.last.iso)"
        switch self {
        case .weight:
            let chart = WeightChart.chart(body: body, figures: figures, unit: unit, style: style)
            return (chart, "\(WeightChart.id), \(range), \(body.weighInDays) weigh-ins")
        case .expenditure:
            let estimates = body.days.count { (try? $0.expenditure.get()) != nil }
            let chart = ExpenditureChart.chart(body: body, figures: figures, style: style)
            return (chart, "\(ExpenditureChart.id), \(range), \(estimates) days with an estimate")
        }
    }
}
