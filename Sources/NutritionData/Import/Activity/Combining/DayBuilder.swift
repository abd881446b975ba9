/// One day's values while files are combined: a day's ``DayMetrics`` (read through them by name,
/// `builder.steps`) and the sources seen.
@dynamicMemberLookup
struct DayBuilder {
    var values = DayMetrics()
    var sources: Set<String> = []

    subscript<Value>(dynamicMember keyPath: WritableKeyPath<DayMetrics, Value>) -> Value {
        get { values[keyPath: keyPath] }
        set { values[keyPath: keyPath] = newValue }
    }

    var isEmpty: Bool { values.isEmpty }

    /// The value of `metric` if set (the average for heart rate).
    func value(of metric: ActivityMetric) -> Double? {
        values.value(of: metric)
    }

    /// Sets a cumulative metric from record data.
    mutating func setRecord(_ metric: ActivityMetric, _ value: Double) {
        switch metric {
        case .steps: values.steps = value
        case .activeKcal: values.activeKcal = value
        case .restingKcal: values.restingKcal = value
        case .totalKcal: values.totalKcal = value
        case .heartRate: break
        }
    }

    /// Takes `metric` from a daily file's values.
    mutating func set(_ metric: ActivityMetric, from daily: DayMetrics) {
        switch metric {
        case .steps: values.steps = daily.steps
        case .activeKcal: values.activeKcal = daily.activeKcal
        case .restingKcal: values.restingKcal = daily.restingKcal
        case .totalKcal: values.totalKcal = daily.totalKcal
        case .heartRate: values.heartRate = daily.heartRate
        }
    }

    /// Adds `metric` of a daily file's values to the value already taken (Fitbit files of one metric
    /// whose minutes share a day, see ``ActivityCombiner``).
    mutating func add(_ metric: ActivityMetric, from daily: DayMetrics) {
        switch metric {
        case .steps: values.steps = (values.steps ?? 0) + (daily.steps ?? 0)
        case .activeKcal: values.activeKcal = (values.activeKcal ?? 0) + (daily.activeKcal ?? 0)
        case .restingKcal: values.restingKcal = (values.restingKcal ?? 0) + (daily.restingKcal ?? 0)
        case .totalKcal: values.totalKcal = (values.totalKcal ?? 0) + (daily.totalKcal ?? 0)
        case .heartRate: if let rate = daily.heartRate { values.heartRate?.merge(rate) }
        }
    }

    func dayActivity(_ date: LocalDate) -> DayActivity {
        DayActivity(
            date: date, steps: values.steps, activeKcal: values.activeKcal, restingKcal: values.restingKcal,
            totalKcal: values.totalKcal, heartRate: values.heartRate, sources: sources.sorted(),
            activeKcalGoal: values.activeKcalGoal
        )
    }
}
