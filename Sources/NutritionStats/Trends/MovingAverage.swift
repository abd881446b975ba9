import NutritionData

/// The 7-day moving average at a date: the mean over the logged days among the trailing 7 calendar
/// days (the date and the 6 before it). Days without entries are left out, whatever the setting for
/// unlogged days, and so are days whose entries were all logged without kcal
/// (``IntakeTotals/hasKnownKcal``); there is no average when none of the 7 days is logged.
public struct MovingAverage: Sendable, Equatable {
    /// The length of the window in calendar days.
    public static let windowDays = 7

    /// The 7 calendar days averaged over (ending on the date the average is for).
    public var window: DateRange
    /// Logged days in the window.
    public var loggedDays: Int
    /// Mean logged kcal per logged day.
    public var kcal: Double
    /// Logged days in the window with nutrient data (the macro means divide by these).
    public var daysWithNutrients: Int
    /// Mean grams of carbohydrate per logged day with nutrient data; nil when there is none, or when a day
    /// of the window leaves it unknown (the same for protein and fat).
    public var carbs: Double?
    /// Mean grams of protein per logged day with nutrient data; nil when there is none.
    public var protein: Double?
    /// Mean grams of fat per logged day with nutrient data; nil when there is none.
    public var fat: Double?

    /// The average for the window ending on `date`, from `intake` (the totals of a date, nil when not
    /// logged); nil when no day of the window is logged.
    public init?(endingOn date: LocalDate, intake: (LocalDate) -> IntakeTotals?) {
        let window = DateRange(day: date).extended(back: Self.windowDays - 1)
        var kcal = CompensatedSum()
        var carbs = CompensatedSum()
        var protein = CompensatedSum()
        var fat = CompensatedSum()
        var logged = 0
        var withNutrients = 0
        var unknown = NutrientSet()
        for day in window {
            guard let totals = intake(day), totals.hasKnownKcal else { continue }
            logged += 1
            kcal.add(totals.kcal)
            if totals.hasNutrientData {
                withNutrients += 1
                unknown.formUnion(totals.nutrients.unknown)
                carbs.add(totals.nutrients[.carbs])
                protein.add(totals.nutrients[.protein])
                fat.add(totals.nutrients[.fat])
            }
        }
        guard logged > 0 else { return nil }
        self.window = window
        self.loggedDays = logged
        self.kcal = kcal.value / Double(logged)
        self.daysWithNutrients = withNutrients
        let n = Double(withNutrients)
        self.carbs = withNutrients > 0 && !unknown.contains(.carbs) ? carbs.value / n : nil
        self.protein = withNutrients > 0 && !unknown.contains(.protein) ? protein.value / n : nil
        self.fat = withNutrients > 0 && !unknown.contains(.fat) ? fat.value / n : nil
    }
}

extension DateRange {
    /// The range with `days` more days before its first day.
    func extended(back days: Int) -> DateRange {
        DateRange(first: first.adding(days: -days), last: last) ?? self
    }
}
