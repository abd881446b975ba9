/// A problem with a user's input, located as precisely as the format allows.
///
/// The description reads `FILE:LINE: field 'FIELD': PROBLEM`, for example
/// `History/foodHistory.json:12: field 'servings': expected a number, found "two"`.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Whether the file could not be read at all, or was read and is wrong.
    public enum Kind: Sendable, Equatable {
        /// The content is malformed or holds an impossible value.
        case data
        /// The file or folder is missing or unreadable.
        case io
    }

    public var kind: Kind
    /// The file as the user named it (or as found under the folder they named).
    public var file: String
    /// 1-based line number, when known.
    public var line: Int?
    /// The field, key or column, when known.
    public var field: String?
    /// What was wrong: what was expected and what was found, worded by ``InputProblem/description``.
    public var problem: InputProblem

    public init(_ kind: Kind = .data, file: String, line: Int? = nil, field: String? = nil, problem: InputProblem) {
        self.kind = kind
        self.file = file
        self.line = line
        self.field = field
        self.problem = problem
    }

    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if let field { text += "field '\(field)': " }
        return text + problem.description
    }
}
