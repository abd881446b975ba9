/// The choices that shape the figures: goals, Daily Values, the week's first day and how unlogged
/// days and activity count.
public struct StatsSettings: Sendable, Equatable {
    /// The energy goal used when none is given: 2,000 kcal per day (the FDA reference intake).
    public static let defaultKcalGoal = 2_000.0
    /// The steps goal used when none is given: 10,000 steps per day.
    public static let defaultStepsGoal = 10_000.0
    /// How many foods the top-food lists hold by default.
    public static let defaultTopFoods = 10

    // Bounds on the settings that enter figures. With them, and with the inputs' own bounds (an
    // entry at most 100,000 kcal, an activity value at most 10⁹, a period at most 36,525 days),
    // every figure stays finite: goal × days ≤ 3.7 × 10⁹, % of a goal ≤ intake × 100. The lower
    // bounds keep a goal from being written as 0 while dividing by it.
    /// The daily energy goal (`--goal`, or the Calories line of a targets file): 1 to 100,000 kcal,
    /// the most one entry may hold.
    public static let kcalGoalRange: ClosedRange<Double> = 1...100_000
    /// Configured resting energy (`--resting-kcal`): 0 to 100,000 kcal a day.
    public static let restingKcalRange: ClosedRange<Double> = 0...100_000
    /// The daily steps goal (`--steps-goal`): 1 to 1,000,000 steps.
    public static let stepsGoalRange: ClosedRange<Double> = 1...1_000_000

    /// The first day of calendar weeks.
    public var weekStart: WeekStart
    /// The daily energy goal in kcal.
    public var kcalGoal: Double
    /// Whether active kcal are added back to the budget (`remaining = goal − intake + active`).
    public var activityCredit: Bool
    /// Whether days without entries are left out of averages, budgets and balances, or count as zero.
    public var unloggedDays: UnloggedDays
    /// Resting energy per day in kcal, used on days whose activity data has none; nil when not set.
    public var restingKcal: Double?
    /// The daily steps goal.
    public var stepsGoal: Double
    /// The Daily Values %DV is computed against.
    public var dailyValues: DailyValueTable
    /// How many foods the top-food lists hold.
    public var topFoods: Int

    /// Settings; each argument left out takes the default described on its property.
    public init(
        weekStart: WeekStart = .monday, kcalGoal: Double = StatsSettings.defaultKcalGoal, activityCredit: Bool = false,
        unloggedDays: UnloggedDays = .excluded, restingKcal: Double? = nil,
        stepsGoal: Double = StatsSettings.defaultStepsGoal, dailyValues: DailyValueTable = .fdaCurrent,
        topFoods: Int = StatsSettings.defaultTopFoods
    ) {
        self.weekStart = weekStart
        self.kcalGoal = kcalGoal
        self.activityCredit = activityCredit
        self.unloggedDays = unloggedDays
        self.restingKcal = restingKcal
        self.stepsGoal = stepsGoal
        self.dailyValues = dailyValues
        self.topFoods = topFoods
    }

    /// The daily energy goal in force: the one given (`--goal`, or the configuration file's `goal`),
    /// else the Calories line of a custom targets file among `dailyValues`, else
    /// ``defaultKcalGoal``. The one rule of which goal wins.
    public static func kcalGoal(given: Double?, dailyValues: DailyValueTable) -> Double {
        if let given { return given }
        if dailyValues.customNutrients.contains(.calories), let calories = dailyValues[.calories]?.amount {
            return calories
        }
        return defaultKcalGoal
    }

    /// Whether a day with `totals` takes part in averages, budgets and energy balances: **the one rule**
    /// for counted days. A day with an entry of known kcal is counted; a day without entries only when
    /// unlogged days count as zero (``UnloggedDays/countedAsZero``); a day whose entries were all logged
    /// without kcal never is — something was eaten, so 0 kcal would be wrong, and its intake is unknown.
    public func counts(_ totals: IntakeTotals) -> Bool {
        totals.entryCount == 0 ? unloggedDays == .countedAsZero : totals.hasKnownKcal
    }
}
