import NutritionData

/// The entries of one day logged at the same local time (the same hour, minute and second), which
/// the Nutrition shortcut writes when several foods are logged together.
public struct Meal: Sendable, Equatable {
    /// The time the entries were logged at.
    public var time: LocalTime
    /// The entries, in the order they were read.
    public var entries: [LogEntry]
    /// What the entries add up to.
    public var totals: IntakeTotals

    /// The meal of `entries`, logged at `time`; its totals are added up here.
    public init(time: LocalTime, entries: [LogEntry]) {
        self.time = time
        self.entries = entries
        self.totals = IntakeTotals(entries: entries)
    }
}
