/// What `--body` files gave: every reading, one summary per file, and the rows left out.
public struct BodyLog: Sendable, Equatable {
    /// Every reading of every file, in the order of ``BodyReading/precedes(_:)`` (day, then time —
    /// no time first —, then file, then line); readings of one row (weight and body fat) keep the
    /// file's order.
    public var readings: [BodyReading]
    /// One summary per file, in the order the files were given.
    public var files: [BodyFileSummary]
    /// Rows skipped by a lenient read, by file and reason.
    public var skipped: SkippedRows

    public init(readings: [BodyReading] = [], files: [BodyFileSummary] = [], skipped: SkippedRows = SkippedRows()) {
        self.readings = readings
        self.files = files
        self.skipped = skipped
    }

    /// The readings of one metric, in the same order.
    public func readings(of metric: BodyMetric) -> [BodyReading] {
        readings.filter { $0.metric == metric }
    }
}
