import NutritionData

/// How often and when one food was logged.
///
/// Definitions: ``entries`` counts the log's entries of the food (``KnownFood/wasLogged(in:)``);
/// ``servings`` sums their servings; ``kcal`` sums their logged kcal; ``kcalShare`` is ``kcal``
/// divided by the logged kcal of every entry in the log (nil when the log holds no kcal);
/// ``firstDate`` and ``lastDate`` are the earliest and latest dates of those entries.
public struct FoodUsage: Sendable, Equatable {
    /// Entries of the food.
    public var entries: Int
    /// Servings over those entries.
    public var servings: Double
    /// Logged kcal over those entries.
    public var kcal: Double
    /// Share (0…1) of all logged kcal; nil when nothing in the log has kcal.
    public var kcalShare: Double?
    /// The first day the food was logged; nil when never.
    public var firstDate: LocalDate?
    /// The last day the food was logged; nil when never.
    public var lastDate: LocalDate?

    /// The usage of `food` in `entries`.
    public init(of food: KnownFood, in entries: [LogEntry]) {
        var count = 0
        var servings = CompensatedSum()
        var kcal = CompensatedSum()
        var all = CompensatedSum()
        var first: LocalDate?
        var last: LocalDate?
        for entry in entries {
            all.add(entry.kcal)
            guard food.wasLogged(in: entry) else { continue }
            count += 1
            servings.add(entry.servings)
            kcal.add(entry.kcal)
            first = min(first ?? entry.date, entry.date)
            last = max(last ?? entry.date, entry.date)
        }
        self.entries = count
        self.servings = servings.value
        self.kcal = kcal.value
        self.kcalShare = all.value > 0 ? kcal.value / all.value : nil
        self.firstDate = first
        self.lastDate = last
    }
}
