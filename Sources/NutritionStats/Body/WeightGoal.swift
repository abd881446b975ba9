import NutritionData

/// A goal weight and when the current trend and rate would reach it.
public struct WeightGoal: Sendable, Hashable {
    /// The goal weight, kg.
    public var kilograms: Double

    /// A trend within this distance of the goal (kg) has reached it: 0.05 kg, half the 0.1 step weights
    /// are shown with (``FigureRounding/weightDecimals``), so a trend shown in kg equal to the goal counts
    /// as there.
    public static let reachedWithin = FigureRounding.smallestShown(decimals: FigureRounding.weightDecimals)

    /// A goal of `kilograms`.
    public init(kilograms: Double) { self.kilograms = kilograms }

    /// Where the trend is going, seen from `date` with trend weight `trend` (kg, ``TrendWeight``) and rate
    /// `kilogramsPerWeek` (``WeightRate``, negative when losing).
    ///
    /// Reached when |goal − trend| ≤ ``reachedWithin``; otherwise, when the rate moves the trend toward the
    /// goal, the projected date is `date + ⌈(goal − trend) / (rate / 7)⌉` days (a straight line at the
    /// current rate); a rate of zero or away from the goal is "not moving toward the goal". A date past
    /// 9999-12-31 is reported as not moving either (``WeightGoalProjection/beyondCalendar``). O(1).
    public func projection(from date: LocalDate, trend: Double, kilogramsPerWeek rate: Double) -> WeightGoalProjection {
        let distance = kilograms - trend
        if abs(distance) <= Self.reachedWithin { return .reached }
        let perDay = rate / 7
        guard perDay != 0, (distance > 0) == (perDay > 0), perDay.isFinite, distance.isFinite else {
            return .notMovingTowardGoal
        }
        // Rounded up, less a millionth of a day so that rounding error (0.2 / (0.7 / 7) = 2.0000000000000004)
        // does not add a day.
        let days = (distance / perDay - 1e-6).rounded(.up)
        guard days <= Double(date.distance(to: .latest)) else { return .beyondCalendar }
        let whole = Int(days)
        return .projected(date: date.adding(days: whole), days: whole)
    }
}

/// What the trend and rate say of a goal weight (``WeightGoal/projection(from:trend:kilogramsPerWeek:)``).
public enum WeightGoalProjection: Sendable, Hashable {
    /// The trend is at the goal already.
    case reached
    /// At the current rate the trend reaches the goal on `date`, `days` days from now.
    case projected(date: LocalDate, days: Int)
    /// The rate is zero or takes the trend away from the goal.
    case notMovingTowardGoal
    /// Moving toward the goal, but so slowly the date would lie past the calendar's last day.
    case beyondCalendar
}
