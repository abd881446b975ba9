import NutritionData
import NutritionStats
import PropertyBased
import Testing

/// The engine's index: entries in any order, days worked out on demand, activity records by date,
/// and the activity days a period needs.
@Suite struct StatisticsIndexTests {
    typealias F = Fixtures

    @Test func eachDayIsItsOwnEntriesInTheOrderGiven() async {
        await propertyCheck(input: StatsPropertyTests.entries, StatsPropertyTests.ranges) { entries, range in
            let stats = NutritionStatistics(entries: entries)
            let period = stats.period(range)
            for day in period.days {
                // The oracle: the day's entries filtered from the input, in input order.
                let own = entries.filter { $0.date == day.date }
                #expect(day.intake == DayIntake(date: day.date, entries: own))
                #expect(stats.intake(on: day.date) == day.intake)
                // A day on its own has the same figures as inside a period (moving average included).
                #expect(stats.day(day.date) == day)
            }
            // Grouping the input by date first (keeping the order within a date) changes nothing.
            let grouped = entries.indices.sorted { a, b in
                entries[a].date != entries[b].date ? entries[a].date < entries[b].date : a < b
            }.map { entries[$0] }
            #expect(NutritionStatistics(entries: grouped).period(range) == period)
            #expect(stats.loggedDates == Array(Set(entries.map(\.date))).sorted())
        }
    }

    @Test func weekComparisonsAndMovingAveragesReachBeforeThePeriod() {
        // 2026-03-02 is a Monday. 1,000 kcal on each day of the week before, 2,000 on Monday.
        var entries = (0..<7).map { F.entry(F.date("2026-02-23").adding(days: $0).iso, "12:00", "Soup", kcal: 1_000) }
        entries.append(F.entry("2026-03-02", "08:00", "Toast", kcal: 2_000))
        let period = NutritionStatistics(entries: entries.reversed()).period(F.range("2026-03-02", "2026-03-02"))
        // The week before averaged 1,000 kcal a logged day; this week so far 2,000.
        #expect(period.weeks.first?.previousAverageKcal == 1_000)
        #expect(period.weeks.first?.averageKcal == 2_000)
        // Moving average on Monday: 6 days of 1,000 (Feb 24–Mar 1) and 2,000 → 8,000 / 7.
        #expect(F.close(period.days[0].movingAverage?.kcal ?? 0, 8_000.0 / 7))
    }

    @Test func aLaterActivityRecordForADateReplacesAnEarlierOne() {
        let activity = [
            DayActivity(date: F.date("2026-03-03"), steps: 3_000),
            DayActivity(date: F.date("2026-03-01"), steps: 1_000),
            DayActivity(date: F.date("2026-03-03"), steps: 3_333),
        ]
        let stats = NutritionStatistics(entries: [], activity: activity)
        #expect(stats.activity(on: F.date("2026-03-03"))?.steps == 3_333)
        #expect(stats.activity(on: F.date("2026-03-01"))?.steps == 1_000)
        #expect(stats.activity(on: F.date("2026-03-02")) == nil)
        #expect(stats.dataSpan == F.range("2026-03-01", "2026-03-03"))
    }

