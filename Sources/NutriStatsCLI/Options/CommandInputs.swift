import NutritionData
import NutritionPresentation

/// The inputs of one run of a command (``InputOptions/open()``), read through one library `InputSet`
/// (an export given to several of --food-log, --activity and --body is scanned once), with the notes
/// about what was read on stderr.
struct CommandInputs {
    let set: InputSet

    /// The food log: the storage folder or history file, then every --food-log file, combined day by
    /// day; empty when no food input was given. The food log files' notes and days left out go to stderr.
    func readFoodLog() throws(InputError) -> FoodLog {
        let log = try set.readFoodLog()
        guard !set.files.foodLogs.isEmpty else { return log }
        Terminal.notes(
            InputNotes.noteContinuations(log.foodLogFiles) + TotalsCheckText.notes(log.foodLogFiles)
                + SuspiciousAmountText.notes(log.foodLogFiles) + InputNotes.daysLeftOut(log.daysLeftOut))
        return log
    }

    /// Every body file given (empty without --body); skipped rows are told on stderr.
    func readBody() throws(InputError) -> BodyLog {
        guard !set.files.body.isEmpty else { return BodyLog() }
        let log = try set.readBody()
        Terminal.notes(InputNotes.skipped(log.skipped))
        return log
    }

    /// Every activity file given, keeping only the local days `days` when given (rows outside them are
    /// only looked at for their dates).
    func readActivity(days: ClosedRange<LocalDate>? = nil) throws(InputError) -> ActivityLog {
        try set.readActivity(days: days)
    }
}
