import NutritionData
import NutritionStats

extension ReportFigures {
    /// The activity days a report needs, so the command can read only those rows of large activity
    /// files (``/NutritionData/ActivityReader/read(paths:days:)``); nil means every day.
    ///
    /// It is the engine's ``/NutritionStats/NutritionStatistics/activityDays(for:lastFoodDate:weekStart:daysBefore:)``
    /// with the ``historyDays`` before the period (the macros chart looks back four weeks). Without a
    /// chosen period the report takes the last complete week of the data, which may be the week before
    /// the one holding the last food day, so one more week is read; and when the food log starts after
    /// that window, the data's first day may be an activity day, so everything is read.
    ///
    /// - Parameters:
    ///   - selection: The period the user chose, or nil for the default (the last complete week).
    ///   - foodDates: The dates of the food log's entries.
    ///   - weekStart: The first day of a week (the default period is a week).
    public static func activityDays(
        for selection: PeriodSelection?, foodDates: some Sequence<LocalDate>, weekStart: WeekStart
    ) -> ClosedRange<LocalDate>? {
        var first: LocalDate?
        var last: LocalDate?
        for date in foodDates {
            if first.map({ date < $0 }) ?? true { first = date }
            if last.map({ date > $0 }) ?? true { last = date }
        }
        let days = NutritionStatistics.activityDays(
            for: selection, lastFoodDate: last, weekStart: weekStart,
            daysBefore: historyDays + (selection == nil ? 7 : 0))
        if selection == nil, let lower = days?.lowerBound, let first, first > lower { return nil }
        return days
    }
}

extension ReviewFigures {
    /// The activity days a report compared with another period needs: the engine's window of a
    /// comparison (``/NutritionStats/NutritionStatistics/activityDays(for:comparing:lastFoodDate:weekStart:daysBefore:)``)
    /// with the ``ReportFigures/historyDays`` before each period, as
    /// ``ReportFigures/activityDays(for:foodDates:weekStart:)`` reads for a chosen period. Nil (every
    /// day) when the period depends on the data (`--last`, `--all`, no period), as the compared days are
    /// then unknown before reading.
    public static func activityDays(
        for selection: PeriodSelection?, comparing comparison: ComparisonPeriod, foodDates: some Collection<LocalDate>,
        weekStart: WeekStart
    ) -> ClosedRange<LocalDate>? {
        NutritionStatistics.activityDays(
            for: selection, comparing: comparison, lastFoodDate: foodDates.max(), weekStart: weekStart,
            daysBefore: ReportFigures.historyDays)
    }
}
