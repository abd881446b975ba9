import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionStats
import SafeOutput

/// How an error thrown by a run ends the command: the one place that decides each error's message and
/// exit status, so no user file ever produces a stack trace.
package enum CommandFailure: Sendable, Equatable {
    /// A usage error (exit 64, with the usage line; the command line's parser prints it).
    case usage(UsageProblem)
    /// A one-line message for standard error, lines to write after it (the foods a query matched), and
    /// the exit status.
    case message(String, lines: [String] = [], status: ExitStatus)

    /// The failure `error` means; nil for an error that is not a run's (the argument parser's own, an
    /// exit already decided), to be passed on as it is.
    ///
    /// An ``NutritionData/InputError`` exits 65 or 74 by its kind, an ``SafeOutput/OutputError`` and a
    /// failed write to standard output (``StandardOutputFailure``) 74, an encoding fault 70; a period found too long once the data is known (``NutritionStats/PeriodTooLong``)
    /// and a `--compare previous` with no day before it (``NutritionStats/NoPreviousPeriod``) are usage
    /// errors, as is a ``NutriStatsConfiguration/UsageProblem`` found while running; data with nothing to
    /// show (``NoDataProblem``) exits 65, and a food query matching several foods or none
    /// (``FoodNotFound``) 64, after its message.
    package init?(_ error: any Error) {
        switch error {
        case let error as InputError: self = .message(error.description, status: .of(error))
        case let error as OutputError: self = .message(error.description, status: .io)
        case let error as StandardOutputFailure: self = .message(error.description, status: .io)
        case let error as EncodingFault: self = .message(error.description, status: .software)
        case let error as PeriodTooLong: self = .usage(.periodTooLong(error))
        case let error as NoPreviousPeriod: self = .usage(.noPreviousPeriod(error))
        case let problem as UsageProblem: self = .usage(problem)
        case let problem as NoDataProblem: self = .message(problem.description, status: .data)
        case let error as FoodNotFound: self = .message(error.message, lines: error.lines, status: .usage)
        default: return nil
        }
    }
}
