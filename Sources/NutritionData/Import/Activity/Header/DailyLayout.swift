/// A quantity a daily dialect's column holds.
enum DailyField: Equatable, Sendable {
    case steps
    case activeKcal
    case restingKcal
    case totalKcal
    case heartRateMin
    case heartRateMax
    case heartRateAverage
}

/// One used column of a daily dialect.
struct DailyColumn: Equatable, Sendable {
    /// Position in the row.
    var index: Int
    /// What it holds.
    var field: DailyField
    /// Multiplier into the model's unit (kJ → kcal; 1 otherwise).
    var factor: Double
}

/// The columns of a daily dialect (Health Auto Export, Google Fit or plain).
struct DailyLayout: Sendable, Equatable {
    var dialect: ActivityDialect
    /// Every header column in order.
    var columns: [String]
    /// The column with the date.
    var dateColumn: Int
    /// The columns read.
    var metrics: [DailyColumn]
    /// Header columns not read, in file order.
    var ignored: [String]

    /// Whether the heart-rate columns (all three of min, max and average) are read.
    var hasHeartRate: Bool { metrics.contains { $0.field == .heartRateAverage } }
}
