import NutritionData

/// Steps over a period, against a daily steps goal.
///
/// Only days with step data take part: a day without step data is unknown, not 0 steps.
public struct StepsSummary: Sendable, Equatable {
    /// The daily steps goal.
    public var goal: Double
    /// Days with step data.
    public var days: Int
    /// Steps over those days.
    public var total: Double
    /// Days on which steps reached the goal (steps ≥ goal).
    public var daysGoalReached: Int
    /// The day with the most steps (the earliest such day on a tie); nil without step data.
    public var best: DaySteps?

    /// The summary of `days` (the days with step data) against `goal`.
    public init(days: [DaySteps], goal: Double) {
        self.goal = goal
        self.days = days.count
        self.total = days.map(\.steps).compensatedSum
        self.daysGoalReached = days.filter { $0.steps >= goal }.count
        var best: DaySteps?
        for day in days {
            if let current = best, current.steps >= day.steps { continue }
            best = day
        }
        self.best = best
    }

    /// Average steps per day with step data; nil without such days.
    public var average: Double? { days > 0 ? total / Double(days) : nil }

    /// ``average`` as a share of the goal (1 = goal met on average); nil without step data.
    public var averageProgress: Double? { average.map { $0 / goal } }
}
