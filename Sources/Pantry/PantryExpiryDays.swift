import NutritionData

/// What the pantry chart shows: how many items expire on each day of a window starting today
/// (two weeks by default), with the items already expired as one count before it.
public struct PantryExpiryDays: Sendable, Equatable {
    /// One day of the window.
    public struct Day: Sendable, Equatable {
        public var date: LocalDate
        /// Items expiring that day.
        public var count: Int
        /// Whether the day is today or within the "soon" window (drawn red).
        public var isSoon: Bool
    }

    /// Items whose expiry date is before the window (before today).
    public var expired: Int
    /// The days of the window, today first.
    public var days: [Day]
    /// Items expiring after the window.
    public var later: Int
    /// Items without an expiry date.
    public var noDate: Int

    /// The days of `overview`'s entries, over `windowDays` days from its day (default 14).
    public init(_ overview: PantryOverview, windowDays: Int = 14) {
        var expired = 0
        var later = 0
        var noDate = 0
        var counts = Array(repeating: 0, count: max(windowDays, 0))
        for entry in overview.entries {
            guard let left = entry.status.daysLeft else {
                noDate += 1
                continue
            }
            if left < 0 {
                expired += 1
            } else if left < counts.count {
                counts[left] += 1
            } else {
                later += 1
            }
        }
        self.expired = expired
        self.later = later
        self.noDate = noDate
        days = counts.enumerated().map { offset, count in
            Day(date: overview.today.adding(days: offset), count: count, isSoon: offset <= overview.soonDays)
        }
    }
}
