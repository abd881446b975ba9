/// Counts over the entries of a ``FoodLog``, made in one pass: entries per source and per kind of
/// nutrient match, logged kcal and entries of unknown kcal, per day too. Nutrient coverage is the
/// engine's (`IntakeTotals`), never counted here.
public struct EntryTally: Sendable, Equatable {
    /// Entries counted.
    public var count = 0
    /// Entries per source (sources without entries are absent).
    public var bySource: [EntrySource: Int] = [:]
    /// Entries per way their nutrients were found (kinds without entries are absent).
    public var byMatch: [NutrientMatch: Int] = [:]
    /// Logged kcal of all entries counted.
    public var kcal = 0.0
    /// Entries whose kcal are unknown (see ``LogEntry/kcalKnown``); they are in ``count`` and add 0 to ``kcal``.
    public var kcalUnknown = 0
    /// The same counts per day with entries, oldest first.
    public var days: [DayTally] = []

    /// Entries and kcal of one day.
    public struct DayTally: Sendable, Equatable {
        public var date: LocalDate
        public var entries = 0
        public var kcal = 0.0
        /// Entries of the day whose kcal are unknown.
        public var kcalUnknown = 0
    }

    /// Counts the entries of `log` dated from `first` through `last` (either end open when nil).
    public init(_ log: FoodLog, from first: LocalDate? = nil, through last: LocalDate? = nil) {
        let entries = log.entries
        var dayPosition: [LocalDate: Int] = [:]
        var lastPosition = 0
        for index in entries.indices {
            // Fields are read in place: copying each entry would touch its strings' reference counts.
            let date = entries[index].date
            if let first, date < first { continue }
            if let last, date > last { continue }
            count += 1
            bySource[entries[index].source, default: 0] += 1
            byMatch[entries[index].match, default: 0] += 1
            kcal += entries[index].kcal
            let unknown = !entries[index].kcalKnown
            if unknown { kcalUnknown += 1 }
            if days.last?.date != date {
                if let position = dayPosition[date] {
                    lastPosition = position
                } else {
                    dayPosition[date] = days.count
                    lastPosition = days.count
                    days.append(DayTally(date: date))
                }
            }
            days[lastPosition].entries += 1
            days[lastPosition].kcal += entries[index].kcal
            if unknown { days[lastPosition].kcalUnknown += 1 }
        }
        days.sort { $0.date < $1.date }
    }

    /// Entries from `source`.
    public func count(from source: EntrySource) -> Int { bySource[source] ?? 0 }

    /// Entries whose nutrients were found by `match`.
    public func count(matched match: NutrientMatch) -> Int { byMatch[match] ?? 0 }
}
