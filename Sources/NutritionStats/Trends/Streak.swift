import NutritionData

/// A run of consecutive logged days.
public struct Streak: Sendable, Equatable {
    /// The days of the run.
    public var range: DateRange

    /// A value with these members, as given.
    public init(range: DateRange) {
        self.range = range
    }

    /// The length of the run in days.
    public var days: Int { range.dayCount }
}
