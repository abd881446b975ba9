import NutritionData

/// Intake over a period: totals, and averages per counted day.
///
/// A *counted* day is a logged day, or any day of the period when unlogged days count as zero
/// (``UnloggedDays/countedAsZero``).
public struct PeriodIntake: Sendable, Equatable {
    /// The sum of the days' totals (not-logged days add nothing).
    public var totals: IntakeTotals
    /// Days with at least one entry.
    public var loggedDays: Int
    /// Days the averages divide by.
    public var countedDays: Int
    /// Meals over the period (see ``Meal``).
    public var mealCount: Int
    /// Meals of the counted days (``averageMeals`` divides these).
    public var countedMealCount: Int
    /// Average per counted day; nil when no day is counted.
    public var average: IntakeAverage?

    /// A value with these members, as given.
    /// `countedMealCount` defaults to `mealCount` (every day with meals counted).
    public init(
        totals: IntakeTotals, loggedDays: Int, countedDays: Int, mealCount: Int, countedMealCount: Int? = nil,
        average: IntakeAverage?
    ) {
        self.totals = totals
        self.loggedDays = loggedDays
        self.countedDays = countedDays
        self.mealCount = mealCount
        self.countedMealCount = countedMealCount ?? mealCount
        self.average = average
    }

    /// Average meals per counted day; nil when no day is counted.
    public var averageMeals: Double? {
        countedDays > 0 ? Double(countedMealCount) / Double(countedDays) : nil
    }

    /// The intake of `days`, counting those that `settings` counts (``StatsSettings/counts(_:)``).
    init(days: [DayIntake], settings: StatsSettings) {
        var all = IntakeAccumulator()
        var countedSum = IntakeAccumulator()
        var counted: [IntakeTotals] = []
        var logged = 0
        var meals = 0
        var countedMeals = 0
        for day in days {
            meals += day.meals.count
            all.add(day.totals)
            if day.isLogged { logged += 1 }
            if settings.counts(day.totals) {
                counted.append(day.totals)
                countedSum.add(day.totals)
                countedMeals += day.meals.count
            }
        }
        self.init(
            totals: all.totals, loggedDays: logged, countedDays: counted.count, mealCount: meals,
            countedMealCount: countedMeals,
            average: IntakeAverage(totals: countedSum.totals, days: counted)
        )
    }
}
