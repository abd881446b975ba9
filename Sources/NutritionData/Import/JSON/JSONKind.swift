/// The kind of a JSON value (RFC 8259).
enum JSONKind: UInt8, Sendable, Hashable {
    /// `{…}`
    case object
    /// `[…]`
    case array
    /// `"…"`
    case string
    /// `-12.5e3`
    case number
    /// `true`
    case `true`
    /// `false`
    case `false`
    /// `null`
    case null

    /// How the kind is named in messages ("an object", "a list", "text", …).
    var phrase: String {
        switch self {
        case .object: "an object"
        case .array: "a list"
        case .string: "text"
        case .number: "a number"
        case .true: "true"
        case .false: "false"
        case .null: "null"
        }
    }
}
