/// Which device's samples win where several devices recorded the same minutes.
///
/// A source is a watch when its `sourceName` mentions "watch" (any case), else a phone when it mentions
/// "phone" (so "iPhone" too); when the name says neither, the row's `device` field is read the same way;
/// anything else is "other". Within one class, sources rank by name (byte order), so two different
/// sources are never tied.
public enum DevicePriority: Sendable, Hashable {
    /// Apple Watch first, then iPhone, then anything else (Health's default).
    case watchFirst
    /// iPhone first, then Apple Watch, then anything else.
    case phoneFirst
    /// Only samples from sources whose name contains this text (case-insensitive); among those,
    /// the watch-first order applies.
    case only(String)
}

extension DevicePriority {
    /// What `--device-priority` and the configuration file's `device-priority` take.
    public static let expected = "watch, phone or only:TEXT"

    /// `watch`, `phone` (any case) or `only:TEXT` (TEXT not empty, kept as written); nil otherwise.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "watch": self = .watchFirst
        case "phone": self = .phoneFirst
        case let text where text.hasPrefix("only:") && text.count > 5: self = .only(String(argument.dropFirst(5)))
        default: return nil
        }
    }
}

extension DevicePriority {
    /// The priority as `--device-priority` takes it: `watch`, `phone` or `only:TEXT`.
    public var argument: String {
        switch self {
        case .watchFirst: return "watch"
        case .phoneFirst: return "phone"
        case .only(let text): return "only:" + text
        }
    }
}
