import Foundation
import NutriStatsCommandLine
import NutritionData

/// This computer's clock in its time zone: the default day of `food --servings`, `pantry --today` and
/// `chart --metric pantry`. The one place a command reads the clock (the libraries take dates and
/// times as arguments, ``NutriStatsCommandLine/CommandContext``).
enum LocalClock {
    /// Today's date and the time now.
    static func now() -> (date: LocalDate, time: LocalTime) {
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: Date())
        let date =
            LocalDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? LocalDate(dayNumber: 0)
        let time = LocalTime(hour: parts.hour ?? 12, minute: parts.minute ?? 0) ?? .midnight
        return (date, time)
    }
}

extension CommandContext {
    /// A run's context on the command line: notes to standard error (``Terminal/note(_:)``), this
    /// process's environment, this computer's clock.
    static var terminal: CommandContext {
        CommandContext(
            notes: NoteSink { Terminal.note($0) }, environment: ProcessInfo.processInfo.environment,
            now: { LocalClock.now() })
    }
}
