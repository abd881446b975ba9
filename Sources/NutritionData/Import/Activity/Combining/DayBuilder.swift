/// One day's values while files are combined.
struct DayBuilder {
    var steps: Double?
    var activeKcal: Double?
    var restingKcal: Double?
    var totalKcal: Double?
    var heartRate: HeartRateSummary?
    var activeKcalGoal: Double?
    var sources: Set<String> = []

    var isEmpty: Bool {
        steps == nil && activeKcal == nil && restingKcal == nil && totalKcal == nil && heartRate == nil
    }

    /// The value of `metric` if set (the average for heart rate).
    func value(of metric: ActivityMetric) -> Double? {
        switch metric {
        case .steps: steps
        case .activeKcal: activeKcal
        case .restingKcal: restingKcal
        case .totalKcal: totalKcal
        case .heartRate: heartRate?.average
        }
    }

    /// Sets a cumulative metric from record data.
    mutating func setRecord(_ metric: ActivityMetric, _ value: Double) {
        switch metric {
        case .steps: steps = value
        case .activeKcal: activeKcal = value
        case .restingKcal: restingKcal = value
        case .totalKcal: totalKcal = value
        case .heartRate: break
        }
    }

    /// Takes `metric` from a daily file's values.
    mutating func set(_ metric: ActivityMetric, from values: DayMetrics) {
        switch metric {
        case .steps: steps = values.steps
        case .activeKcal: activeKcal = values.activeKcal
        case .restingKcal: restingKcal = values.restingKcal
        case .totalKcal: totalKcal = values.totalKcal
        case .heartRate: heartRate = values.heartRate
        }
    }

    func dayActivity(_ date: LocalDate) -> DayActivity {
        DayActivity(
            date: date, steps: steps, activeKcal: activeKcal, restingKcal: restingKcal, totalKcal: totalKcal,
            heartRate: heartRate, sources: sources.sorted(), activeKcalGoal: activeKcalGoal
        )
    }
}
