import NutritionData

/// Everything eaten on one local date: the entries, grouped into meals, and their totals.
///
/// A day with no entry is *not logged*: its totals are zero, but the statistics leave it out of
/// averages unless ``UnloggedDays/countedAsZero`` is chosen.
public struct DayIntake: Sendable, Equatable {
    /// The local date.
    public var date: LocalDate
    /// The day's entries sorted by time (entries at the same time keep the order they were read in).
    public var entries: [LogEntry]
    /// The day's meals in time order (see ``Meal``).
    public var meals: [Meal]
    /// What the day's entries add up to.
    public var totals: IntakeTotals

    /// The intake of `date` from its entries (entries of other dates must not be passed).
    public init(date: LocalDate, entries: [LogEntry]) {
        self.date = date
        // Sort by time only; Swift's sort is stable, so equal times keep the input order.
        let sorted = entries.sorted { $0.time < $1.time }
        self.entries = sorted
        let meals = Meal.meals(ofEntriesSortedByTime: sorted)
        self.meals = meals
        var accumulator = IntakeAccumulator()
        for meal in meals { accumulator.add(meal.totals) }
        self.totals = accumulator.totals
    }

    /// A day without entries.
    public static func notLogged(_ date: LocalDate) -> DayIntake {
        DayIntake(date: date, entries: [])
    }

    /// Whether at least one entry was logged that day.
    public var isLogged: Bool { !entries.isEmpty }
}
