/// The energy budget of a day or a period: what is left of the goal after intake.
///
/// `remaining = goalPerDay × days − intake + activityCredit`, where the credit (the active kcal of
/// the counted days) is added only when the user asks for it. A negative remaining means the goal was
/// exceeded.
public struct Budget: Sendable, Equatable {
    /// Days the goal is counted for (1 for a day; the counted days of a period).
    public var days: Int
    /// The daily energy goal in kcal.
    public var goalPerDay: Double
    /// Logged kcal over those days.
    public var intake: Double
    /// Active kcal added back to the budget; nil when activity credit is off.
    public var activityCredit: Double?

    /// A value with these members, as given.
    public init(days: Int, goalPerDay: Double, intake: Double, activityCredit: Double? = nil) {
        self.days = days
        self.goalPerDay = goalPerDay
        self.intake = intake
        self.activityCredit = activityCredit
    }

    /// The goal over all counted days: `goalPerDay × days`.
    public var goal: Double { goalPerDay * Double(days) }

    /// `goal − intake + activityCredit` (credit 0 when off).
    public var remaining: Double { goal - intake + (activityCredit ?? 0) }

    /// ``remaining`` per counted day; nil when no day is counted.
    public var remainingPerDay: Double? { days > 0 ? remaining / Double(days) : nil }

    /// Whether intake went over the (credited) goal.
    public var isExceeded: Bool { remaining < 0 }
}
