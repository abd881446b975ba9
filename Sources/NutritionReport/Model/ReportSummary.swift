/// The headline figures of a report.
public struct ReportSummary: Sendable, Equatable {
    /// Days with at least one entry: `6`.
    public var loggedDays: String
    /// Days the averages divide by: `6`.
    public var countedDays: String
    /// Calendar days: `7`.
    public var days: String
    /// Intake: average per counted day against the goal, and the period's budget; nil when no day is counted.
    public var intake: ReportIntakeSummary?
    /// Intake against energy spent; nil when no counted day has a balance.
    public var energy: ReportEnergySummary?
    /// Steps; nil without step data.
    public var steps: ReportStepsSummary?
    /// The nutrients furthest over their limit (average %DV), highest first, at most three.
    public var overLimits: [ReportFlag]
    /// The nutrients furthest under their target (average %DV), lowest first, at most three.
    public var underTargets: [ReportFlag]
    /// Whether either list has an entry.
    public var hasFlags: Bool
    /// Share of logged kcal whose nutrients are known, whole percent: `94`; nil without kcal.
    public var coverage: String?
    /// Whether coverage is below 100 % (nutrient amounts are lower bounds).
    public var coverageIsPartial: Bool

    /// A value with these members, as given.
    public init(loggedDays: String, countedDays: String, days: String, intake: ReportIntakeSummary?,
                energy: ReportEnergySummary?, steps: ReportStepsSummary?, overLimits: [ReportFlag],
                underTargets: [ReportFlag], coverage: String?, coverageIsPartial: Bool) {
        self.loggedDays = loggedDays
        self.countedDays = countedDays
        self.days = days
        self.intake = intake
        self.energy = energy
        self.steps = steps
        self.overLimits = overLimits
        self.underTargets = underTargets
        self.hasFlags = !overLimits.isEmpty || !underTargets.isEmpty
        self.coverage = coverage
        self.coverageIsPartial = coverageIsPartial
    }
}

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
    public init(averageKcal: String, goalKcal: String, percentOfGoal: String, differenceKcal: String, isAboveGoal: Bool,
                lowestKcal: String, highestKcal: String, totalKcal: String, budgetKcal: String, remainingKcal: String,
                remainingPerDayKcal: String, isOverBudget: Bool, activityCreditKcal: String?) {
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

/// Energy balance over the days that have one.
public struct ReportEnergySummary: Sendable, Equatable {
    /// Days with a balance: `7`.
    public var days: String
    /// Intake over those days: `14,210`.
    public var intakeKcal: String
    /// Energy spent: `16,480`.
    public var spentKcal: String
    /// Active and resting parts of it.
    public var activeKcal: String
    public var restingKcal: String
    /// Intake − spent with a sign: `−2,270`.
    public var netKcal: String
    /// Net per day with a balance: `−324`.
    public var averageNetKcal: String
    /// The size of the net without a sign: `2,270`.
    public var netMagnitudeKcal: String
    /// `deficit`, `surplus` or `balanced`.
    public var direction: String
    public var isDeficit: Bool
    public var isSurplus: Bool

    /// A value with these members, as given.
    public init(days: String, intakeKcal: String, spentKcal: String, activeKcal: String, restingKcal: String,
                netKcal: String, averageNetKcal: String, netMagnitudeKcal: String, direction: String,
                isDeficit: Bool, isSurplus: Bool) {
        self.days = days
        self.intakeKcal = intakeKcal
        self.spentKcal = spentKcal
        self.activeKcal = activeKcal
        self.restingKcal = restingKcal
        self.netKcal = netKcal
        self.averageNetKcal = averageNetKcal
        self.netMagnitudeKcal = netMagnitudeKcal
        self.direction = direction
        self.isDeficit = isDeficit
        self.isSurplus = isSurplus
    }
}

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
    public init(days: String, total: String, average: String, goal: String, averagePercentOfGoal: String,
                daysGoalReached: String, bestDay: String, bestSteps: String) {
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

/// A nutrient over its limit or under its target on average.
public struct ReportFlag: Sendable, Equatable {
    /// `Sodium`.
    public var name: String
    /// Average per counted day with unit: `3,120 mg`.
    public var amount: String
    /// The Daily Value with unit: `2,300 mg`.
    public var dailyValue: String
    /// Average %DV: `136`.
    public var percent: String
    /// `over limit` or `under target`.
    public var flag: String
    /// Counted days flagged: `5 of 6`.
    public var flaggedDays: String

    /// A value with these members, as given.
    public init(name: String, amount: String, dailyValue: String, percent: String, flag: String, flaggedDays: String) {
        self.name = name
        self.amount = amount
        self.dailyValue = dailyValue
        self.percent = percent
        self.flag = flag
        self.flaggedDays = flaggedDays
    }
}
