import NutritionData

/// The figures of a period set against those of another (`stats --compare`): each figure of both
/// and its change, this period's value minus the compared one's, unrounded. A change is nil when
/// either value is unknown.
public struct PeriodComparison: Sendable, Equatable {
    /// A figure that is compared.
    public enum Figure: Sendable, Hashable {
        /// Average kcal per counted day.
        case averageKcal
        /// Logged days.
        case loggedDays
        /// Logged days ÷ days, 0 … 1.
        case loggingRate
        /// `goal × counted days − intake (+ credit)`; nil without a counted day.
        case budgetBalance
        /// Net energy (intake − spent) per day with a balance.
        case netPerDay
        /// Steps per day with steps.
        case stepsPerDay
        /// Average %Daily Value per counted day.
        case dailyValue(Nutrient)
    }

    /// One figure of both periods and its change.
    public struct Row: Sendable, Equatable {
        public var figure: Figure
        public var current: Double?
        public var compared: Double?
        /// `current − compared`; nil when either is unknown.
        public var change: Double? {
            guard let current, let compared else { return nil }
            return current - compared
        }
    }

    public var current: DateRange
    public var compared: DateRange
    /// The headline figures, then the %DV of every nutrient with a Daily Value (energy excepted).
    public var rows: [Row]

    /// `current` set against `compared`.
    public init(_ current: PeriodStatistics, against compared: PeriodStatistics) {
        self.current = current.range
        self.compared = compared.range
        var figures: [Figure] = [.averageKcal, .loggedDays, .loggingRate, .budgetBalance, .netPerDay, .stepsPerDay]
        figures += current.dailyValueReadings.map(\.nutrient).filter { $0 != .calories }.map(Figure.dailyValue)
        self.rows = figures.map {
            Row(figure: $0, current: Self.value($0, of: current), compared: Self.value($0, of: compared))
        }
    }

    /// The value of `figure` in `period`.
    public static func value(_ figure: Figure, of period: PeriodStatistics) -> Double? {
        switch figure {
        case .averageKcal: period.intake.average?.kcal
        case .loggedDays: Double(period.intake.loggedDays)
        case .loggingRate: period.loggingRate
        case .budgetBalance: period.intake.countedDays > 0 ? period.budget.remaining : nil
        case .netPerDay: period.energy.averageNet
        case .stepsPerDay: period.steps.average
        case .dailyValue(let nutrient): period.percentOfDailyValue(nutrient)
        }
    }
}
