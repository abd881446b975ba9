/// The total or average row of the day table; a figure is nil when it is unknown.
public struct ReportDayTotal: Sendable, Equatable {
    /// `Total` or `Per day`.
    public var label: String
    public var intakeKcal: String?
    public var remainingKcal: String?
    public var spentKcal: String?
    public var netKcal: String?
    public var balance: String?
    /// Whether energy spent lacks resting energy on some day (so it is a lower bound).
    public var spentIsLowerBound: Bool
    public var steps: String?
    public var coverage: String?
    public var entries: String?
    public var meals: String?

    /// A value with these members, as given.
    public init(
        label: String, intakeKcal: String?, remainingKcal: String?, spentKcal: String?, netKcal: String?,
        balance: String?, spentIsLowerBound: Bool, steps: String?, coverage: String?, entries: String?,
        meals: String?
    ) {
        self.label = label
        self.intakeKcal = intakeKcal
        self.remainingKcal = remainingKcal
        self.spentKcal = spentKcal
        self.netKcal = netKcal
        self.balance = balance
        self.spentIsLowerBound = spentIsLowerBound
        self.steps = steps
        self.coverage = coverage
        self.entries = entries
        self.meals = meals
    }
}
