/// An entry as read from the history or the cache, before it is joined to its food and put in order.
///
/// A compact record (about 70 bytes, against about 210 for a ``LogEntry`` with its nutrient vector), so
/// the tens of thousands read from a long history can be sorted cheaply and turned into log entries
/// in one sequential pass (see ``EntryAssembler``).
struct PendingEntry: Equatable {
    var date: LocalDate
    var time: LocalTime
    var foodName: String
    var servings: Double
    var kcal: Double
    var foodID: FoodID?
    var source: EntrySource
    /// False for a bare food name of the older history format: ``kcal`` is then 0 and means "unknown"
    /// (see ``LogEntry/kcalKnown``).
    var kcalKnown = true
}

/// What identifies an entry for de-duplication: shared by pending entries and log entries.
protocol LoggedFood {
    var date: LocalDate { get }
    var time: LocalTime { get }
    var foodName: String { get }
    var servings: Double { get }
    var kcal: Double { get }
    /// False when ``kcal`` is an unknown amount's 0 (see ``LogEntry/kcalKnown``).
    var kcalKnown: Bool { get }
    var foodID: FoodID? { get }
}

extension PendingEntry: LoggedFood {}
extension LogEntry: LoggedFood {}
