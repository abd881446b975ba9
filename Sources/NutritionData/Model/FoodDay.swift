/// The entries of one local day of a ``FoodLog``.
public struct FoodDay: Sendable, Equatable {
    /// The phone's local date.
    public var date: LocalDate
    /// The day's entries in the log's order (time, then source).
    public var entries: [LogEntry]

    public init(date: LocalDate, entries: [LogEntry]) {
        self.date = date
        self.entries = entries
    }

    /// The logged kcal of the day (a lower bound when ``entriesWithUnknownKcal`` is above 0).
    public var kcal: Double { entries.loggedKcal }

    /// The day's entries whose kcal are unknown (see ``LogEntry/kcalKnown``).
    public var entriesWithUnknownKcal: Int { entries.reduce(0) { $0 + ($1.kcalKnown ? 0 : 1) } }
}

extension FoodLog {
    /// The entries grouped by date, oldest day first; days without entries are not listed. Within a
    /// day, entries keep their order in ``entries``.
    public var days: [FoodDay] { days(from: nil, through: nil) }

    /// The days with entries from `first` through `last` (either end open when nil), oldest first.
    public func days(from first: LocalDate?, through last: LocalDate?) -> [FoodDay] {
        var result: [FoodDay] = []
        var position: [LocalDate: Int] = [:]
        for index in entries.indices {
            let date = entries[index].date
            if let first, date < first { continue }
            if let last, date > last { continue }
            let entry = entries[index]
            if let last = result.last, last.date == entry.date {
                result[result.count - 1].entries.append(entry)
            } else if let index = position[entry.date] {
                result[index].entries.append(entry)
            } else {
                position[entry.date] = result.count
                result.append(FoodDay(date: entry.date, entries: [entry]))
            }
        }
        return result.sorted { $0.date < $1.date }
    }

    /// The first and last date with an entry, or nil when there are none.
    public var dateSpan: ClosedRange<LocalDate>? {
        guard !entries.isEmpty else { return nil }
        var first = entries[0].date
        var last = first
        for index in entries.indices {
            first = min(first, entries[index].date)
            last = max(last, entries[index].date)
        }
        return first...last
    }
}
