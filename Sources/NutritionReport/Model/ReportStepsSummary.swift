/// Steps over the days with step data.
public struct ReportStepsSummary: Sendable, Equatable {
    /// Days with step data: `7`.
    public var days: String
    /// Steps over them: `61,204`.
    public var total: String
    /// Per day with step data: `8,743`.
    public var average: String
    /// The daily goal: `10,000`.
    public var goal: String
    /// Average as a percentage of the goal: `87`.
    public var averagePercentOfGoal: String
    /// Days with steps ≥ goal: `2`.
    public var daysGoalReached: String
    /// The best day: `Sat 14 Nov` with `14,022`.
    public var bestDay: String
    public var bestSteps: String

    /// A value with these members, as given.
    public init(
        days: String, total: String, average: String, goal: String, averagePercentOfGoal: String,
        daysGoalReached: String, bestDay: String, bestSteps: String
    ) {
        self.days = days
        self.total = total
        self.average = average
        self.goal = goal
        self.averagePercentOfGoal = averagePercentOfGoal
        self.daysGoalReached = daysGoalReached
        self.bestDay = bestDay
        self.bestSteps = bestSteps
    }
}
