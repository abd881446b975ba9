import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionStats

/// The inputs of one run of a command, read through one library ``NutritionData/InputSet`` (an export
/// given to several of --food-log, --activity and --body is scanned once), with the notes about what
/// was read written as they come.
package struct CommandInputs {
    package let set: InputSet
    /// Where the notes about what was read go.
    package let notes: NoteSink

    /// The inputs `flags` name (``NutriStatsConfiguration/InputFlags/inputSet(reading:environment:)``);
    /// `kinds`: the files the command reads.
    package init(
        flags: InputFlags, reading kinds: Set<InputKind> = [.foodLog, .activity, .body], context: CommandContext
    ) {
        set = flags.inputSet(reading: kinds, environment: context.environment)
        notes = context.notes
    }

    /// The food log: the storage folder or history file, then every --food-log file, combined day by
    /// day; empty when no food input was given. The food log files' notes and days left out are noted.
    package func readFoodLog() throws(InputError) -> FoodLog {
        let log = try set.readFoodLog()
        guard !set.files.foodLogs.isEmpty else { return log }
        notes(
            InputNotes.noteContinuations(log.foodLogFiles) + TotalsCheckText.notes(log.foodLogFiles)
                + SuspiciousAmountText.notes(log.foodLogFiles) + InputNotes.daysLeftOut(log.daysLeftOut))
        return log
    }

    /// Every body file given (empty without --body); skipped rows are noted.
    package func readBody() throws(InputError) -> BodyLog {
        guard !set.files.body.isEmpty else { return BodyLog() }
        let log = try set.readBody()
        notes(InputNotes.skipped(log.skipped))
        return log
    }

    /// Every activity file given, keeping only the local days `days` when given (rows outside them are
    /// only looked at for their dates).
    package func readActivity(days: ClosedRange<LocalDate>? = nil) throws(InputError) -> ActivityLog {
        try set.readActivity(days: days)
    }

    /// The body files, and the activity of `days` (nil: every day) reaching back over `window`'s N − 1
    /// days before them when body files were given (``NutritionStats/BodyFigures/activityDays(_:window:)``);
    /// an export also given to --body is scanned for those days.
    package func readBodyAndActivity(days: ClosedRange<LocalDate>?, window: ExpenditureWindow) throws(InputError) -> (
        body: BodyLog, activity: ActivityLog
    ) {
        let reach = BodyFigures.activityDays(days, window: window)
        set.planActivityRead(days: reach)
        let body = try readBody()
        return (body, try readActivity(days: body.readings.isEmpty ? days : reach))
    }
}
