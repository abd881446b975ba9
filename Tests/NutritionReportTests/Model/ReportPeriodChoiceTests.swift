import NutritionData
import NutritionReport
import NutritionStats
import NutritionTestSupport
import Testing

@Suite struct ReportPeriodChoiceTests {
    func statistics(_ days: [String], weekStart: WeekStart = .monday) -> NutritionStatistics {
        NutritionStatistics(
            entries: days.map { fixtureEntry($0, 12, 0, "Soup", kcal: 200) },
            settings: StatsSettings(weekStart: weekStart))
    }

    func range(_ first: String, _ last: String) -> DateRange {
        DateRange(first: ReportFixtures.date(first), last: ReportFixtures.date(last))!
    }

    @Test func dataEndingOnASundayGivesThatWeek() throws {
        // 2026-11-15 is a Sunday, so Mon 9 … Sun 15 is complete.
        let chosen = try #require(ReportPeriodChoice.defaultRange(for: statistics(["2026-11-02", "2026-11-15"])))
        #expect(chosen.range == range("2026-11-09", "2026-11-15"))
        #expect(chosen.choice == .lastCompleteWeek)
    }

    @Test func dataEndingMidweekGivesTheWeekBefore() throws {
        // Wed 2026-11-18: its week (16–22) is not complete, so 9–15 is the last complete one.
        let chosen = try #require(ReportPeriodChoice.defaultRange(for: statistics(["2026-11-10", "2026-11-18"])))
        #expect(chosen.range == range("2026-11-09", "2026-11-15"))
        #expect(chosen.choice == .lastCompleteWeek)
    }

    @Test func sundayStartWeeks() throws {
        // With Sunday weeks, Sat 2026-11-14 ends the week Sun 8 … Sat 14.
        let chosen = try #require(
            ReportPeriodChoice.defaultRange(for: statistics(["2026-11-01", "2026-11-14"], weekStart: .sunday)))
        #expect(chosen.range == range("2026-11-08", "2026-11-14"))
    }

    @Test func dataInsideOneUnfinishedWeekGivesThatWeek() throws {
        // Tue 17 … Thu 19: the week before (9–15) holds no data at all.
        let chosen = try #require(ReportPeriodChoice.defaultRange(for: statistics(["2026-11-17", "2026-11-19"])))
        #expect(chosen.range == range("2026-11-16", "2026-11-22"))
        #expect(chosen.choice == .latestPartialWeek)
    }

    @Test func noDataNoPeriod() {
        #expect(ReportPeriodChoice.defaultRange(for: statistics([])) == nil)
    }
}
