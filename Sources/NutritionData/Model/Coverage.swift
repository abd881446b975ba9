extension Sequence where Element == LogEntry {
    /// The sum of the logged kcal of the entries.
    public var loggedKcal: Double {
        reduce(0) { $0 + $1.kcal }
    }

    /// The share (0…1) of logged kcal whose nutrients are known: the logged kcal of entries that have
    /// ``LogEntry/nutrients`` divided by the logged kcal of all entries. Nil when the entries hold no kcal.
    public var nutrientCoverage: Double? {
        var known = 0.0
        var total = 0.0
        for entry in self {
            total += entry.kcal
            if entry.nutrients != nil { known += entry.kcal }
        }
        return total > 0 ? known / total : nil
    }
}
