/// What one body-measurement file held, for `inspect`, notes on stderr and the report's sources.
public struct BodyFileSummary: Sendable, Equatable {
    /// The file as given.
    public var file: String
    /// Its format, told by its content.
    public var dialect: BodyDialect
    /// Data rows read (lines of a CSV, elements of a JSON list, body records of an Apple Health
    /// export), used or not, skipped ones included.
    public var rows: Int
    /// Readings kept, per metric (a metric without readings is absent).
    public var readings: [BodyMetric: Int]
    /// The devices or apps the file names for its readings, in order of first sight (empty when the
    /// format names none).
    public var sources: [String]
    /// Days on which the file has more than one reading of the same metric (several weigh-ins, or
    /// several scales and apps writing to one day).
    public var daysWithSeveralReadings: Int
    /// Rows a lenient read skipped (their reasons are in ``BodyLog/skipped``).
    public var skippedRows: Int
    /// What the file holds that is not read, with counts: other metrics of a long format (`Heart
    /// Rate (12)`), other record types (`BodyMassIndex (3)`), columns not read (`Bone mass (kg)`).
    public var unused: [String]
    /// The unit given with `--weight-unit` that the file's weights were read in, when the file does
    /// not say its own (MyFitnessPal, Fitbit); nil when the file says it.
    public var weightUnitGiven: WeightUnit?

    public init(
        file: String, dialect: BodyDialect, rows: Int = 0, readings: [BodyMetric: Int] = [:], sources: [String] = [],
        daysWithSeveralReadings: Int = 0, skippedRows: Int = 0, unused: [String] = [],
        weightUnitGiven: WeightUnit? = nil
    ) {
        self.file = file
        self.dialect = dialect
        self.rows = rows
        self.readings = readings
        self.sources = sources
        self.daysWithSeveralReadings = daysWithSeveralReadings
        self.skippedRows = skippedRows
        self.unused = unused
        self.weightUnitGiven = weightUnitGiven
    }

    /// Readings of `metric` kept (0 when none).
    public func readings(of metric: BodyMetric) -> Int { readings[metric] ?? 0 }

    /// Readings kept, all metrics together.
    public var totalReadings: Int { readings.values.reduce(0, +) }
}
