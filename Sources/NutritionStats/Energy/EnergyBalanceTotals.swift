/// The energy balance of a period: the sums over the days that have one.
public struct EnergyBalanceTotals: Sendable, Equatable {
    /// Days with a balance (counted days with anything known of the energy spent).
    public var days: Int
    /// Logged kcal over those days.
    public var intake: Double
    /// Active energy recorded over those days.
    public var active: Double
    /// Resting energy used over those days.
    public var resting: Double
    /// Energy spent over those days.
    public var spent: Double
    /// Days among those without recorded active energy (counted as 0), other than days whose spending
    /// is a recorded total (which includes active energy).
    public var daysWithoutActive: Int
    /// How many of those days took their resting energy from each source.
    public var daysByRestingSource: [RestingEnergySource: Int]

    /// The totals of `balances`.
    public init(_ balances: [EnergyBalance]) {
        var intake = CompensatedSum()
        var active = CompensatedSum()
        var resting = CompensatedSum()
        var spent = CompensatedSum()
        var sources: [RestingEnergySource: Int] = [:]
        var withoutActive = 0
        for balance in balances {
            intake.add(balance.intake)
            active.add(balance.active ?? 0)
            if balance.active == nil, balance.restingSource != .includedInTotal { withoutActive += 1 }
            resting.add(balance.resting)
            spent.add(balance.spent)
            sources[balance.restingSource, default: 0] += 1
        }
        self.days = balances.count
        self.intake = intake.value
        self.active = active.value
        self.resting = resting.value
        self.spent = spent.value
        self.daysByRestingSource = sources
        self.daysWithoutActive = withoutActive
    }

    /// `intake − spent` over the days.
    public var net: Double { intake - spent }

    /// Average net per day with a balance; nil without such days.
    public var averageNet: Double? { perDay(net) }
    /// Average intake per day with a balance.
    public var averageIntake: Double? { perDay(intake) }
    /// Average active energy per day with a balance.
    public var averageActive: Double? { perDay(active) }
    /// Average resting energy per day with a balance.
    public var averageResting: Double? { perDay(resting) }
    /// Average energy spent per day with a balance.
    public var averageSpent: Double? { perDay(spent) }

    private func perDay(_ sum: Double) -> Double? { days > 0 ? sum / Double(days) : nil }

    /// Deficit, surplus or balanced over the period.
    public var direction: BalanceDirection { BalanceDirection(net: net) }
}
