import NutritionData

/// The exit statuses every command uses (sysexits.h values).
package enum ExitStatus: Int32, Sendable, CaseIterable {
    /// The command line is wrong.
    case usage = 64
    /// An input file's content is wrong.
    case data = 65
    /// An output could not be produced from valid inputs (an encoding fault): a fault of NutriStats.
    case software = 70
    /// A file is missing or unreadable, or output cannot be written.
    case io = 74

    /// The exit status for an input error.
    package static func of(_ error: InputError) -> ExitStatus {
        error.kind == .io ? .io : .data
    }
}
