/// Two activity files gave the same metric for the same day; one value was kept and the other dropped.
///
/// Record data (Apple Health record CSVs, merged minute by minute) beats a daily file; between daily
/// files, the file given first on the command line wins.
public struct ActivityConflict: Sendable, Equatable {
    /// Why the dropped value lost.
    public enum Reason: String, Sendable, Hashable {
        /// Record data for the same metric and day exists; daily totals never override it.
        case recordDataWins = "record-data-wins"
        /// An earlier daily file (in command-line order) already gave this metric for this day.
        case earlierFileWins = "earlier-file-wins"
    }

    /// The local day.
    public var date: LocalDate
    /// The metric both files gave.
    public var metric: ActivityMetric
    /// The file whose value was kept (for record data: the first record file with that metric that day).
    public var keptFile: String
    /// The file whose value was dropped.
    public var droppedFile: String
    /// The value kept (kcal or steps; the average for heart rate).
    public var keptValue: Double
    /// The value dropped (same unit as ``keptValue``).
    public var droppedValue: Double
    /// Why the dropped value lost.
    public var reason: Reason

    public init(
        date: LocalDate, metric: ActivityMetric, keptFile: String, droppedFile: String,
        keptValue: Double, droppedValue: Double, reason: Reason
    ) {
        self.date = date
        self.metric = metric
        self.keptFile = keptFile
        self.droppedFile = droppedFile
        self.keptValue = keptValue
        self.droppedValue = droppedValue
        self.reason = reason
    }
}
