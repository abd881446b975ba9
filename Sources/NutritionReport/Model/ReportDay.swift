/// One row of the day table.
public struct ReportDay: Sendable, Equatable {
    /// `2026-11-09`.
    public var date: String
    /// `Mon`.
    public var weekday: String
    /// `Mon 9 Nov`.
    public var label: String
    /// Whether the day has entries.
    public var logged: Bool
    /// Whether the day counts in averages (logged, or unlogged days count as 0).
    public var counted: Bool
    /// Logged kcal; nil when the day is not counted.
    public var intakeKcal: String?
    /// Goal − intake (+ credit) with a sign; nil when not counted.
    public var remainingKcal: String?
    /// Energy spent (active + resting); nil without a balance.
    public var spentKcal: String?
    /// Intake − spent with a sign; nil without a balance.
    public var netKcal: String?
    /// `deficit`, `surplus` or `balanced`; nil without a balance.
    public var balance: String?
    /// Whether spent energy lacks resting energy (unknown, counted as 0) that day.
    public var spentIsLowerBound: Bool
    /// Steps; nil without step data.
    public var steps: String?
    /// Whether steps reached the goal.
    public var stepsGoalReached: Bool
    /// Share of logged kcal whose nutrients are known, whole percent; nil when the day has no kcal.
    public var coverage: String?
    /// Whether coverage is below 100 %.
    public var coverageIsPartial: Bool
    /// Entries and meals: `14`, `5`.
    public var entries: String
    public var meals: String

    /// A value with these members, as given.
    public init(
        date: String, weekday: String, label: String, logged: Bool, counted: Bool, intakeKcal: String?,
        remainingKcal: String?, spentKcal: String?, netKcal: String?, balance: String?, spentIsLowerBound: Bool,
        steps: String?, stepsGoalReached: Bool, coverage: String?, coverageIsPartial: Bool,
        entries: String, meals: String
    ) {
        self.date = date
        self.weekday = weekday
        self.label = label
        self.logged = logged
        self.counted = counted
        self.intakeKcal = intakeKcal
        self.remainingKcal = remainingKcal
        self.spentKcal = spentKcal
        self.netKcal = netKcal
        self.balance = balance
        self.spentIsLowerBound = spentIsLowerBound
        self.steps = steps
        self.stepsGoalReached = stepsGoalReached
        self.coverage = coverage
        self.coverageIsPartial = coverageIsPartial
        self.entries = entries
        self.meals = meals
    }
}
