/// Average intake against the goal, and what is left of the period's budget.
public struct ReportIntakeSummary: Sendable, Equatable {
    /// Average kcal per counted day: `2,134`.
    public var averageKcal: String
    /// The daily goal: `2,000`.
    public var goalKcal: String
    /// Average as a percentage of the goal: `107`.
    public var percentOfGoal: String
    /// Average minus goal with a sign: `+134`.
    public var differenceKcal: String
    /// Whether the average is above the goal (after rounding to whole kcal).
    public var isAboveGoal: Bool
    /// Lowest and highest counted day: `1,712` and `2,630`.
    public var lowestKcal: String
    public var highestKcal: String
    /// Total logged kcal: `12,804`.
    public var totalKcal: String
    /// Goal × counted days: `12,000`.
    public var budgetKcal: String
    /// Budget − intake (+ activity credit): `−804`.
    public var remainingKcal: String
    /// Remaining per counted day: `−134`.
    public var remainingPerDayKcal: String
    /// Whether intake went over the budget.
    public var isOverBudget: Bool
    /// Active kcal added back to the budget; nil when activity credit is off.
    public var activityCreditKcal: String?

    /// A value with these members, as given.
    public init(
        averageKcal: String, goalKcal: String, percentOfGoal: String, differenceKcal: String, isAboveGoal: Bool,
        lowestKcal: String, highestKcal: String, totalKcal: String, budgetKcal: String, remainingKcal: String,
        remainingPerDayKcal: String, isOverBudget: Bool, activityCreditKcal: String?
    ) {
        self.averageKcal = averageKcal
        self.goalKcal = goalKcal
        self.percentOfGoal = percentOfGoal
        self.differenceKcal = differenceKcal
        self.isAboveGoal = isAboveGoal
        self.lowestKcal = lowestKcal
        self.highestKcal = highestKcal
        self.totalKcal = totalKcal
        self.budgetKcal = budgetKcal
        self.remainingKcal = remainingKcal
        self.remainingPerDayKcal = remainingPerDayKcal
        self.isOverBudget = isOverBudget
        self.activityCreditKcal = activityCreditKcal
    }
}
