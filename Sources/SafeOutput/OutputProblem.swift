/// Why an output could not be written, as a value: one case per shape of sentence, worded in one
/// place (`OutputProblem+Wording.swift`). ``OutputError`` adds the path.
///
/// A sentence written in one place only (or another error's own text) is carried by ``stated(_:)``;
/// a string literal given where an `OutputProblem` is expected is such a sentence.
public enum OutputProblem: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// `cannot write WHAT: REASON`.
    case cannotWrite(String, reason: String)
    /// `cannot lock FOLDER: REASON`: another NutriStats is writing there.
    case cannotLock(folder: String, reason: String)
    /// `cannot move the new output into place: REASON`.
    case cannotMoveNewOutputIntoPlace(reason: String)
    /// `cannot move the earlier output aside: REASON`.
    case cannotMoveEarlierOutputAside(reason: String)
    /// `cannot replace the earlier output: REASON`.
    case cannotReplaceEarlierOutput(reason: String)
    /// A folder where a file is to be written: `is a folder; HINT`.
    case isAFolder(hint: String)
    /// A device, pipe or socket where a file is to be written: `is not a regular file; HINT`.
    case notARegularFile(hint: String)
    /// A sentence that occurs in one place only, written there, or another error's own text.
    case stated(String)

    public init(stringLiteral value: String) { self = .stated(value) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self = .stated(String(stringInterpolation: stringInterpolation))
    }

    /// Two problems are the same when they read the same.
    public static func == (lhs: OutputProblem, rhs: OutputProblem) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
