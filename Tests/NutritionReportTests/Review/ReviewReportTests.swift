import ChartKit
import NutritionData
import NutritionReport
import NutritionStats
import NutritionTestSupport
import Testing

/// The review report of a hand-made span: every figure checked against a hand computation.
@Suite struct ReviewReportTests {
    /// 1 Jan – 30 Apr 2026 (120 days): 2,500 kcal on 1–10 Jan, 1,000 on 1 Feb, 2,000 on 30 Apr; and
    /// 1,500 kcal on 31 Dec 2025, in the compared period (Sep – Dec 2025).
    static let entries: [LogEntry] =
        (1...10).map { fixtureEntry(String(format: "2026-01-%02d", $0), fixtureTime("12:00"), "Pasta", kcal: 2500) }
        + [
            fixtureEntry("2026-02-01", fixtureTime("08:00"), "Toast", kcal: 1000),
            fixtureEntry("2026-04-30", fixtureTime("19:00"), "Soup", kcal: 2000),
            fixtureEntry("2025-12-31", fixtureTime("19:00"), "Cake", kcal: 1500),
        ]

    static func review(compare: Bool) -> ReviewReport {
        let statistics = NutritionStatistics(entries: entries, settings: StatsSettings(kcalGoal: 2000))
        let range = DateRange(first: fixtureDate("2026-01-01"), last: fixtureDate("2026-04-30"))!
        let figures = ReviewFigures(
            statistics: statistics, range: range,
            compareRange: compare ? try! ComparisonPeriod.previous.resolve(against: range) : nil,
            choice: .chosen(.range(range)))
        return ReviewReport(figures: figures, imports: ImportNotes(lines: []))
    }

    func card(_ report: ReviewReport, _ id: String) -> ReviewCard? { report.cards.first { $0.id == id } }

    @Test func cardsAndMonthRows() throws {
        let report = Self.review(compare: false)
        // 28,000 kcal over 12 logged days: 2,333 a day; budget 2,000 × 12 − 28,000 = −4,000.
        #expect(card(report, "average-kcal")?.value == "2,333")
        #expect(card(report, "budget-balance")?.value == "\u{2212}4,000")
        #expect(card(report, "logged-days")?.value == "12")
        #expect(card(report, "longest-streak")?.value == "10")
        #expect(card(report, "average-kcal")?.change == nil)
        #expect(report.months.map(\.label) == ["Jan 2026", "Feb 2026", "Mar 2026", "Apr 2026"])
        // January: 10 of 31 days (32 %), 2,500 a day, 20,000 − 25,000 = −5,000.
        let january = report.months[0]
        #expect(january.loggedDays == "10" && january.days == "31" && january.loggingRate == "32")
        #expect(january.averageKcal == "2,500" && january.budgetBalance == "\u{2212}5,000" && january.isOverBudget)
        // February: 1 of 28 days (4 %), +1,000; March: nothing; April: on budget.
        #expect(report.months[1].loggingRate == "4" && report.months[1].budgetBalance == "+1,000")
        #expect(report.months[2].averageKcal == nil && report.months[2].budgetBalance == nil)
        #expect(report.months[3].budgetBalance == "0" && !report.months[3].isOverBudget)
        #expect(report.total.budgetBalance == "\u{2212}4,000")
        // 1 Jan 2026 is a Thursday: the first Monday week is cut to 1–4 Jan.
        #expect(report.weeks.first?.label == "1–4 Jan 2026" && report.weeks.first?.isPartial == true)
        #expect(report.weeks.first?.averageKcal == "2,500")
    }

