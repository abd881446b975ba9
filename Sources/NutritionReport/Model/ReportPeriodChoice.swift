import NutritionData
import NutritionPresentation
import NutritionStats

/// How a report's period was chosen.
public enum ReportPeriodChoice: Sendable, Equatable {
    /// No period was given: the last complete calendar week of the data (see ``defaultRange(for:)``).
    case lastCompleteWeek
    /// No period was given and the data holds no complete week: the week holding its last day.
    case latestPartialWeek
    /// The user chose the period (`--week`, `--from/--to`, …).
    case chosen(PeriodSelection)

    /// Words for people, from the one wording of periods (`PeriodText`): `the last complete week
    /// in the data`, `the week chosen with --week`.
    public var description: String {
        switch self {
        case .lastCompleteWeek: PeriodText.lastCompleteWeek
        case .latestPartialWeek: PeriodText.latestPartialWeek
        case .chosen(let selection): PeriodText(selection).chosen
        }
    }

    /// How many days the default period holds: one calendar week.
    public static let defaultDayCount = 7

    /// The period a report covers when none is given: the last complete calendar week of the data,
    /// that is the latest week (``/NutritionStats/StatsSettings/weekStart``) whose last day is on or before the last
    /// day of the data (entries or activity). When that week ends before the data begins (all the
    /// data lies in one unfinished week), the week holding the last day instead. Nil without data.
    public static func defaultRange(for statistics: NutritionStatistics) -> (
        range: DateRange, choice: ReportPeriodChoice
    )? {
        guard let span = statistics.dataSpan else { return nil }
        let weekStart = statistics.settings.weekStart
        let latest = weekStart.week(containing: span.last)
        if latest.last == span.last { return (latest, .lastCompleteWeek) }
        let previous = weekStart.week(containing: latest.first.adding(days: -1))
        if previous.last >= span.first { return (previous, .lastCompleteWeek) }
        return (latest, .latestPartialWeek)
    }
}
