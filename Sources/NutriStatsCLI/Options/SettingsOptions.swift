import ArgumentParser
import NutriStatsConfiguration
import NutritionData
import NutritionStats

/// The flags that shape the figures — goal, Daily Values, activity credit, unlogged days, resting
/// energy, steps goal, top-food count — shared by `stats`, `report` and `chart --metric`, so the same
/// flags mean the same thing everywhere; the library's ``SettingsFlags`` checks them and makes the
/// ``StatsSettings``.
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

    /// The flags as the library reads them.
    var flags: SettingsFlags {
        SettingsFlags(
            goal: goal, dailyValues: dv, activityCredit: activityCredit, countUnloggedAsZero: countUnloggedAsZero,
            restingKcal: restingKcal, stepsGoal: stepsGoal, top: top)
    }

    func validate() throws {
        try usage { try flags.check() }
    }

    /// The settings the flags ask for, with weeks starting on `weekStart`; reads the targets file of
    /// `--dv FILE`.
    func settings(weekStart: WeekStart) throws(InputError) -> StatsSettings {
        try flags.settings(weekStart: weekStart)
    }
}
