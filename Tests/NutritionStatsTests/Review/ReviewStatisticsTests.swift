import NutritionData
import NutritionStats
import PropertyBased
import Testing

/// Calendar slices, streaks and gaps, comparison periods, and the review's tables adding up to the span.
@Suite struct ReviewStatisticsTests {
    typealias F = Fixtures

    @Test func monthsQuartersAndWeeksAreCutAtTheEdges() {
        // 16 Nov 2025 – 15 Nov 2026: 13 months (15 days, 11 whole, 15 days), 5 quarters, 53 weeks.
        let range = F.range("2025-11-16", "2026-11-15")
        let months = CalendarSlices.months(of: range)
        #expect(months.count == 13)
        #expect(months.first == F.range("2025-11-16", "2025-11-30"))
        #expect(months[3] == F.range("2026-02-01", "2026-02-28"))
        #expect(months.last == F.range("2026-11-01", "2026-11-15"))
        #expect(months.map(\.dayCount).reduce(0, +) == 365)
        #expect(
            CalendarSlices.quarters(of: range).map(\.description) == [
                "2025-11-16 – 2025-12-31", "2026-01-01 – 2026-03-31", "2026-04-01 – 2026-06-30",
                "2026-07-01 – 2026-09-30", "2026-10-01 – 2026-11-15",
            ])
        // 16 Nov 2025 is a Sunday: the first Monday-start week is that one day.
        let weeks = CalendarSlices.weeks(of: range, weekStart: .monday)
        #expect(weeks.first == F.range("2025-11-16", "2025-11-16"))
        #expect(weeks[1] == F.range("2025-11-17", "2025-11-23"))
        #expect(weeks.last == F.range("2026-11-09", "2026-11-15"))
        #expect(weeks.count == 53)
        #expect(CalendarSlices.weeks(of: range, weekStart: .sunday).first == F.range("2025-11-16", "2025-11-22"))
    }

    @Test func streaksAndGapsLongestFirst() {
        // Logged: days 0–2, 5, 7–10 of 12; gaps 3–4, 6, 11.
        let range = F.range("2026-01-01", "2026-01-12")
        let logged = [true, true, true, false, false, true, false, true, true, true, true, false]
        let runs = LoggingRuns(range: range, logged: logged, limit: 2)
        #expect(runs.streaks == [F.range("2026-01-08", "2026-01-11"), F.range("2026-01-01", "2026-01-03")])
        #expect(runs.gaps == [F.range("2026-01-04", "2026-01-05"), F.range("2026-01-07", "2026-01-07")])
        let none = LoggingRuns(range: range, logged: Array(repeating: false, count: 12), limit: 3)
        #expect(none.streaks.isEmpty && none.gaps == [range])
    }

    @Test func previousPeriodKeepsMonthsOrDays() throws {
        // Whole months shift by months: a year against the year before, February against January.
        #expect(
            try ComparisonPeriod.previous.resolve(against: F.range("2026-01-01", "2026-12-31"))
                == F.range("2025-01-01", "2025-12-31"))
        #expect(
            try ComparisonPeriod.previous.resolve(against: F.range("2024-03-01", "2024-03-31"))
                == F.range("2024-02-01", "2024-02-29"))
        #expect(
            try ComparisonPeriod.previous.resolve(against: F.range("2026-01-01", "2026-04-30"))
                == F.range("2025-09-01", "2025-12-31"))
        // Anything else shifts by its length in days: 16 Nov 2025 – 15 Nov 2026 is 365 days.
        #expect(
            try ComparisonPeriod.previous.resolve(against: F.range("2025-11-16", "2026-11-15"))
                == F.range("2024-11-16", "2025-11-15"))
        let other = F.range("2020-01-01", "2020-02-01")
        #expect(try ComparisonPeriod.range(other).resolve(against: F.range("2026-01-01", "2026-12-31")) == other)
    }

    /// Issue: `--compare previous` from year 1 printed `0000-12-31`. The first week of year 1 has no
    /// period before it; the second week's is the first.
    @Test func noPreviousPeriodBeforeYearOne() throws {
        let first = F.range("0001-01-01", "0001-01-07")
        #expect(throws: NoPreviousPeriod(range: first)) { try ComparisonPeriod.previous.resolve(against: first) }
        let year = F.range("0001-01-01", "0001-12-31")
        #expect(throws: NoPreviousPeriod(range: year)) { try ComparisonPeriod.previous.resolve(against: year) }
        #expect(try ComparisonPeriod.previous.resolve(against: F.range("0001-01-08", "0001-01-14")) == first)
    }

    static let start = F.date("2026-01-01")

    /// Random entries over 200 days from 2026-01-01, some with sodium.
    static let entries = zip(Gen.int(in: 0...199), Gen.double(in: 0...2_500), Gen.bool, Gen.double(in: 0...3_000)).map {
        t in
        LogEntry(
            date: start.adding(days: t.0), time: .midnight, foodName: "Food \(t.0 % 3)", servings: 1, kcal: t.1,
            nutrients: t.2 ? NutrientVector([.sodium: t.3]) : nil, source: .history)
    }.array(of: 0...150)

    /// A random span of 93 to 200 days overlapping the entries.
    static let spans = zip(Gen.int(in: -20...100), Gen.int(in: 92...199)).map { first, length in
        DateRange(first: start.adding(days: first), last: start.adding(days: first + length)) ?? DateRange(day: start)
    }

    @Test func slicesMadeFromTheSpansDaysEqualTheirOwnPeriods() async {
        // periods(_:inside:) shares the span's days among its slices; each slice must come out exactly
        // as period(_:) of it alone, whichever day starts the week and however unlogged days count.
        await propertyCheck(input: Self.entries, Self.spans, Gen<UnloggedDays>.case, Gen.bool) {
            entries, range, unlogged, sunday in
            let settings = StatsSettings(weekStart: sunday ? .sunday : .monday, unloggedDays: unlogged)
            let statistics = NutritionStatistics(entries: entries, settings: settings)
            let slices =
                [range] + CalendarSlices.months(of: range) + CalendarSlices.quarters(of: range)
                + CalendarSlices.weeks(of: range, weekStart: settings.weekStart)
                + [DateRange(day: range.first), DateRange(day: range.last)]
            #expect(statistics.periods(slices, inside: range) == slices.map(statistics.period))
        }
    }

    @Test func monthsWeeksAndQuartersAddUpToTheSpan() async {
        await propertyCheck(input: Self.entries, Self.spans, Gen<UnloggedDays>.case) { entries, range, unlogged in
            let statistics = NutritionStatistics(entries: entries, settings: StatsSettings(unloggedDays: unlogged))
            let review = ReviewStatistics(statistics: statistics, range: range)
            for slices in [review.months, review.weeks, review.quarters] {
                #expect(slices.map(\.range.dayCount).reduce(0, +) == range.dayCount)
                #expect(slices.map(\.intake.loggedDays).reduce(0, +) == review.span.intake.loggedDays)
                #expect(slices.map(\.intake.countedDays).reduce(0, +) == review.span.intake.countedDays)
                #expect(
                    F.close(
                        slices.map(\.intake.totals.kcal).reduce(0, +), review.span.intake.totals.kcal, tolerance: 1e-6))
                #expect(
                    F.close(slices.map(\.budget.remaining).reduce(0, +), review.span.budget.remaining, tolerance: 1e-6))
                #expect(
                    F.close(
                        slices.map { $0.intake.totals.nutrients[.sodium] }.reduce(0, +),
                        review.span.intake.totals.nutrients[.sodium], tolerance: 1e-6))
            }
            // Streaks and gaps are runs of the span's days, longest first.
            for runs in [review.runs.streaks, review.runs.gaps] {
                #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.dayCount >= $1.dayCount })
                #expect(runs.allSatisfy { range.contains($0.first) && range.contains($0.last) })
            }
            #expect(review.runs.streaks.allSatisfy { $0.allSatisfy { statistics.intake(on: $0).isLogged } })
            #expect(review.runs.gaps.allSatisfy { $0.allSatisfy { !statistics.intake(on: $0).isLogged } })
        }
    }
}
