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
    public init(
        loggedDays: String, countedDays: String, days: String, intake: ReportIntakeSummary?,
        energy: ReportEnergySummary?, steps: ReportStepsSummary?, overLimits: [ReportFlag],
        underTargets: [ReportFlag], coverage: String?, coverageIsPartial: Bool
    ) {
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
