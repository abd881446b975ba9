import NutritionData

/// What a run of a command may touch beyond its flags: where its notes go, the process's environment
/// (the activity day index cache's variables, ``NutriStatsConfiguration/InputFlags/activityReader(environment:)``)
/// and the clock (the default day of `food --servings`, `pantry` and `chart --metric pantry`). The
/// command line gives standard error, its environment and the computer's clock; tests give their own.
package struct CommandContext: Sendable {
    package var notes: NoteSink
    package var environment: [String: String]
    /// Today's date and the time now.
    package var now: @Sendable () -> (date: LocalDate, time: LocalTime)

    /// A context with these members, as given.
    package init(
        notes: NoteSink, environment: [String: String],
        now: @escaping @Sendable () -> (date: LocalDate, time: LocalTime)
    ) {
        self.notes = notes
        self.environment = environment
        self.now = now
    }

    /// Today's date.
    package var today: LocalDate { now().date }
}
