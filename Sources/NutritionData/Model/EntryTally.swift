/// Counts over the entries of a ``FoodLog``, made in one pass: entries per source and per kind of
/// nutrient match, logged kcal, and the kcal whose nutrients are known.
public struct EntryTally: Sendable, Equatable {
    /// Entries counted.
    public var count = 0
    /// Entries per source (sources without entries are absent).
    public var bySource: [EntrySource: Int] = [:]
    /// Entries per way their nutrients were found (kinds without entries are absent).
    public var byMatch: [NutrientMatch: Int] = [:]
    /// Logged kcal of all entries counted.
    public var kcal = 0.0
    /// Logged kcal of the entries whose nutrients are known.
    public var kcalWithNutrients = 0.0
    /// Entries whose kcal are unknown (see ``LogEntry/kcalKnown``); they are in ``count`` and add 0 to ``kcal``.
    public var kcalUnknown = 0
    /// The nutrients other than energy that some entry with nutrients leaves unknown
    /// (``NutrientVector/unknown``: a food log without the column or with an empty cell). Such entries
    /// still count in ``kcalWithNutrients``, so coverage can be 100 % with these unknown.
    public var unknownNutrients = NutrientSet()
    /// The same counts per day with entries, oldest first.
    public var days: [DayTally] = []

    /// Entries, kcal and kcal with known nutrients of one day.
    public struct DayTally: Sendable, Equatable {
        public var date: LocalDate
        public var entries = 0
        public var kcal = 0.0
        public var kcalWithNutrients = 0.0
        /// Entries of the day whose kcal are unknown.
        public var kcalUnknown = 0

        /// The share (0…1) of the day's logged kcal whose nutrients are known; nil when it logged no kcal.
        public var nutrientCoverage: Double? { kcal > 0 ? kcalWithNutrients / kcal : nil }
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
            let known = entries[index].nutrients != nil
            kcal += entries[index].kcal
            let unknown = !entries[index].kcalKnown
            if unknown { kcalUnknown += 1 }
            if known {
                kcalWithNutrients += entries[index].kcal
                if let vector = entries[index].nutrients, !vector.unknown.isEmpty {
                    unknownNutrients.formUnion(vector.unknown)
                }
            }
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
            if known { days[lastPosition].kcalWithNutrients += entries[index].kcal }
        }
        days.sort { $0.date < $1.date }
        unknownNutrients = unknownNutrients.subtracting([.calories])
    }

    /// The share (0…1) of logged kcal whose nutrients are known; nil when no kcal were logged.
    public var nutrientCoverage: Double? { kcal > 0 ? kcalWithNutrients / kcal : nil }

    /// Entries from `source`.
    public func count(from source: EntrySource) -> Int { bySource[source] ?? 0 }

    /// Entries whose nutrients were found by `match`.
    public func count(matched match: NutrientMatch) -> Int { byMatch[match] ?? 0 }
}
