import ArgumentParser
import NutriStatsConfiguration
import NutritionData
import NutritionStats

/// The flags that shape the figures — goal, Daily Values, activity credit, unlogged days, resting
/// energy, steps goal, top-food count — and the one place they become ``StatsSettings``. Shared by
/// `stats`, `report` and `chart --metric`, so the same flags mean the same thing everywhere.
struct SettingsOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Daily energy goal in kcal, 1 to 100,000 (default 2,000, or the Calories line of a --dv targets file).",
            valueName: "KCAL"))
    var goal: Double?

    @Option(
        help: ArgumentHelp(
            "Daily Values: current (FDA 2016), legacy (FDA before 2016), or a targets file overriding current values.",
            valueName: "current|legacy|FILE"))
    var dv: String = "current"

    @Flag(help: "Add active kcal back to the budget: remaining = goal − intake + active.")
    var activityCredit = false

    @Flag(help: "Count days without entries as 0 kcal instead of leaving them out of averages.")
    var countUnloggedAsZero = false

    @Option(
        help: ArgumentHelp(
            "Resting kcal per day (0 to 100,000), for days whose activity data has no resting energy.", valueName: "N"))
    var restingKcal: Double?

    @Option(help: ArgumentHelp("Daily steps goal, 1 to 1,000,000.", valueName: "N"))
    var stepsGoal: Double = StatsSettings.defaultStepsGoal

    @Option(help: ArgumentHelp("How many top foods to list.", valueName: "N"))
    var top: Int = StatsSettings.defaultTopFoods

    func validate() throws {
        if let goal, !StatsSettings.kcalGoalRange.contains(goal) {
            throw ValidationError(ConfigurationKey.goal.refusal(of: String(describing: goal)))
        }
        if let restingKcal, !StatsSettings.restingKcalRange.contains(restingKcal) {
            throw ValidationError(
                "--resting-kcal takes a number of kcal from \(ConfigurationKey.bounds(StatsSettings.restingKcalRange)), "
                    + "not \(restingKcal).")
        }
        if !StatsSettings.stepsGoalRange.contains(stepsGoal) {
            throw ValidationError(ConfigurationKey.stepsGoal.refusal(of: String(describing: stepsGoal)))
        }
        guard top >= 0 else { throw ValidationError("--top takes a number of foods of 0 or more, not \(top).") }
    }

    /// The settings the flags ask for, with weeks starting on `weekStart`; reads the targets file of
    /// `--dv FILE`.
    func settings(weekStart: WeekStart) throws(InputError) -> StatsSettings {
        let table = try DailyValueChoice(argument: dv).table()
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

    /// The `--dv` targets file, when one is given (an input the report must not overwrite).
    var targetsFile: String? {
        if case .file(let path) = DailyValueChoice(argument: dv) { return path }
        return nil
    }
}
