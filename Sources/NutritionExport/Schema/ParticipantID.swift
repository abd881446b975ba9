/// Who an export's rows belong to: the text of `--participant ID`, or ``none``.
///
/// An ID is 1–100 letters, digits, `-`, `_` or `.`, not starting with `.`: it is a folder name in the
/// CSV layout (`participant=ID`), so it can hold neither `/` nor `=` and can never climb out of it.
/// `__HIVE_DEFAULT_PARTITION__` is not an ID: it is the folder of rows without a participant.
public struct ParticipantID: Sendable, Hashable, CustomStringConvertible {
    /// The ID; empty for ``none``.
    public let text: String

    private init(unchecked text: String) { self.text = text }

    /// No participant given: the column holds the empty string in SQLite, and the CSV layout uses
    /// Hive's name for a missing partition value, `participant=__HIVE_DEFAULT_PARTITION__` (Spark reads
    /// it as NULL).
    public static let none = ParticipantID(unchecked: "")

    /// The ID, or nil when `text` is not a valid one (see ``rule``).
    public init?(_ text: String) {
        guard (1...100).contains(text.utf8.count), text.first != ".", text != Self.none.partitionValue,
            text.utf8.allSatisfy({ Self.isAllowed($0) })
        else { return nil }
        self.text = text
    }

    /// What a valid ID looks like, for error messages.
    public static let rule =
        "1–100 letters, digits, '-', '_' or '.', not starting with '.', other than __HIVE_DEFAULT_PARTITION__ "
        + "(the folder of rows without a participant)"

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// The value of the `participant=` folder in the CSV layout.
    public var partitionValue: String { text.isEmpty ? "__HIVE_DEFAULT_PARTITION__" : text }

    public var description: String { text.isEmpty ? "(none)" : text }
}
