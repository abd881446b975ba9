import NutritionData
import NutritionStats
import Testing

@Suite struct WeekComparisonTests {
    typealias F = Fixtures

    let entries = [
        // Week of 11-02: 1,900 and 2,100 → 2,000 per logged day.
        F.entry("2026-11-02", "12:00", "A", kcal: 1_900),
        F.entry("2026-11-05", "12:00", "A", kcal: 2_100),
        // Week of 11-09: 2,200 per logged day.
        F.entry("2026-11-10", "12:00", "A", kcal: 2_200),
        // Week of 11-16: nothing. Week of 11-23: 1,540.
        F.entry("2026-11-23", "12:00", "A", kcal: 1_540),
    ]

    @Test func changeFromTheWeekBefore() throws {
        let period = NutritionStatistics(entries: entries).period(F.range("2026-11-09", "2026-11-29"))
        #expect(period.weeks.map(\.week.first.iso) == ["2026-11-09", "2026-11-16", "2026-11-23"])
        // Week of 11-09 vs 11-02 (outside the period, but its previous week): 2,200 − 2,000 = +200, +10 %.
        #expect(period.weeks[0].averageKcal == 2_200 && period.weeks[0].previousAverageKcal == 2_000)
        #expect(period.weeks[0].change == 200)
        #expect(period.weeks[0].changePercent == 10)
        // The empty week has no average, so neither it nor the week after has a change.
        #expect(period.weeks[1].averageKcal == nil && period.weeks[1].change == nil)
        #expect(period.weeks[2].averageKcal == 1_540 && period.weeks[2].change == nil)
        #expect(period.weeks[2].loggedDays == 1)
    }

    @Test func countingUnloggedDaysAsZero() {
        let period = NutritionStatistics(entries: entries, settings: StatsSettings(unloggedDays: .countedAsZero))
            .period(F.range("2026-11-09", "2026-11-15"))
        // 2,200 / 7 = 314.29 against (1,900 + 2,100) / 7 = 571.43: change −1,800 / 7 = −257.14, −45 %.
        #expect(period.weeks[0].change.map { F.close($0, -1_800.0 / 7) } == true)
        #expect(period.weeks[0].changePercent.map { F.close($0, -45) } == true)
    }

    @Test func sundayStartWeeks() {
        let period = NutritionStatistics(entries: entries, settings: StatsSettings(weekStart: .sunday))
            .period(F.range("2026-11-09", "2026-11-15"))
        // Sunday-start weeks touching 11-09 … 11-15: 11-08 … 11-14 and 11-15 … 11-21.
        #expect(period.weeks.map(\.week) == [F.range("2026-11-08", "2026-11-14"), F.range("2026-11-15", "2026-11-21")])
    }
}
