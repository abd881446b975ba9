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
    /// Every entry, grouped by date in ascending date order; within a date in the order given. When
    /// the entries come grouped already (a ``FoodLog``'s are sorted by date), this shares their storage.
    private let entries: [LogEntry]
    /// The logged dates, ascending.
    public let loggedDates: [LocalDate]
    /// Where the entries of `loggedDates[i]` start in `entries`; one more element, `entries.count`, ends the last.
    private let dayStarts: [Int]
    /// One activity record per date, ascending.
    private let activityDays: [DayActivity]
    /// First and last day with any entry or activity; nil when there is neither.
    public let dataSpan: DateRange?

    /// Indexes `entries` (any order) and `activity` (one record per date; a later record for the same
    /// date replaces an earlier one).
    ///
    /// Indexing only finds where each date's entries are (one pass, plus a stable sort when the
    /// entries are not grouped by date yet); a day's meals and totals are worked out when a figure
    /// needs them, so looking at one week of ten years costs that week, not the ten years.
    public init(entries: [LogEntry], activity: [DayActivity] = [], settings: StatsSettings = StatsSettings()) {
        self.settings = settings
        let grouped = Self.groupedByDate(entries)
        var dates: [LocalDate] = []
        var starts: [Int] = []
        for index in grouped.indices where index == 0 || grouped[index].date != grouped[index - 1].date {
            dates.append(grouped[index].date)
            starts.append(index)
        }
        starts.append(grouped.count)
        self.entries = grouped
        self.loggedDates = dates
        self.dayStarts = starts
        self.activityDays = Self.oneRecordPerDate(activity)
        let first = [loggedDates.first, activityDays.first?.date].compactMap { $0 }.min()
        let last = [loggedDates.last, activityDays.last?.date].compactMap { $0 }.max()
        if let first, let last { self.dataSpan = DateRange(first: first, last: last) } else { self.dataSpan = nil }
    }

    /// Indexes a food log and an activity log.
    public init(foodLog: FoodLog, activity: ActivityLog = ActivityLog(), settings: StatsSettings = StatsSettings()) {
        self.init(entries: foodLog.entries, activity: activity.days, settings: settings)
    }

    /// The intake of `date` (not logged when it has no entry).
    public func intake(on date: LocalDate) -> DayIntake {
        guard let slot = slot(of: date) else { return .notLogged(date) }
        return DayIntake(date: date, entries: Array(entries[dayStarts[slot]..<dayStarts[slot + 1]]))
    }

    /// The activity of `date`, if any file had data for it.
    public func activity(on date: LocalDate) -> DayActivity? {
        var low = 0
        var high = activityDays.count
        while low < high {
            let mid = (low + high) / 2
            if activityDays[mid].date < date { low = mid + 1 } else { high = mid }
        }
        return low < activityDays.count && activityDays[low].date == date ? activityDays[low] : nil
    }

    /// The calendar week (``StatsSettings/weekStart``) holding the last day of the data.
    public var latestWeek: DateRange? {
        dataSpan.map { settings.weekStart.week(containing: $0.last) }
    }

    /// The days `selection` covers, given this data and week start.
    /// Throws ``PeriodTooLong`` for more than ``PeriodSelection/maximumDays`` days.
    public func resolve(_ selection: PeriodSelection) throws(PeriodTooLong) -> DateRange? {
        try selection.resolve(dataSpan: dataSpan, weekStart: settings.weekStart)
    }

    /// Every figure of `date`.
    public func day(_ date: LocalDate) -> DayStatistics {
        let intakes = DayIntakes(self, from: date.adding(days: -(MovingAverage.windowDays - 1)), through: date)
        return day(date, intakes)
    }

    /// Every figure of `date`, with the intakes of it and the days before it at hand.
    private func day(_ date: LocalDate, _ intakes: DayIntakes) -> DayStatistics {
        DayStatistics(
            intake: intakes.intake(on: date), activity: activity(on: date),
            movingAverage: MovingAverage(endingOn: date) { intakes.totals(on: $0) },
            settings: settings
        )
    }

    /// Every figure of `range`.
    public func period(_ range: DateRange) -> PeriodStatistics {
        let intakes = DayIntakes(self, covering: range)
        return period(range, days: range.map { day($0, intakes) }, intakes)
    }

    /// Every figure of each of `ranges`, which lie inside `span`: the same figures as
    /// ``period(_:)`` of each range, but each day of `span` is worked out once and its figures are
    /// shared by every range holding it (a year's review has each day in its year, month, quarter and
    /// week).
    ///
    /// - Complexity: O(*d* + *r*), where *d* is the number of days of `span` and *r* the days of all
    ///   `ranges` together.
    public func periods(_ ranges: [DateRange], inside span: DateRange) -> [PeriodStatistics] {
        let intakes = DayIntakes(self, covering: span)
        let days = span.map { day($0, intakes) }
        return ranges.map { range in
            precondition(span.first <= range.first && range.last <= span.last, "\(range) does not lie inside \(span)")
            let offset = span.first.distance(to: range.first)
            return period(range, days: Array(days[offset..<offset + range.dayCount]), intakes)
        }
    }

    /// Every figure of `range`, from the figures of its `days` and the `intakes` of the days its
    /// figures look at (``DayIntakes/init(_:covering:)`` of `range` or of a span holding it).
    private func period(_ range: DateRange, days: [DayStatistics], _ intakes: DayIntakes) -> PeriodStatistics {
        let intake = PeriodIntake(days: days.map(\.intake), settings: settings)
        let counted = days.filter(\.isCounted)

        let credit: Double? =
            settings.activityCredit
            ? counted.map { $0.activity?.activeKcal ?? 0 }.compensatedSum : nil
        let budget = Budget(
            days: counted.count, goalPerDay: settings.kcalGoal, intake: intake.totals.kcal,
            activityCredit: credit)

        let dailyValues = settings.dailyValues.readings { nutrient in
            intake.average?.nutrientAmount(nutrient) ?? .unknown
        }

        var heartRate: HeartRateSummary?
        var heartRateDays = 0
        for day in days {
            guard let summary = day.activity?.heartRate, summary.count > 0 else { continue }
            heartRateDays += 1
            if heartRate == nil { heartRate = summary } else { heartRate?.merge(summary) }
        }

        let logged = days.filter(\.isLogged)
        let withKcal = days.filter { $0.intake.totals.hasKnownKcal }
        let anchor = dataSpan.map { min(range.last, $0.last) }
        let energy = EnergyBalanceTotals(counted.compactMap(\.energy))
        let steps = StepsSummary(
            days: days.compactMap { day in day.activity?.steps.map { DaySteps(date: day.date, steps: $0) } },
            goal: settings.stepsGoal
        )

        return PeriodStatistics(
            range: range,
            settings: settings,
            days: days,
            intake: intake,
            budget: budget,
            dailyValueReadings: dailyValues,
            macroSplit: intake.totals.macroSplit,
            gramBreakdown: intake.totals.hasNutrientData ? GramBreakdown(intake.totals.nutrients) : nil,
            energy: energy,
            steps: steps,
            heartRate: heartRate,
            heartRateDays: heartRateDays,
            kcalTrend: LinearTrend(points: withKcal.map { ($0.date, $0.intake.totals.kcal) }),
            weeks: weeks(touching: range, intakes),
            topFoods: TopFoods(entries: logged.flatMap(\.intake.entries), limit: settings.topFoods),
            streaks: anchor.map { Streaks(loggedDates: loggedDates, anchor: $0) },
            caveats: PeriodCaveat.caveats(
                days: days, intake: intake, energy: energy, steps: steps, settings: settings,
                dataSpan: dataSpan)
        )
    }

    // MARK: Index

    /// `entries` grouped by date in ascending order, keeping the given order within a date: the array
    /// itself when it already is (no copy), else a stable sort of it.
    private static func groupedByDate(_ entries: [LogEntry]) -> [LogEntry] {
        var sorted = true
        for index in entries.indices.dropFirst() where entries[index].date < entries[index - 1].date {
            sorted = false
            break
        }
        if sorted { return entries }
        let order = entries.indices.sorted { a, b in
            entries[a].date != entries[b].date ? entries[a].date < entries[b].date : a < b
        }
        return order.map { entries[$0] }
    }

    /// One record per date in ascending order, the later of records with the same date winning.
    private static func oneRecordPerDate(_ activity: [DayActivity]) -> [DayActivity] {
        var increasing = true
        for index in activity.indices.dropFirst() where activity[index].date <= activity[index - 1].date {
            increasing = false
            break
        }
        if increasing { return activity }
        let order = activity.indices.sorted { a, b in
            activity[a].date != activity[b].date ? activity[a].date < activity[b].date : a < b
        }
        var result: [DayActivity] = []
        for index in order {
            if let last = result.last, last.date == activity[index].date {
                result[result.count - 1] = activity[index]
            } else {
                result.append(activity[index])
            }
        }
        return result
    }

    /// The position of `date` in ``loggedDates``, or nil when it is not logged.
    private func slot(of date: LocalDate) -> Int? {
        let index = firstSlot(onOrAfter: date)
        return index < loggedDates.count && loggedDates[index] == date ? index : nil
    }

    /// The position of the first logged date on or after `date` (``loggedDates``'s count when none).
    private func firstSlot(onOrAfter date: LocalDate) -> Int {
        var low = 0
        var high = loggedDates.count
        while low < high {
            let mid = (low + high) / 2
            if loggedDates[mid] < date { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The intakes of the logged days in a span of dates, each worked out once.
    private struct DayIntakes {
        let first: LocalDate
        let last: LocalDate
        /// By day offset from `first`; nil on days without entries.
        let byOffset: [DayIntake?]

        /// The intakes every figure of `range` looks at: the range, the days its first moving
        /// average reaches back to, and the calendar weeks touching it with the week before the first.
        init(_ statistics: NutritionStatistics, covering range: DateRange) {
            let weekStart = statistics.settings.weekStart
            self.init(
                statistics,
                from: min(
                    range.first.adding(days: -(MovingAverage.windowDays - 1)),
                    weekStart.week(containing: range.first).first.adding(days: -7)),
                through: max(range.last, weekStart.week(containing: range.last).last)
            )
        }

        init(_ statistics: NutritionStatistics, from first: LocalDate, through last: LocalDate) {
            self.first = first
            self.last = last
            var byOffset = [DayIntake?](repeating: nil, count: max(0, first.distance(to: last) + 1))
            var slot = statistics.firstSlot(onOrAfter: first)
            while slot < statistics.loggedDates.count, statistics.loggedDates[slot] <= last {
                let date = statistics.loggedDates[slot]
                let entries = statistics.entries[statistics.dayStarts[slot]..<statistics.dayStarts[slot + 1]]
                byOffset[first.distance(to: date)] = DayIntake(date: date, entries: Array(entries))
                slot += 1
            }
            self.byOffset = byOffset
        }

        /// The intake of `date` (which must lie in the span).
        func intake(on date: LocalDate) -> DayIntake {
            lookUp(date) ?? .notLogged(date)
        }

        /// The totals of `date`; nil when it is not logged (or outside the span).
        func totals(on date: LocalDate) -> IntakeTotals? {
            lookUp(date)?.totals
        }

        private func lookUp(_ date: LocalDate) -> DayIntake? {
            guard first <= date, date <= last else { return nil }
            return byOffset[first.distance(to: date)]
        }
    }

    /// Each calendar week touching `range`, compared with the week before it.
    private func weeks(touching range: DateRange, _ intakes: DayIntakes) -> [WeekComparison] {
        var result: [WeekComparison] = []
        var week = settings.weekStart.week(containing: range.first)
        var previousAverage = averageKcal(of: week.shifted(byDays: -7), intakes).average
        while week.first <= range.last {
            let (logged, average) = averageKcal(of: week, intakes)
            result.append(
                WeekComparison(
                    week: week, loggedDays: logged, averageKcal: average,
                    previousAverageKcal: previousAverage))
            previousAverage = average
            week = week.shifted(byDays: 7)
        }
        return result
    }

    /// Logged days of `week` and its average kcal per counted day (``StatsSettings/counts(_:)``).
    private func averageKcal(of week: DateRange, _ intakes: DayIntakes) -> (logged: Int, average: Double?) {
        var sum = CompensatedSum()
        var logged = 0
        var counted = 0
        for date in week {
            let totals = intakes.totals(on: date) ?? .zero
            if totals.entryCount > 0 { logged += 1 }
            guard settings.counts(totals) else { continue }
            counted += 1
            if totals.entryCount > 0 { sum.add(totals.kcal) }
        }
        return (logged, counted > 0 ? sum.value / Double(counted) : nil)
    }
}

extension DateRange {
    /// The range moved `days` later (earlier when negative).
    func shifted(byDays days: Int) -> DateRange {
        DateRange(first: first.adding(days: days), last: last.adding(days: days)) ?? self
    }
}

extension NutritionStatistics {
    /// The activity days the figures of `selection` need, for a limited activity read
    /// (`ActivityReader.read(paths:days:)`): reading only these days gives exactly the figures, data
    /// span end, latest week and streaks that reading everything gives. Nil when every day is needed.
    ///
    /// - `selection`: the period asked for; nil for "the latest week in the data" (the default of
    ///   `stats` and `report`).
    /// - `lastFoodDate`: the last date with a food entry (nil when there is none).
    /// - `daysBefore`: how many days before the period the caller also looks at activity on (the
    ///   report's four weeks of history, say); 0 for the figures of the period alone.
    ///
    /// The figures use activity only on the period's days, plus where the data ends (the later of the
    /// food log's and the activity's last day: streaks are counted up to it, and the period may
    /// run past it). So a period of known dates needs only its own days when the food log reaches its
    /// last day (the data then ends on or after it, whatever the activity says); otherwise it needs its
    /// days and every day after the food log's last one. The latest week and the last N days need every
    /// day from the food log's last week (or its last N days) on. Everything
    /// (``PeriodSelection/all``), or any period without a food log, needs all days.
    public static func activityDays(
        for selection: PeriodSelection?, lastFoodDate: LocalDate?, weekStart: WeekStart, daysBefore: Int = 0
    ) -> ClosedRange<LocalDate>? {
        let onward = LocalDate(dayNumber: 1 << 40)
        let back = max(0, daysBefore)
        switch selection {
        case .day, .week, .month, .range:
            // A period too long reads everything here; resolving it for the figures then refuses it.
            guard let range = try? selection?.resolve(dataSpan: nil, weekStart: weekStart), let lastFoodDate else {
                return nil
            }
            let first = range.first.adding(days: -back)
            if lastFoodDate >= range.last { return first...range.last }
            return min(first, lastFoodDate.adding(days: 1))...onward
        case .lastDays(let count):
            guard let lastFoodDate, count >= 1, (try? PeriodSelection.lastDays(count).checkLength()) != nil else {
                return nil
            }
            return lastFoodDate.adding(days: -(count - 1) - back)...onward
        case .all:
            return nil
        case nil:
            guard let lastFoodDate else { return nil }
            return weekStart.week(containing: lastFoodDate).first.adding(days: -back)...onward
        }
    }

    /// The activity days the figures of `selection` set against `comparison` need: the days each
    /// period needs (``activityDays(for:lastFoodDate:weekStart:daysBefore:)``), from the earlier first
    /// day to the later last. Nil (every day) when either period needs every day, and when the period
    /// depends on the data (`--last`, `--all`, no period), as the compared days are then unknown
    /// before reading.
    public static func activityDays(
        for selection: PeriodSelection?, comparing comparison: ComparisonPeriod, lastFoodDate: LocalDate?,
        weekStart: WeekStart, daysBefore: Int = 0
    ) -> ClosedRange<LocalDate>? {
        guard let selection, let range = try? selection.resolve(dataSpan: nil, weekStart: weekStart),
            let other = try? comparison.resolve(against: range)
        else { return nil }
        guard
            let mine = activityDays(
                for: selection, lastFoodDate: lastFoodDate, weekStart: weekStart, daysBefore: daysBefore),
            let theirs = activityDays(
                for: .range(other), lastFoodDate: lastFoodDate, weekStart: weekStart, daysBefore: daysBefore)
        else { return nil }
        return min(mine.lowerBound, theirs.lowerBound)...max(mine.upperBound, theirs.upperBound)
    }
}
