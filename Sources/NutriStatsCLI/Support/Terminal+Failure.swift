import ArgumentParser
import NutriStatsCommandLine

/// Runs a command body, ending the command as ``NutriStatsCommandLine/CommandFailure`` decides for
/// what it throws (``Terminal/failure(_:)``), so no user file ever produces a stack trace.
func reportingInputErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch {
        throw Terminal.failure(error)
    }
}

extension Terminal {
    /// What ends the command for `error` (``NutriStatsCommandLine/CommandFailure``): ArgumentParser's
    /// usage error (exit 64), or the exit status after the message and its lines on stderr; any other
    /// error (ArgumentParser's own, an exit already decided) as it is.
    static func failure(_ error: any Error) -> any Error {
        switch CommandFailure(error) {
        case .usage(let problem):
            return ValidationError(problem)
        case .message(let text, let lines, let status):
            self.error(text)
            notes(lines)
            return ExitCode(status.rawValue)
        case nil:
            return error
        }
    }
}
