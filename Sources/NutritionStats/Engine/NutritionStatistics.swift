import NutritionData

/// The statistics engine: indexes a food log and activity by local date once, then computes the
/// figures of any day or period. Pure: it reads no files and keeps no state besides the index.
///
/// ```swift
/// let stats = NutritionStatistics(foodLog: log, activity: activity, settings: StatsSettings(kcalGoal: 1_800))
/// if let week = stats.latestWeek {
///     let figures = stats.period(week)
///     print(figures.intake.average?.kcal ?? 0, figures.budget.remaining)
/// }
/// ```
public struct NutritionStatistics: Sendable {
    /// The settings every figure is computed with.
    public var settings: StatsSettings
    /// Intake of each logged date.
    private let intakeByDate: [LocalDate: DayIntake]
    /// The logged dates, ascending.
    public let loggedDates: [LocalDate]
    /// Activity of each date with any.
    private let activityByDate: [LocalDate: DayActivity]
    /// First and last day with any entry or activity; nil when there is neither.
    public let dataSpan: DateRange?

    /// Indexes `entries` (any order) and `activity` (one record per date; a later record for the same
    /// date replaces an earlier one).
    public init(entries: [LogEntry], activity: [DayActivity] = [], settings: StatsSettings = StatsSettings()) {
        self.settings = settings
        var byDate: [LocalDate: [LogEntry]] = [:]
        for entry in entries { byDate[entry.date, default: []].append(entry) }
        var intake: [LocalDate: DayIntake] = [:]
        intake.reserveCapacity(byDate.count)
        for (date, dayEntries) in byDate { intake[date] = DayIntake(date: date, entries: dayEntries) }
        self.intakeByDate = intake
        self.loggedDates = intake.keys.sorted()
        self.activityByDate = Dictionary(activity.map { ($0.date, $0) }, uniquingKeysWith: { _, later in later })
        let activityDates = activity.map(\.date)
        let first = [loggedDates.first, activityDates.min()].compactMap { $0 }.min()
        let last = [loggedDates.last, activityDates.max()].compactMap { $0 }.max()
        if let first, let last { self.dataSpan = DateRange(first: first, last: last) } else { self.dataSpan = nil }
    }

    /// Indexes a food log and an activity log.
    public init(foodLog: FoodLog, activity: ActivityLog = ActivityLog(), settings: StatsSettings = StatsSettings()) {
        self.init(entries: foodLog.entries, activity: activity.days, settings: settings)
    }

    /// The intake of `date` (not logged when it has no entry).
    public func intake(on date: LocalDate) -> DayIntake {
        intakeByDate[date] ?? .notLogged(date)
    }

    /// The activity of `date`, if any file had data for it.
    public func activity(on date: LocalDate) -> DayActivity? {
        activityByDate[date]
    }

    /// The calendar week (``StatsSettings/weekStart``) holding the last day of the data.
    public var latestWeek: DateRange? {
        dataSpan.map { settings.weekStart.week(containing: $0.last) }
    }

    /// The days `selection` covers, given this data and week start.
    public func resolve(_ selection: PeriodSelection) -> DateRange? {
        selection.resolve(dataSpan: dataSpan, weekStart: settings.weekStart)
    }

    /// Every figure of `date`.
    public func day(_ date: LocalDate) -> DayStatistics {
        DayStatistics(
            intake: intake(on: date), activity: activity(on: date),
            movingAverage: MovingAverage(endingOn: date) { intakeByDate[$0]?.totals },
            settings: settings
        )
    }

    /// Every figure of `range`.
    public func period(_ range: DateRange) -> PeriodStatistics {
        let days = range.map(day)
        let intake = PeriodIntake(days: days.map(\.intake)) { $0.isLogged || settings.unloggedDays == .countedAsZero }
        let counted = days.filter(\.isCounted)

        let credit: Double? = settings.activityCredit
            ? counted.map { $0.activity?.activeKcal ?? 0 }.compensatedSum : nil
        let budget = Budget(days: counted.count, goalPerDay: settings.kcalGoal, intake: intake.totals.kcal,
                            activityCredit: credit)

        let nutrientsKnown = intake.totals.hasNutrientData || intake.loggedDays == 0
        let dailyValues = settings.dailyValues.readings { nutrient in
            guard let average = intake.average else { return nil }
            if nutrient == .calories { return average.kcal }
            return nutrientsKnown ? average.nutrients[nutrient] : nil
        }

        var heartRate: HeartRateSummary?
        var heartRateDays = 0
        for day in days {
            guard let summary = day.activity?.heartRate, summary.count > 0 else { continue }
            heartRateDays += 1
            if heartRate == nil { heartRate = summary } else { heartRate?.merge(summary) }
        }

        let logged = days.filter(\.isLogged)
        let anchor = dataSpan.map { min(range.last, $0.last) }

        return PeriodStatistics(
            range: range,
            settings: settings,
            days: days,
            intake: intake,
            budget: budget,
            dailyValues: dailyValues,
            macroSplit: nutrientsKnown ? MacroSplit(intake.totals.nutrients) : nil,
            gramBreakdown: intake.totals.hasNutrientData ? GramBreakdown(intake.totals.nutrients) : nil,
            energy: EnergyBalanceTotals(counted.compactMap(\.energy)),
            steps: StepsSummary(
                days: days.compactMap { day in day.activity?.steps.map { DaySteps(date: day.date, steps: $0) } },
                goal: settings.stepsGoal
            ),
            heartRate: heartRate,
            heartRateDays: heartRateDays,
            kcalTrend: LinearTrend(points: logged.map { ($0.date, $0.intake.totals.kcal) }),
            weeks: weeks(touching: range),
            topFoods: TopFoods(entries: logged.flatMap(\.intake.entries), limit: settings.topFoods),
            streaks: anchor.map { Streaks(loggedDates: loggedDates, anchor: $0) }
        )
    }

    /// Each calendar week touching `range`, compared with the week before it.
    private func weeks(touching range: DateRange) -> [WeekComparison] {
        var result: [WeekComparison] = []
        var week = settings.weekStart.week(containing: range.first)
        var previousAverage = averageKcal(of: week.shifted(byDays: -7)).average
        while week.first <= range.last {
            let (logged, average) = averageKcal(of: week)
            result.append(WeekComparison(week: week, loggedDays: logged, averageKcal: average,
                                         previousAverageKcal: previousAverage))
            previousAverage = average
            week = week.shifted(byDays: 7)
        }
        return result
    }

    /// Logged days of `week` and its average kcal per counted day.
    private func averageKcal(of week: DateRange) -> (logged: Int, average: Double?) {
        var sum = CompensatedSum()
        var logged = 0
        for date in week {
            guard let totals = intakeByDate[date]?.totals, totals.entryCount > 0 else { continue }
            logged += 1
            sum.add(totals.kcal)
        }
        let counted = settings.unloggedDays == .countedAsZero ? week.dayCount : logged
        return (logged, counted > 0 ? sum.value / Double(counted) : nil)
    }
}

extension DateRange {
    /// The range moved `days` later (earlier when negative).
    func shifted(byDays days: Int) -> DateRange {
        DateRange(first: first.adding(days: days), last: last.adding(days: days)) ?? self
    }
}
