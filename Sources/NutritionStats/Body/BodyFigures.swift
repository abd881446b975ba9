import NutritionData

/// The body figures of a period, gathered from the engine's definitions for a front end to show:
/// each day's weight, body fat, trend weight and expenditure from the scale, and the period's rate,
/// trend change, latest expenditure set beside the devices, and goal.
///
/// Decides nothing new: every figure is ``DayWeights``, ``TrendWeight``, ``WeightRate``,
/// ``ScaleExpenditure`` (through ``NutritionStatistics/scaleExpenditure(over:window:weights:)``, so the
/// counted days are the engine's) or ``WeightGoal``.
public struct BodyFigures: Sendable {
    /// One day's body figures.
    public struct Day: Sendable {
        /// The day.
        public var date: LocalDate
        /// W_d and body fat of the day (nil fields on days without a reading).
        public var weight: DayWeight?
        /// T on the day; nil before the first weigh-in.
        public var trend: Double?
        /// The expenditure from the scale for the window ending on the day, or why there is none.
        public var expenditure: Result<ScaleExpenditure, BodyFigureUnavailable>
        /// The devices' measured spent energy over that window, when the estimate exists and the
        /// devices measured a day of it.
        public var devices: DeviceExpenditureComparison?
    }

    /// What the user asked of the figures: the expenditure window, a goal weight and a rate to plan by.
    public struct Request: Sendable, Equatable {
        /// N, the expenditure window.
        public var window: ExpenditureWindow
        /// The goal weight, kg.
        public var goal: WeightGoal?
        /// The weekly change to plan intake for, kg a week (negative to lose).
        public var plannedRate: Double?

        /// The heaviest goal weight taken, kg (as the heaviest reading a body file may hold).
        public static let maximumKilograms = 700.0
        /// The fastest planned change taken, kg a week either way.
        public static let maximumKilogramsPerWeek = 2.0

        public init(window: ExpenditureWindow = .standard, goal: WeightGoal? = nil, plannedRate: Double? = nil) {
            self.window = window
            self.goal = goal
            self.plannedRate = plannedRate
        }
    }

    /// The period.
    public var range: DateRange
    /// What was asked.
    public var request: Request
    /// One entry per day of the period, in date order.
    public var days: [Day]
    /// The rate of weight change over the period, or why there is none.
    public var rate: Result<WeightRate, BodyFigureUnavailable>
    /// T on the period's last day minus T on its first day with a trend; nil without a trend in the period.
    public var trendChange: Double?
    /// Whether the body files hold any weigh-in at all (a period without one says so differently).
    public var hasWeighIns: Bool

    /// The figures of `range`. O(days + N) after the period's figures.
    public init(statistics: NutritionStatistics, weights: DayWeights, range: DateRange, request: Request = Request()) {
        self.range = range
        self.request = request
        let trend = TrendWeight(weights)
        let expenditure = statistics.scaleExpenditure(over: range, window: request.window, weights: weights)
        days = zip(range, expenditure).map { date, e in
            Day(
                date: date, weight: weights.day(date), trend: trend.value(on: date), expenditure: e.estimate,
                devices: e.devices)
        }
        rate = WeightRate.over(range, weights: weights)
        let trends = days.compactMap(\.trend)
        trendChange = trends.count >= 1 ? (trends.last ?? 0) - (trends.first ?? 0) : nil
        hasWeighIns = !weights.weighIns.isEmpty
    }

    /// The activity days the figures of `range` need: the period and the N − 1 days before it, whose
    /// measured spent energy the first day's window sets beside the scale. Nil stays nil (all days).
    public static func activityDays(_ days: ClosedRange<LocalDate>?, window: ExpenditureWindow) -> ClosedRange<
        LocalDate
    >? {
        days.map { $0.lowerBound.adding(days: 1 - window.days)...$0.upperBound }
    }

    /// The weigh-in days of the period.
    public var weighInDays: Int { days.filter { $0.weight?.isWeighIn == true }.count }

    /// The trend on the period's last day.
    public var lastTrend: Double? { days.last?.trend }

    /// The expenditure for the window ending on the period's last day, with the devices beside it.
    public var latest: Day? { days.last }

    /// Where the trend is going, seen from the period's last day at the period's rate; nil without a
    /// goal, a trend or a rate.
    public var goalProjection: WeightGoalProjection? {
        guard let goal = request.goal, let trend = lastTrend, case .success(let rate) = rate, let day = days.last else {
            return nil
        }
        return goal.projection(from: day.date, trend: trend, kilogramsPerWeek: rate.kilogramsPerWeek)
    }

    /// The daily intake that would give ``Request/plannedRate`` at the latest expenditure; nil without one.
    public var intakeForPlannedRate: Double? {
        guard let planned = request.plannedRate, case .success(let e)? = latest?.expenditure else { return nil }
        return e.intake(forRate: planned)
    }
}
