/// Heart-rate samples of one day, reduced to what the statistics need.
public struct HeartRateSummary: Sendable, Equatable {
    /// Lowest sample (beats per minute).
    public var min: Double
    /// Highest sample.
    public var max: Double
    /// Sum of all samples, for the average.
    public var sum: Double
    /// Number of samples.
    public var count: Int

    /// A summary of one sample.
    public init(sample: Double) {
        self.min = sample
        self.max = sample
        self.sum = sample
        self.count = 1
    }

    public init(min: Double, max: Double, sum: Double, count: Int) {
        self.min = min
        self.max = max
        self.sum = sum
        self.count = count
    }

    /// Mean of the samples.
    public var average: Double { sum / Double(count) }

    /// Adds one sample.
    public mutating func add(_ sample: Double) {
        if sample < min { min = sample }
        if sample > max { max = sample }
        sum += sample
        count += 1
    }

    /// Combines two days' worth of samples.
    public mutating func merge(_ other: HeartRateSummary) {
        if other.min < min { min = other.min }
        if other.max > max { max = other.max }
        sum += other.sum
        count += other.count
    }
}

/// Everything the activity files say about one local day.
///
/// A nil metric means no file had data for it that day (not zero).
public struct DayActivity: Sendable, Equatable {
    /// The local date the records were bucketed into (the wall-clock date in their timestamps).
    public var date: LocalDate
    /// Steps, counted once across devices.
    public var steps: Double?
    /// Active energy in kcal.
    public var activeKcal: Double?
    /// Resting (basal) energy in kcal.
    public var restingKcal: Double?
    /// Total energy in kcal, from sources that give only a total with resting included (Google Fit).
    public var totalKcal: Double?
    /// Heart rate samples of the day.
    public var heartRate: HeartRateSummary?
    /// Names of the sources (devices, apps or files) that contributed, sorted.
    public var sources: [String]
    /// The day's active-energy goal in kcal, when a file gives one (Apple Health `ActivitySummary`).
    public var activeKcalGoal: Double?

    public init(
        date: LocalDate, steps: Double? = nil, activeKcal: Double? = nil, restingKcal: Double? = nil,
        totalKcal: Double? = nil, heartRate: HeartRateSummary? = nil, sources: [String] = [],
        activeKcalGoal: Double? = nil
    ) {
        self.date = date
        self.steps = steps
        self.activeKcal = activeKcal
        self.restingKcal = restingKcal
        self.totalKcal = totalKcal
        self.heartRate = heartRate
        self.sources = sources
        self.activeKcalGoal = activeKcalGoal
    }
}
