import NutritionData

/// The body figures of one local day: the day's weight, body fat and how many readings there were.
public struct DayWeight: Sendable, Equatable {
    /// The local day.
    public var date: LocalDate
    /// The day's weight `W_d` in kg: the value of the day's earliest weight reading over all body files
    /// (earliest by ``NutritionData/BodyReading/precedes(_:)``: a reading without a time first, then the
    /// earlier time, then the file given first, then the earlier line). Nil when the day has body fat
    /// only.
    public var weight: Double?
    /// The day's body fat in percent, chosen among its body-fat readings by the same rule; nil when none.
    public var bodyFat: Double?
    /// The weight readings of the day (the chosen one and those passed over).
    public var weightReadings: Int
    /// The body-fat readings of the day.
    public var bodyFatReadings: Int

    /// A day with these figures, as given.
    public init(date: LocalDate, weight: Double?, bodyFat: Double?, weightReadings: Int, bodyFatReadings: Int) {
        self.date = date
        self.weight = weight
        self.bodyFat = bodyFat
        self.weightReadings = weightReadings
        self.bodyFatReadings = bodyFatReadings
    }

    /// Whether the day is a weigh-in day (has a weight).
    public var isWeighIn: Bool { weight != nil }
}