    @Test func activityDaysForPeriodsOfKnownDates() {
        let onward = LocalDate(dayNumber: 1 << 40)
        let lastFood = F.date("2026-11-15")
        // A week the food log reaches the end of: just that week (Mon 11-09 … Sun 11-15).
        #expect(
            NutritionStatistics.activityDays(
                for: .week(containing: F.date("2026-11-11")), lastFoodDate: lastFood, weekStart: .monday)
                == F.date("2026-11-09")...F.date("2026-11-15"))
        // Sunday weeks: Sun 11-08 … Sat 11-14.
        #expect(
            NutritionStatistics.activityDays(
                for: .week(containing: F.date("2026-11-11")), lastFoodDate: lastFood, weekStart: .sunday)
                == F.date("2026-11-08")...F.date("2026-11-14"))
        // A month after the food log's end: from the day after that end on, so where the data ends
        // (and so the streaks' anchor) is known.
        #expect(
            NutritionStatistics.activityDays(
                for: .month(year: 2026, month: 12), lastFoodDate: lastFood, weekStart: .monday)
                == F.date("2026-11-16")...onward)
        // A range the food log ends inside: from the range's first day on.
        #expect(
            NutritionStatistics.activityDays(
                for: .range(F.range("2026-11-10", "2026-11-20")), lastFoodDate: lastFood, weekStart: .monday)
                == F.date("2026-11-10")...onward)
        // No food at all: the activity alone says where the data ends, so every day.
        #expect(
            NutritionStatistics.activityDays(for: .day(F.date("2026-01-05")), lastFoodDate: nil, weekStart: .monday)
                == nil)
    }

    @Test func activityDaysForPeriodsThatDependOnTheData() {
        let onward = LocalDate(dayNumber: 1 << 40)
        let lastFood = F.date("2026-11-15")
        // Latest week: from the Monday of the food log's last week (11-09) on.
        #expect(
            NutritionStatistics.activityDays(for: nil, lastFoodDate: lastFood, weekStart: .monday) == F.date(
                "2026-11-09")...onward)
        // Last 10 days: from 11-15 − 9 = 11-06 on.
        #expect(
            NutritionStatistics.activityDays(for: .lastDays(10), lastFoodDate: lastFood, weekStart: .monday) == F.date(
                "2026-11-06")...onward)
        // Four weeks of history before the period as well: 28 days earlier.
        #expect(
            NutritionStatistics.activityDays(
                for: .week(containing: F.date("2026-11-11")), lastFoodDate: lastFood,
                weekStart: .monday, daysBefore: 28) == F.date("2026-10-12")...F.date("2026-11-15"))
        #expect(
            NutritionStatistics.activityDays(for: nil, lastFoodDate: lastFood, weekStart: .monday, daysBefore: 35)
                == F.date("2026-10-05")...onward)
        // Everything, or no food log to anchor on: every day.
        #expect(NutritionStatistics.activityDays(for: .all, lastFoodDate: lastFood, weekStart: .monday) == nil)
        #expect(NutritionStatistics.activityDays(for: nil, lastFoodDate: nil, weekStart: .monday) == nil)
    }

    /// The figures of a period from activity limited to ``NutritionStatistics/activityDays(for:lastFoodDate:weekStart:)``
    /// equal those from all of it, whatever the activity holds after the food log ends.
    @Test func limitedActivityGivesTheSameFigures() async {
        let activity = zip(Gen.int(in: 0...80), Gen.double(in: 0...20_000)).array(of: 0...40)
        let selections = zip(Gen.int(in: 0...5), Gen.int(in: -5...75), Gen.int(in: 1...20), Gen.int(in: 0...30))
        await propertyCheck(count: 80, input: StatsPropertyTests.entries, activity, selections) {
            entries, records, choice in
            let start = StatsPropertyTests.start
            let days = records.map { DayActivity(date: start.adding(days: $0.0), steps: $0.1) }
            let date = start.adding(days: choice.1)
            let selection: PeriodSelection? =
                switch choice.0 {
                case 0: .day(date)
                case 1: .week(containing: date)
                case 2: .range(DateRange(first: date, last: date.adding(days: choice.2)) ?? DateRange(day: date))
                case 3: .lastDays(choice.2)
                case 4: .month(year: date.year, month: date.month)
                default: nil
                }
            let full = NutritionStatistics(entries: entries, activity: days)
            let before = choice.3
            let window = NutritionStatistics.activityDays(
                for: selection, lastFoodDate: entries.map(\.date).max(),
                weekStart: .monday, daysBefore: before)
            let limited = NutritionStatistics(
                entries: entries, activity: days.filter { window?.contains($0.date) ?? true })
            let chosen = selection ?? full.dataSpan.map { .week(containing: $0.last) }
            guard let chosen else {
                #expect(limited.dataSpan == nil)
                return
            }
            let range = try? full.resolve(chosen)
            #expect((try? limited.resolve(chosen)) == range)
            guard let range else { return }
            #expect(limited.period(range) == full.period(range))
            // With `daysBefore`, the period stretched back that far has the same figures too.
            if let stretched = DateRange(first: range.first.adding(days: -before), last: range.last) {
                #expect(limited.period(stretched) == full.period(stretched))
            }
            // What the stats command reads of the data span: where it ends, as far as the period goes.
            #expect(limited.dataSpan.map { min($0.last, range.last) } == full.dataSpan.map { min($0.last, range.last) })
            if selection == nil { #expect(limited.latestWeek == full.latestWeek) }
        }
    }
}
