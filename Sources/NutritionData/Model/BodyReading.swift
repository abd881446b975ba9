/// What a body measurement measures.
public enum BodyMetric: String, Sendable, Hashable, CaseIterable {
    /// Body weight (body mass), in kilograms.
    case weight
    /// Body fat, as a percentage of body weight (0–100; Apple Health writes a fraction 0–1, converted
    /// on reading).
    case bodyFat = "body_fat"
    /// Lean body mass, in kilograms.
    case leanMass = "lean_mass"
}

/// One body measurement as a file holds it: a weigh-in, a body-fat reading, a lean-mass reading.
///
/// Values are in canonical units whatever the file wrote: kilograms for ``BodyMetric/weight`` and
/// ``BodyMetric/leanMass``, percent (0–100) for ``BodyMetric/bodyFat``.
public struct BodyReading: Sendable, Hashable {
    /// The local calendar day of the reading (on the clock the file writes, or the `--time-zone`
    /// for files with absolute times).
    public var date: LocalDate
    /// The local time of day, when the file has one. A reading without a time sorts before every
    /// reading of its day that has one.
    public var time: LocalTime?
    /// What was measured.
    public var metric: BodyMetric
    /// The value in the metric's canonical unit (kg or percent).
    public var value: Double
    /// The device or app the file names for the reading, if any.
    public var source: String?
    /// Position of the file among the body files given (0 for the first), for ties.
    public var fileIndex: Int
    /// 1-based line of the reading in its file, when the format has lines worth naming.
    public var line: Int?

    public init(
        date: LocalDate, time: LocalTime? = nil, metric: BodyMetric, value: Double, source: String? = nil,
        fileIndex: Int = 0, line: Int? = nil
    ) {
        self.date = date
        self.time = time
        self.metric = metric
        self.value = value
        self.source = source
        self.fileIndex = fileIndex
        self.line = line
    }

    /// Whether this reading comes before `other` on the same day by the tie rule of day weights:
    /// earlier time first (no time before any time), then the file given first, then the earlier line.
    public func precedes(_ other: BodyReading) -> Bool {
        if date != other.date { return date < other.date }
        switch (time, other.time) {
        case (nil, .some): return true
        case (.some, nil): return false
        case (let a?, let b?) where a != b: return a < b
        default: break
        }
        if fileIndex != other.fileIndex { return fileIndex < other.fileIndex }
        return (line ?? 0) < (other.line ?? 0)
    }
}
