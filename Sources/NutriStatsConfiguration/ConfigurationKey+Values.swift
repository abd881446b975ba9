import NutritionData
import NutritionStats

extension ConfigurationKey {
    /// Each key's value in force, as the flags hold it once the configuration file's settings were added
    /// to them: what `nutristats config` shows. Keys without a value (no `--goal`, no time zone) are absent.
    public static func values(
        inputs: InputFlags, settings: SettingsFlags, weekStart: WeekStart, pantry: String?
    ) -> [ConfigurationKey: [String]] {
        var values: [ConfigurationKey: [String]] = [
            .foodLog: inputs.foodLogs, .activity: inputs.activity, .body: inputs.body,
            .dailyValues: [settings.dailyValues], .weekStart: [weekStart.rawValue],
            .stepsGoal: [ConfigurationFormatter.number(settings.stepsGoal)],
            .devicePriority: [inputs.devicePriority.argument],
        ]
        values[.storage] = inputs.storage.map { [$0] }
        values[.history] = inputs.history.map { [$0] }
        values[.pantry] = pantry.map { [$0] }
        values[.goal] = settings.goal.map { [ConfigurationFormatter.number($0)] }
        values[.timeZone] = inputs.timeZone.map { [$0.identifier] }
        values[.dateOrder] = inputs.dateOrder.map { [$0.rawValue] }
        values[.weightUnit] = inputs.weightUnit.map { [$0.rawValue] }
        return values
    }
}
