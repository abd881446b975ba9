import NutritionData
import NutritionStats

/// The flags that shape the figures as given — `--goal`, `--dv`, `--activity-credit`,
/// `--count-unlogged-as-zero`, `--resting-kcal`, `--steps-goal`, `--top` — and the one place they
/// become ``NutritionStats/StatsSettings`` (which goal wins is ``NutritionStats/StatsSettings/kcalGoal(given:dailyValues:)``'s rule).
public struct SettingsFlags: Sendable, Hashable {
    public var goal: Double?
    /// `current`, `legacy` or a targets file (``DailyValueChoice``).
    public var dailyValues: String
    public var activityCredit: Bool
    public var countUnloggedAsZero: Bool
    public var restingKcal: Double?
    public var stepsGoal: Double
    public var top: Int

    public init(
        goal: Double? = nil, dailyValues: String = "current", activityCredit: Bool = false,
        countUnloggedAsZero: Bool = false, restingKcal: Double? = nil,
        stepsGoal: Double = StatsSettings.defaultStepsGoal, top: Int = StatsSettings.defaultTopFoods
    ) {
        self.goal = goal
        self.dailyValues = dailyValues
        self.activityCredit = activityCredit
        self.countUnloggedAsZero = countUnloggedAsZero
        self.restingKcal = restingKcal
        self.stepsGoal = stepsGoal
        self.top = top
    }

    /// Checks each number against the range the engine takes.
    public func check() throws(UsageProblem) {
        if let goal, !StatsSettings.kcalGoalRange.contains(goal) {
            throw .setting(.goal, given: String(describing: goal))
        }
        if let restingKcal, !StatsSettings.restingKcalRange.contains(restingKcal) { throw .restingKcal(restingKcal) }
        if !StatsSettings.stepsGoalRange.contains(stepsGoal) {
            throw .setting(.stepsGoal, given: String(describing: stepsGoal))
        }
        guard top >= 0 else { throw .top(top) }
    }

    /// The settings the flags ask for, with weeks starting on `weekStart`; reads the targets file of
    /// `--dv FILE`.
    public func settings(weekStart: WeekStart) throws(InputError) -> StatsSettings {
        let table = try DailyValueChoice(argument: dailyValues).table()
        return StatsSettings(
            weekStart: weekStart,
            kcalGoal: StatsSettings.kcalGoal(given: goal, dailyValues: table),
            activityCredit: activityCredit,
            unloggedDays: countUnloggedAsZero ? .countedAsZero : .excluded,
            restingKcal: restingKcal,
            stepsGoal: stepsGoal,
            dailyValues: table,
            topFoods: top
        )
    }

    /// The `--dv` targets file, when one is given (an input an output must not overwrite).
    public var targetsFile: String? {
        if case .file(let path) = DailyValueChoice(argument: dailyValues) { return path }
        return nil
    }
}
