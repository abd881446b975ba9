import NutritionData

/// The steps of one day.
public struct DaySteps: Sendable, Equatable {
    /// The local date.
    public var date: LocalDate
    /// Steps counted that day.
    public var steps: Double

    /// A value with these members, as given.
    public init(date: LocalDate, steps: Double) {
        self.date = date
        self.steps = steps
    }
}
