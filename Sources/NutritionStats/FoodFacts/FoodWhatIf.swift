import NutritionData

/// "What if I eat this?": a day's figures before and after adding servings of one food.
///
/// The after-figures are the statistics engine's own figures of the day with one more entry — the
/// entry the Nutrition shortcut would log: the food's per-serving amounts × servings (the nutrients
/// beyond the 17 too, for a food from another tracker's log), and energy
/// `round(kcal per serving × servings)` (the shortcut stores an entry's kcal as whole kcal). So
/// `nutristats stats --on DATE` after logging that entry shows exactly ``after``.
///
/// The day counts even when nothing was logged on it yet (its intake so far is then zero), so
/// ``before`` always has a budget and %DV amounts.
public struct FoodWhatIf: Sendable, Equatable {
    /// The entry added.
    public var entry: LogEntry
    /// The day's figures without the entry.
    public var before: DayStatistics
    /// The day's figures with the entry.
    public var after: DayStatistics

    /// The figures of `date` with and without `servings` of `food` eaten at `time`.
    ///
    /// - Parameters:
    ///   - food: the food eaten.
    ///   - servings: how many servings of it.
    ///   - date: the day it is eaten on.
    ///   - time: the time of day it is eaten at.
    ///   - entries: the food log's entries (any order).
    ///   - activity: the activity days (`date`'s gives activity credit and the energy balance).
    ///   - settings: the settings of the figures; days without entries are counted as zero here.
    public init(
        food: KnownFood, servings: Double, on date: LocalDate, at time: LocalTime,
        entries: [LogEntry], activity: [DayActivity], settings: StatsSettings
    ) {
        var settings = settings
        settings.unloggedDays = .countedAsZero
        let entry = Self.entry(for: food, servings: servings, on: date, at: time)
        // After the day's last entry, so entries sorted by date stay sorted (the index then shares them).
        var added = entries
        added.insert(entry, at: added.lastIndex { $0.date <= date }.map { $0 + 1 } ?? 0)
        self.entry = entry
        self.before = NutritionStatistics(entries: entries, activity: activity, settings: settings).day(date)
        self.after = NutritionStatistics(entries: added, activity: activity, settings: settings).day(date)
    }

    /// The entry logging `servings` of `food` at `date` and `time`, as the shortcut would write it.
    public static func entry(for food: KnownFood, servings: Double, on date: LocalDate, at time: LocalTime) -> LogEntry
    {
        LogEntry(
            date: date, time: time, foodName: food.name, servings: servings,
            kcal: (food.perServing.kcal * servings).rounded(.toNearestOrAwayFromZero),
            foodID: food.id, nutrients: food.perServing * servings,
            match: food.origin == .foodObject ? .byID : .embedded, source: .history,
            otherNutrients: food.otherPerServing * servings)
    }

    /// The limit nutrients (fat, saturated fat, cholesterol, sodium, …) at or below 100 %DV before
    /// and above it after: the limits this food would push over.
    public var limitsPushedOver: [Nutrient] {
        zip(before.dailyValueReadings, after.dailyValueReadings).compactMap { old, new in
            // Below the limit before only when that was exact: a lower bound may already have been over.
            guard new.dailyValue.kind == .limit, !old.isLowerBound, let was = old.percent, let will = new.percent
            else { return nil }
            return was <= 100 && will > 100 ? new.nutrient : nil
        }
    }
}
