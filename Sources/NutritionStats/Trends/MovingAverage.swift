import NutritionData

/// The 7-day moving average at a date: the mean over the logged days among the trailing 7 calendar
/// days (the date and the 6 before it). Days without entries are left out, whatever the setting for
/// unlogged days, and so are days whose entries were all logged without kcal
/// (``IntakeTotals/hasKnownKcal``); there is no average when none of the 7 days is logged.
///
/// The averages are those of a period of these days (``IntakeAverage``), so every nutrient is stated
/// by the engine's one rule (``IntakeAverage/nutrientAmount(_:)``): the window's sum over the entries
/// that report it, divided by ``loggedDays`` — exact when every entry of those days reports it, a
/// **lower bound** when only some do (a day of quick-add entries adds an unknown amount), unknown when
/// none does.
public struct MovingAverage: Sendable, Equatable {
    /// The length of the window in calendar days.
    public static let windowDays = 7

    /// The 7 calendar days averaged over (ending on the date the average is for).
    public var window: DateRange
    /// The average per averaged day (logged, with known kcal) of the window.
    public var average: IntakeAverage

    /// Logged days in the window with known kcal: the days averaged.
    public var loggedDays: Int { average.days }
    /// Mean logged kcal per logged day.
    public var kcal: Double { average.kcal }

    /// The mean of `nutrient` per logged day as the engine states it (``IntakeAverage/nutrientAmount(_:)``):
    /// exact, a lower bound or unknown, with the window's coverage. Logged kcal for energy.
    public func nutrientAmount(_ nutrient: Nutrient) -> NutrientAmount {
        average.nutrientAmount(nutrient)
    }

    /// The average for the window ending on `date`, from `intake` (the totals of a date, nil when not
    /// logged); nil when no day of the window is logged.
    public init?(endingOn date: LocalDate, intake: (LocalDate) -> IntakeTotals?) {
        let window = DateRange(day: date).extended(back: Self.windowDays - 1)
        var sum = IntakeAccumulator()
        var days: [IntakeTotals] = []
        for day in window {
            guard let totals = intake(day), totals.hasKnownKcal else { continue }
            sum.add(totals)
            days.append(totals)
        }
        guard let average = IntakeAverage(totals: sum.totals, days: days) else { return nil }
        self.window = window
        self.average = average
    }
}

extension DateRange {
    /// The range with `days` more days before its first day.
    func extended(back days: Int) -> DateRange {
        DateRange(first: first.adding(days: -days), last: last) ?? self
    }
}
