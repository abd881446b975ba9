/// A time of day on a local wall clock, to the second, without a time zone.
public struct LocalTime: Sendable, Hashable, Comparable {
    /// Seconds since local midnight, 0..<86_400.
    public var secondsSinceMidnight: Int

    /// The time `seconds` after midnight; nil outside 0..<86_400.
    public init?(secondsSinceMidnight seconds: Int) {
        guard (0..<86_400).contains(seconds) else { return nil }
        self.secondsSinceMidnight = seconds
    }

    /// The time with this hour (0–23), minute (0–59) and second (0–59), or nil when out of range
    /// (25:61).
    public init?(hour: Int, minute: Int, second: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        self.secondsSinceMidnight = hour * 3600 + minute * 60 + second
    }

    /// Parses `HH:MM` or `HH:MM:SS` (one- or two-digit hour), or returns nil.
    public init?(text: some StringProtocol) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        func number(_ part: Substring, maxDigits: Int) -> Int? {
            guard !part.isEmpty, part.utf8.count <= maxDigits, part.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
                return nil
            }
            return Int(part)
        }
        guard let h = number(Substring(parts[0]), maxDigits: 2),
            let m = number(Substring(parts[1]), maxDigits: 2), parts[1].utf8.count == 2
        else { return nil }
        var s = 0
        if parts.count == 3 {
            guard let sec = number(Substring(parts[2]), maxDigits: 2), parts[2].utf8.count == 2 else { return nil }
            s = sec
        }
        self.init(hour: h, minute: m, second: s)
    }

    /// Midnight.
    public static let midnight = LocalTime(hour: 0, minute: 0)!

    public var hour: Int { secondsSinceMidnight / 3600 }
    public var minute: Int { secondsSinceMidnight / 60 % 60 }
    public var second: Int { secondsSinceMidnight % 60 }

    /// `HH:MM` (seconds are dropped).
    public var hhmm: String { LocalDate.pad(hour, 2) + ":" + LocalDate.pad(minute, 2) }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        lhs.secondsSinceMidnight < rhs.secondsSinceMidnight
    }
}

extension LocalTime: CustomStringConvertible {
    public var description: String { second == 0 ? hhmm : hhmm + ":" + LocalDate.pad(second, 2) }
}
