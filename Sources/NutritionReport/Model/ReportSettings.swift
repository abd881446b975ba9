/// The goals and tables behind the figures, as the report states them.
public struct ReportSettings: Sendable, Equatable {
    /// Daily energy goal: `2,000`.
    public var kcalGoal: String
    /// The Daily Value table: `FDA 2016`.
    public var dailyValues: String
    /// Daily steps goal: `10,000`.
    public var stepsGoal: String
    /// `Monday` or `Sunday`.
    public var weekStart: String
    /// Whether days without entries count as 0 kcal.
    public var unloggedCountAsZero: Bool
    /// Whether active kcal are added back to the budget.
    public var activityCredit: Bool
    /// Resting kcal per day used where the activity data has none; nil when not set.
    public var restingKcal: String?

    /// A value with these members, as given.
    public init(
        kcalGoal: String, dailyValues: String, stepsGoal: String, weekStart: String,
        unloggedCountAsZero: Bool, activityCredit: Bool, restingKcal: String?
    ) {
        self.kcalGoal = kcalGoal
        self.dailyValues = dailyValues
        self.stepsGoal = stepsGoal
        self.weekStart = weekStart
        self.unloggedCountAsZero = unloggedCountAsZero
        self.activityCredit = activityCredit
        self.restingKcal = restingKcal
    }
}
