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
    public init(
        days: String, intakeKcal: String, spentKcal: String, activeKcal: String, restingKcal: String,
        netKcal: String, averageNetKcal: String, netMagnitudeKcal: String, direction: String,
        isDeficit: Bool, isSurplus: Bool
    ) {
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
