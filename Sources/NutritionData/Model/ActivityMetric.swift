/// One quantity an activity file can give for a day.
public enum ActivityMetric: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Steps (``DayActivity/steps``).
    case steps
    /// Active energy in kcal (``DayActivity/activeKcal``).
    case activeKcal = "active-kcal"
    /// Resting (basal) energy in kcal (``DayActivity/restingKcal``).
    case restingKcal = "resting-kcal"
    /// Total energy in kcal, resting included (``DayActivity/totalKcal``, Google Fit).
    case totalKcal = "total-kcal"
    /// Heart rate (``DayActivity/heartRate``).
    case heartRate = "heart-rate"

    public static func < (lhs: ActivityMetric, rhs: ActivityMetric) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        switch self {
        case .steps: 0
        case .activeKcal: 1
        case .restingKcal: 2
        case .totalKcal: 3
        case .heartRate: 4
        }
    }
}
