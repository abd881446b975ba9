import NutritionData

/// The trend weight `T`: The Hacker's Diet's exponentially smoothed weight (J. Walker), α = 0.1 a day,
/// aware of days without a weigh-in.
///
/// - On the first weigh-in day, `T = W`.
/// - On a later weigh-in day d whose previous weigh-in day is p:
///   `T_d = T_p + (1 − 0.9^(d − p)) · (W_d − T_p)`.
///   With d − p = 1 this is Walker's `T_d = T_p + 0.1 · (W_d − T_p)`; over a gap it is what the daily
///   step gives when the missing days are taken to weigh W_d (the gap's days each close 10 % of the
///   distance), so a long gap lets the trend move most of the way to the new weight instead of 10 %.
/// - On a day between weigh-ins, `T` is that of the last weigh-in day before it (carried forward); on a
///   day before the first weigh-in there is no trend.
///
/// `T` always lies between the lowest and highest day weight so far (each step moves it a fraction ≤ 1
/// of the way to a weight).
public struct TrendWeight: Sendable, Equatable {
    /// The trend on each weigh-in day, in date order (`kilograms` is `T_d`, not `W_d`).
    public let points: [WeighIn]

    /// Daily smoothing factor α = 0.1 (Walker's "10 % of the difference a day").
    public static let smoothing = 0.1

    /// The trend of `weights`. O(w) for w weigh-in days.
    public init(_ weights: DayWeights) {
        var points: [WeighIn] = []
        points.reserveCapacity(weights.weighIns.count)
        for weighIn in weights.weighIns {
            guard let previous = points.last else {
                points.append(weighIn)
                continue
            }
            let gap = previous.date.distance(to: weighIn.date)
            let share = 1 - Self.retained(overDays: gap)
            points.append(
                WeighIn(
                    date: weighIn.date, kilograms: previous.kilograms + share * (weighIn.kilograms - previous.kilograms)
                ))
        }
        self.points = points
    }

    /// `0.9^days`, the share of the old trend kept over `days` days. O(log days) (square-and-multiply).
    static func retained(overDays days: Int) -> Double {
        var result = 1.0
        var base = 1 - smoothing
        var exponent = days
        while exponent > 0 {
            if exponent & 1 == 1 { result *= base }
            base *= base
            exponent >>= 1
        }
        return result
    }

    /// `T` on `date`: the trend of the last weigh-in day on or before it; nil before the first weigh-in.
    /// O(log w).
    public func value(on date: LocalDate) -> Double? {
        let after = points.partitioningIndex { $0.date > date }
        return after == 0 ? nil : points[after - 1].kilograms
    }

    /// `T` for each day of `range` (nil before the first weigh-in), for a chart line. O(log w + days).
    public func values(in range: DateRange) -> [Double?] {
        var next = points.partitioningIndex { $0.date >= range.first }
        var current: Double? = next > 0 ? points[next - 1].kilograms : nil
        var values: [Double?] = []
        values.reserveCapacity(range.dayCount)
        for date in range {
            while next < points.count, points[next].date <= date {
                current = points[next].kilograms
                next += 1
            }
            values.append(current)
        }
        return values
    }
}
