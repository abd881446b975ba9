/// What a daily dialect's rows say about one day (nil: no value given).
struct DayMetrics: Sendable, Equatable {
    var steps: Double?
    var activeKcal: Double?
    var restingKcal: Double?
    var totalKcal: Double?
    var heartRate: HeartRateSummary?
    /// The day's active-energy goal in kcal (Apple Health `ActivitySummary`); not a metric: it never
    /// conflicts with another file's values and does not make a day non-empty.
    var activeKcalGoal: Double?

    /// Whether any value is present.
    var isEmpty: Bool {
        steps == nil && activeKcal == nil && restingKcal == nil && totalKcal == nil && heartRate == nil
    }

    /// Adds a later row of the same day (hourly exports): sums, and heart rate min of mins, max of
    /// maxes, average of the rows' averages.
    mutating func add(_ other: DayMetrics) {
        steps = DayMetrics.sum(steps, other.steps)
        activeKcal = DayMetrics.sum(activeKcal, other.activeKcal)
        restingKcal = DayMetrics.sum(restingKcal, other.restingKcal)
        totalKcal = DayMetrics.sum(totalKcal, other.totalKcal)
        if let rate = other.heartRate {
            if heartRate == nil { heartRate = rate } else { heartRate?.merge(rate) }
        }
    }

    /// The value of `metric` (the average for heart rate).
    func value(of metric: ActivityMetric) -> Double? {
        switch metric {
        case .steps: steps
        case .activeKcal: activeKcal
        case .restingKcal: restingKcal
        case .totalKcal: totalKcal
        case .heartRate: heartRate?.average
        }
    }

    private static func sum(_ a: Double?, _ b: Double?) -> Double? {
        guard let b else { return a }
        return (a ?? 0) + b
    }
}
