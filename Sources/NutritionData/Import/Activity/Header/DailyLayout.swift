/// A quantity a daily dialect's column holds.
enum DailyField: Equatable, Sendable {
    case steps
    case activeKcal
    case restingKcal
    case totalKcal
    case heartRateMin
    case heartRateMax
    case heartRateAverage

    /// Whether the field is an energy (its unit is one of `EnergyUnit`'s).
    var isEnergy: Bool {
        switch self {
        case .activeKcal, .restingKcal, .totalKcal: true
        default: false
        }
    }
}

/// One used column of a daily dialect.
struct DailyColumn: Equatable, Sendable {
    /// Position in the row.
    var index: Int
    /// What it holds.
    var field: DailyField
    /// Multiplier into the model's unit (kJ → kcal; 1 otherwise).
    var factor: Double
    /// The column naming this column's energy unit row by row (`activeEnergyBurnedUnit` of an Apple
    /// Health ActivitySummary), when the header does not; `factor` is then 1 and the row's unit decides.
    var unitColumn: Int? = nil
}

/// Where a daily dialect's rows get their day.
enum DailyDate: Equatable, Sendable {
    /// From this column: a date, optionally with a time (``ByteTimestamp/parseDay(_:count:)``).
    case column(Int)
    /// From the file's name (this day number); each row's time of day, in `timeColumn`, is checked
    /// (``ByteTimestamp/parseClockTime(_:count:)``) and then ignored: every row belongs to the day.
    case fileName(day: Int, timeColumn: Int)

    /// The column checked on every row.
    var column: Int {
        switch self {
        case .column(let index): index
        case .fileName(_, let timeColumn): timeColumn
        }
    }
}

/// The columns of a daily dialect (Health Auto Export, Google Fit, ActivitySummary, QS Access, MyFitnessPal
/// exercise summary, Withings aggregate or plain).
struct DailyLayout: Sendable, Equatable {
    var dialect: ActivityDialect
    /// Every header column in order.
    var columns: [String]
    /// Where a row's day comes from.
    var date: DailyDate
    /// The columns read.
    var metrics: [DailyColumn]
    /// Header columns not read, in file order (the date or time column, and the columns a dialect
    /// reads only to interpret others, such as a row's unit or its end time, are not listed).
    var ignored: [String]

    /// Whether the heart-rate columns (all three of min, max and average) are read.
    var hasHeartRate: Bool { metrics.contains { $0.field == .heartRateAverage } }
}
