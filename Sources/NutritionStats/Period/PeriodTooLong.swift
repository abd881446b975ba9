/// A period longer than ``PeriodSelection/maximumDays``: the selection that chose it and the number
/// of days it covers. Front ends word it (naming the flag); the limit itself is decided only by
/// ``PeriodSelection``.
public struct PeriodTooLong: Error, Sendable, Hashable {
    /// What was chosen.
    public var selection: PeriodSelection
    /// The days it covers (for ``PeriodSelection/lastDays(_:)``, the number asked for).
    public var days: Int
    /// The days resolved, when known (not for ``PeriodSelection/lastDays(_:)``, refused before resolving).
    public var range: DateRange?

    public init(selection: PeriodSelection, days: Int, range: DateRange? = nil) {
        self.selection = selection
        self.days = days
        self.range = range
    }
}