    /// The review words the span's own caveats (the engine's list), counting days where the daily
    /// report would list them: 120 − 12 = 108 days not logged, the 12 entries without a food object
    /// (2,500 × 10 + 1,000 + 2,000 = 28,000 kcal, so 0 % coverage on 12 days), no energy spent known on
    /// the 12 logged days, no step data at all.
    @Test func notesWordTheSpansCaveats() {
        let notes = Self.review(compare: false).dataNotes
        #expect(
            notes.contains("Not logged: 108 days. They are left out of averages, the budget and the energy balance."))
        #expect(
            notes.contains(
                "Nutrients are known for 0 % of the logged kcal (below 100 % on 12 days): entries without a food "
                    + "object have kcal only, so nutrient amounts and %DV marked ≥ are lower bounds."))
        #expect(
            notes.contains(
                "12 entries (28,000 kcal) matched no food object (quick adds, renamed or deleted foods): kcal "
                    + "counted, nutrients unknown."))
        #expect(notes.contains("No energy spent is known on 12 days with intake: no energy balance there."))
        #expect(notes.contains("No step data in this period."))
        #expect(notes.count == 6)
    }

    /// A quarter cut a day short is not whole, though it holds 90 days or more: 1 Jul – 29 Sep is 91 days.
    @Test func aQuarterEndingBeforeItsLastDayIsLabelledWithItsDays() throws {
        let statistics = NutritionStatistics(entries: Self.entries, settings: StatsSettings(kcalGoal: 2000))
        let range = try #require(DateRange(first: fixtureDate("2026-04-01"), last: fixtureDate("2026-09-29")))
        let report = ReviewReport(
            figures: ReviewFigures(statistics: statistics, range: range, choice: .chosen(.range(range))),
            imports: ImportNotes(lines: []))
        #expect(report.quarters.map(\.label) == ["Q2 2026", "Q3 2026 (1 Jul – 29 Sep 2026)"])
    }

    @Test func streaksGapsQuartersAndNoFoodLog() {
        let report = Self.review(compare: false)
        #expect(report.streaks.map(\.label) == ["1–10 Jan 2026", "1 Feb 2026", "30 Apr 2026"])
        #expect(report.streaks.map(\.days) == ["10 days", "1 day", "1 day"])
        // 2 Feb – 29 Apr: 27 + 31 + 29 = 87 days; 11–31 Jan: 21 days.
        #expect(report.gaps.map(\.days) == ["87 days", "21 days"])
        #expect(report.quarters.map(\.label) == ["Q1 2026", "Q2 2026 (1–30 Apr 2026)"])
        #expect(report.quarters[0].foods.first?.name == "Pasta" && report.quarters[0].foods.first?.kcal == "25,000")
        #expect(report.quarters[1].foods.map(\.name) == ["Soup"])
        #expect(report.foodLog.isEmpty && !report.hasFoodLog)
    }

    @Test func comparisonWithThePreviousFourMonths() {
        // Sep – Dec 2025: one day of 1,500 kcal of 122 days; budget 2,000 − 1,500 = +500.
        let report = Self.review(compare: true)
        #expect(report.comparison?.label == "1 Sep – 31 Dec 2025")
        // 2,333.3 − 1,500 = +833; −4,000 − 500 = −4,500; 12/120 − 1/122 = 10 % − 0.82 % = +9 points.
        #expect(card(report, "average-kcal")?.change == "+833")
        #expect(card(report, "average-kcal")?.previous == "1,500")
        #expect(card(report, "budget-balance")?.change == "\u{2212}4,500")
        #expect(card(report, "logged-days")?.change == "+9 points")
        #expect(card(report, "longest-streak")?.change == "+9 days")
        // January against September 2025 (nothing logged): no kcal change; December 2025 has no counterpart
        // row beyond the fourth month.
        #expect(report.months[0].change?.label == "Sep 2025")
        #expect(report.months[0].change?.averageKcal == "–")
        #expect(report.months[3].change?.label == "Dec 2025")
        // April (2,000) against December (1,500): +500 kcal a day; logging 1/30 − 1/31 = +0.1 points → "0".
        #expect(report.months[3].change?.averageKcal == "+500")
    }

    @Test func chartsOfTheReview() {
        let statistics = NutritionStatistics(entries: Self.entries, settings: StatsSettings(kcalGoal: 2000))
        let range = DateRange(first: fixtureDate("2026-01-01"), last: fixtureDate("2026-04-30"))!
        let entries = ReviewCharts.entries(
            for: ReviewFigures(statistics: statistics, range: range, choice: .chosen(.range(range))))
        #expect(entries.map(\.info.id) == ["heatmap", "monthly-kcal", "monthly-dv", "weekly-steps", "weekly-net"])
        guard case .calendarHeatmap(let heatmap) = entries[0].chart.content else {
            Issue.record("not a heatmap")
            return
        }
        #expect(heatmap.values.count == 120 && heatmap.values.compactMap { $0 }.count == 12 && heatmap.center == 2000)
        guard case .bars(let bars) = entries[1].chart.content else {
            Issue.record("not bars")
            return
        }
        #expect(bars.series[0].values == [2500, 1000, nil, 2000])
    }

    @Test func comparedActivityWindowCoversBothPeriods() throws {
        // 2026 against 2025, the food log reaching 31 Dec 2026: from four weeks before 1 Jan 2025 to 31 Dec 2026.
        let year = DateRange(first: fixtureDate("2026-01-01"), last: fixtureDate("2026-12-31"))!
        let window = try #require(
            ReviewFigures.activityDays(
                for: .range(year), comparing: .previous, foodDates: [fixtureDate("2026-12-31")], weekStart: .monday))
        #expect(window == fixtureDate("2024-12-04")...fixtureDate("2026-12-31"))
        // A period that depends on the data: everything is read.
        #expect(
            ReviewFigures.activityDays(
                for: .lastDays(365), comparing: .previous, foodDates: [fixtureDate("2026-12-31")],
                weekStart: .monday) == nil)
    }

    @Test func energyAndStepsFromActivity() {
        // Activity on 1 and 2 Jan (logged, 2,500 kcal each): steps 8,000 and 12,000; active 500 + resting
        // 1,600 = 2,100 spent a day, so net +400 a day. On 1 Feb (1,000 kcal): steps 4,000, no energy.
        let activity = [
            DayActivity(date: fixtureDate("2026-01-01"), steps: 8000, activeKcal: 500, restingKcal: 1600),
            DayActivity(date: fixtureDate("2026-01-02"), steps: 12000, activeKcal: 500, restingKcal: 1600),
            DayActivity(date: fixtureDate("2026-02-01"), steps: 4000),
        ]
        let statistics = NutritionStatistics(
            entries: Self.entries, activity: activity, settings: StatsSettings(kcalGoal: 2000))
        let range = DateRange(first: fixtureDate("2026-01-01"), last: fixtureDate("2026-04-30"))!
        let report = ReviewReport(
            figures: ReviewFigures(statistics: statistics, range: range, choice: .chosen(.range(range))),
            imports: ImportNotes(lines: []))
        // Steps: (8,000 + 12,000 + 4,000) / 3 = 8,000 a day; goal 10,000 reached on 1 of 3 days.
        #expect(card(report, "steps")?.value == "8,000")
        #expect(card(report, "steps")?.detail.contains("reached on 1 of 3 days") == true)
        // Net: (2,500 − 2,100) × 2 = +800 over 2 days, +400 a day.
        #expect(card(report, "energy-balance")?.value == "+400")
        #expect(card(report, "energy-balance")?.detail.contains("+800 kcal over 2 days") == true)
        // January's row: steps 10,000 a day, net +400 a day; February's: 4,000 steps, no net.
        #expect(report.months[0].steps == "10,000" && report.months[0].averageNetKcal == "+400")
        #expect(report.months[1].steps == "4,000" && report.months[1].averageNetKcal == nil)
    }
}
