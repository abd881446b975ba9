/// What was wrong with an input, as a value: one case per shape of sentence, worded in one place
/// (`InputProblem+Wording.swift`), the way swift-argument-parser's `ParserError` is.
///
/// ``InputError`` adds where it happened (file, line, field). A sentence that occurs once and only
/// makes sense where it is written is carried whole by ``stated(_:)``; a string literal given where an
/// `InputProblem` is expected is such a sentence. A shape written in two places becomes a case.
public enum InputProblem: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    // MARK: The file itself

    /// The file could not be opened: `cannot open the file: REASON`.
    case cannotOpen(reason: String)
    /// The file could not be read: `cannot read the file: REASON`.
    case cannotRead(reason: String)
    /// Nothing is at the path: `no such file; HINT` (the hint says what was expected).
    case noSuchFile(hint: String)
    /// A folder is at the path where a file is expected: `is a folder; HINT`.
    case isAFolder(hint: String)
    /// A device, pipe or socket is at the path: `is not a regular file; HINT`.
    case notARegularFile(hint: String)
    /// A folder is at the path where a file of some kind is expected: `is a folder, not WHAT`.
    case folderInsteadOf(String)
    /// The file holds nothing: `is empty; expected EXPECTED`.
    case isEmpty(expected: String)

    // MARK: Text, lines and fields

    /// A CSV line is not UTF-8: `expected UTF-8 text (save the file as CSV UTF-8)`.
    case notUTF8CSV
    /// A text file holds a byte that is not UTF-8 (shown as two hex digits).
    case notUTF8(byte: UInt8)
    /// A line, header line or tag longer than `limit` bytes (a whole number of MiB).
    case tooLong(TextSpan, limit: Int)
    /// A row with another number of fields than its header has.
    case fieldCount(expected: Int, found: Int)
    /// A quoted field still open at the end of its line.
    case quoteNotClosedOnLine
    /// Text after a quoted field's closing quote.
    case textAfterClosingQuote
    /// A JSON file ends where more is expected: `expected WHAT, found the end of the file (is it cut short?)`.
    case endOfFile(expected: String)
    /// A JSON string still open at the end of the file.
    case quotedTextNotClosed
    /// The first line of a file is empty where a header is expected.
    case emptyHeaderLine
    /// A part every element needs (an attribute, a key, a column) is not there:
    /// `expected this PART CONTEXT, found none`.
    case partMissing(Part, context: String)
    /// A key given twice in one entry.
    case keyRepeated

    // MARK: Values

    /// Any other expectation: `expected WHAT, found FOUND`.
    case expected(String, found: Found)
    /// An expectation the value does not meet, when what was found goes without saying: `expected WHAT`.
    case expectation(String)
    /// `expected a number, found FOUND`.
    case notANumber(found: Found)
    /// A negative, infinite or unreadable activity value: `expected a finite, non-negative number, found FOUND`;
    /// `orEmpty` when the field may be left empty.
    case notANonNegativeNumber(found: Found, orEmpty: Bool = false)
    /// An activity value over ``ActivityValueLimit``: `expected a number of at most 1000000000, found FOUND`.
    case activityValueTooLarge(found: Found, orEmpty: Bool = false)
    /// A file given as one kind of input that holds another (or nothing NutriStats reads):
    /// `expected activity data (…), found FOUND`.
    case otherInput(expected: ExpectedInput, found: String)
    /// An amount outside 0 to `limit` (its digits grouped): `expected a number from 0 to LIMIT[ UNIT][ CONTEXT], found FOUND`.
    case numberOutOfRange(limit: Double, unit: String? = nil, context: String? = nil, found: Found)
    /// More sources in one import than ``SourceTable`` can number.
    case tooManySources

    /// A problem of one element of a list, after the label that names it (`item 3: `; empty for none).
    indirect case labelled(String, InputProblem)

    // MARK: One-off

    /// A sentence that occurs in one place only, written there.
    case stated(String)

    /// A part of a record that every record of its kind needs.
    public enum Part: String, Sendable, Hashable {
        case attribute, key, column
    }

    /// What kind of text a length limit applies to.
    public enum TextSpan: String, Sendable, Hashable {
        case line = "a line"
        case headerLine = "a header line"
        case tag = "a tag"
    }

    /// The kinds of input a file can be given as, for ``otherInput(expected:found:)``.
    public enum ExpectedInput: String, Sendable, Hashable {
        case activity = "activity data (steps, energy or heart rate by day or by sample)"
        case body = "body measurements (weight, body fat)"
        case foodLog = "a food log"
    }

    /// A value found where another was expected, as the message shows it.
    public enum Found: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
        /// Text from the file: in double quotes, cut to 60 characters; an empty text is "an empty field".
        case quoted(String)
        /// Text from the file in double quotes, never cut.
        case quotedWhole(String)
        /// Words of the message (`none`, `more text`, `7`) or text already shown (a JSON excerpt).
        case shown(String)

        public init(stringLiteral value: String) { self = .shown(value) }
        public init(stringInterpolation: DefaultStringInterpolation) {
            self = .shown(String(stringInterpolation: stringInterpolation))
        }
    }

    public init(stringLiteral value: String) { self = .stated(value) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self = .stated(String(stringInterpolation: stringInterpolation))
    }

    /// Two problems are the same when they read the same: `.stated` of a case's sentence equals the case.
    public static func == (lhs: InputProblem, rhs: InputProblem) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
