import ArgumentParser
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionStats
import SafeOutput

/// The exit statuses every command uses (sysexits.h values).
public enum ExitStatus {
    /// The command line is wrong.
    public static let usage = ExitCode(64)
    /// An input file's content is wrong.
    public static let data = ExitCode(65)
    /// A file is missing or unreadable, or output cannot be written.
    public static let io = ExitCode(74)
    /// An output could not be produced from valid inputs (``EncodingFault``): a fault of NutriStats.
    public static let software = ExitCode(70)

    /// The exit status for an input error.
    public static func of(_ error: InputError) -> ExitCode {
        error.kind == .io ? io : data
    }
}

/// Runs a command body, turning an ``InputError``, an ``OutputError`` or an ``EncodingFault`` into a
/// one-line message on stderr and the matching exit status, so no user file ever produces a stack
/// trace; a period found too long once the data is known (``PeriodTooLong``) and a `--compare previous`
/// with no day before it (``NoPreviousPeriod``) become usage errors (``UsageProblem``, exit 64).
func reportingInputErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as InputError {
        Terminal.error(error.description)
        throw ExitStatus.of(error)
    } catch let error as OutputError {
        Terminal.error(error.description)
        throw ExitStatus.io
    } catch let error as EncodingFault {
        Terminal.error(error.description)
        throw ExitStatus.software
    } catch let error as PeriodTooLong {
        throw ValidationError(.periodTooLong(error))
    } catch let error as NoPreviousPeriod {
        throw ValidationError(.noPreviousPeriod(error))
    }
}
