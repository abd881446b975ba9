extension Sequence where Element == LogEntry {
    /// The sum of the logged kcal of the entries.
    public var loggedKcal: Double {
        reduce(0) { $0 + $1.kcal }
    }
}
