import NutritionData

/// Entries of one day eaten together: the one place that decides what a meal is.
///
/// - Entries whose file names their meal (``/NutritionData/LogEntry/mealName``: Cronometer's `Group`,
///   MyFitnessPal's `Meal`) are one meal per name, whatever their times: a Cronometer day with
///   Breakfast and Dinner rows is 2 meals, with or without a `Time` column.
/// - Other entries (the shortcut's own logs, Cronometer's `Uncategorized`) are one meal per local time
///   (the same hour, minute and second), which the Nutrition shortcut writes when several foods are
///   logged together; entries without a time (``/NutritionData/LogEntry/timeKnown``) are one meal.
public struct Meal: Sendable, Equatable {
    /// The time the meal was logged at: its entries' time, or for a named meal its earliest entry's
    /// (00:00 when that entry has no time).
    public var time: LocalTime
    /// Whether ``time`` was logged: false when the meal's first entry has no time.
    public var timeKnown: Bool
    /// The meal's name when its file names one (`Breakfast`); nil for a meal grouped by time.
    public var name: String?
    /// The entries, in the order they were read.
    public var entries: [LogEntry]
    /// What the entries add up to.
    public var totals: IntakeTotals

    /// The meal of `entries`, logged at `time`; its totals are added up here.
    public init(time: LocalTime, timeKnown: Bool = true, name: String? = nil, entries: [LogEntry]) {
        self.time = time
        self.timeKnown = timeKnown
        self.name = name
        self.entries = entries
        self.totals = IntakeTotals(entries: entries)
    }

    /// The logged time, or nil when it is unknown (see ``timeKnown``).
    public var knownTime: LocalTime? { timeKnown ? time : nil }

    /// What puts two entries of a day in the same meal.
    private enum Key: Hashable {
        case named(String)
        /// A time, or nil for entries without one.
        case timed(LocalTime?)
    }

    /// The meals of one day's `entries`, which must be sorted by time: in order of their first entry,
    /// each meal's entries in the order given.
    public static func meals(ofEntriesSortedByTime entries: [LogEntry]) -> [Meal] {
        // The shortcut's own days (no meal names): runs of equal times, without hashing.
        if entries.allSatisfy({ $0.mealName == nil }) {
            var meals: [Meal] = []
            var start = 0
            while start < entries.count {
                var end = start + 1
                while end < entries.count, entries[end].knownTime == entries[start].knownTime { end += 1 }
                meals.append(
                    Meal(
                        time: entries[start].time, timeKnown: entries[start].timeKnown,
                        entries: Array(entries[start..<end])))
                start = end
            }
            return meals
        }
        var keys: [Key] = []
        var groups: [Key: [LogEntry]] = [:]
        for entry in entries {
            let key: Key = entry.mealName.map(Key.named) ?? .timed(entry.knownTime)
            if groups[key] == nil { keys.append(key) }
            groups[key, default: []].append(entry)
        }
        return keys.compactMap { key in
            guard let members = groups[key], let first = members.first else { return nil }
            let name: String? = if case .named(let name) = key { name } else { nil }
            return Meal(time: first.time, timeKnown: first.timeKnown, name: name, entries: members)
        }
    }
}
