/// The kind of a JSON value (RFC 8259).
public enum JSONKind: UInt8, Sendable, Hashable {
    case object
    case array
    case string
    case number
    case `true`
    case `false`
    case null

    /// How the kind is named in messages ("an object", "a list", "text", …).
    public var phrase: String {
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
