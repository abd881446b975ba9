/// The record metrics that are sums over time and so are merged minute by minute.
enum CumulativeMetric: Int, CaseIterable {
    case steps = 0
    case activeKcal = 1
    case restingKcal = 2

    /// The public metric this is.
    var metric: ActivityMetric {
        switch self {
        case .steps: .steps
        case .activeKcal: .activeKcal
        case .restingKcal: .restingKcal
        }
    }
}
