import NutritionData

/// The rate of weight change over a period, in kg per week, with its 80 % interval.
///
/// `rate = 7 × b`, b the least-squares slope (kg a day) of the period's weigh-ins (d, W_d) (see
/// ``LinearTrend``). The 80 % interval is `7 × (b ± t₀.₉₀(n − 2) · se_b)`: se_b the slope's standard error,
/// t from Student's t with n − 2 degrees of freedom (``StudentT/quantile90(degreesOfFreedom:)``), because
/// the scatter of the weights around the line is estimated from the same n weigh-ins, with the two fitted
/// parameters spent; with the minimum of 4 weigh-ins the normal multiplier 1.28 would give an interval
/// about a third too narrow (t₀.₉₀(2) = 1.89).
///
/// Available only with at least ``minimumWeighIns`` weigh-ins whose first and last day span at least
/// ``minimumSpanDays`` days (first and last both counted); otherwise the reasons are given.
///
/// The interval assumes day weights scatter independently around a straight line; water and gut content
/// make neighbouring days alike, so the true uncertainty is somewhat larger than shown.
public struct WeightRate: Sendable, Equatable {
    /// The period asked for.
    public var range: DateRange
    /// The fit through the period's weigh-ins.
    public var fit: LinearTrend
    /// The rate: change in kg per week (negative when losing).
    public var kilogramsPerWeek: Double
    /// The 80 % interval of the rate, kg per week.
    public var interval80: ClosedRange<Double>

    /// Weigh-ins a rate needs.
    public static let minimumWeighIns = 4
    /// Days (first to last weigh-in, both counted) a rate's weigh-ins must span.
    public static let minimumSpanDays = 7

    /// The rate over `range`, or why there is none. O(log w + k) for the k weigh-ins of the period.
    public static func over(_ range: DateRange, weights: DayWeights) -> Result<WeightRate, BodyFigureUnavailable> {
        let weighIns = weights.weighIns(in: range)
        let span =
            weighIns.first.map { first in first.date.distance(to: weighIns[weighIns.endIndex - 1].date) + 1 } ?? 0
        let shortfalls = BodyFigureUnavailable.weighInShortfalls(
            weighIns: weighIns.count, spanDays: span, needing: minimumWeighIns, span: minimumSpanDays
        )
        guard shortfalls.isEmpty,
            let fit = LinearTrend(points: weighIns.map { ($0.date, $0.kilograms) }),
            let standardError = fit.slopeStandardError
        else { return .failure(BodyFigureUnavailable(range: range, shortfalls: shortfalls)) }
        let half = 7 * StudentT.quantile90(degreesOfFreedom: fit.days - 2) * standardError
        let rate = fit.slopePerWeek
        return .success(
            WeightRate(range: range, fit: fit, kilogramsPerWeek: rate, interval80: (rate - half)...(rate + half)))
    }

    /// Number of weigh-ins fitted.
    public var weighIns: Int { fit.days }
}
