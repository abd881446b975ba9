/// Which device's samples win where several devices recorded the same minutes.
public enum DevicePriority: Sendable, Hashable {
    /// Apple Watch first, then iPhone, then anything else (Health's default).
    case watchFirst
    /// iPhone first, then Apple Watch, then anything else.
    case phoneFirst
    /// Only samples from sources whose name contains this text (case-insensitive).
    case only(String)
}

/// Reads activity CSV files (every supported dialect) into an ``ActivityLog``, one streaming pass per file.
public struct ActivityReader: Sendable {
    public var strictness: Strictness
    public var priority: DevicePriority

    public init(strictness: Strictness = .strict, priority: DevicePriority = .watchFirst) {
        self.strictness = strictness
        self.priority = priority
    }

    /// Reads `paths` (in the order given) and combines them per local day.
    public func read(paths: [String]) throws(InputError) -> ActivityLog {
        if paths.isEmpty { return ActivityLog() }
        throw InputError(.io, file: paths[0], problem: "reading activity files is not implemented yet")
    }
}
