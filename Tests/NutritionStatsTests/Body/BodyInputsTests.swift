import NutritionData
import NutritionStats
import Testing

@Suite struct BodyInputsTests {
    typealias F = Fixtures

    @Test func countedIntakeFollowsTheEnginesRule() {
        let entries = [F.entry("2026-03-01", "12:00", "A", kcal: 2_100), F.entry("2026-03-03", "12:00", "B", kcal: 1_900)]
        let range = F.range("2026-03-01", "2026-03-03")
        let excluded = NutritionStatistics(entries: entries).period(range)
        #expect(excluded.countedIntakeKcal == [F.date("2026-03-01"): 2_100, F.date("2026-03-03"): 1_900])
        // Unlogged days counted as zero: 03-02 counts with 0 kcal.
        let zero = NutritionStatistics(entries: entries, settings: StatsSettings(unloggedDays: .countedAsZero)).period(range)
        #expect(zero.countedIntakeKcal == [F.date("2026-03-01"): 2_100, F.date("2026-03-02"): 0, F.date("2026-03-03"): 1_900])
    }

    @Test func measuredSpentIsWhatTheDevicesRecorded() {
        let d = F.date
        let activity = [
            DayActivity(date: d("2026-03-01"), activeKcal: 500, restingKcal: 1_700),  // both → 2,200
            DayActivity(date: d("2026-03-02"), totalKcal: 2_300),  // a total with resting → 2,300
            DayActivity(date: d("2026-03-03"), activeKcal: 400),  // no resting → not a measurement
            DayActivity(date: d("2026-03-04"), restingKcal: 1_700),  // no active → not a measurement
        ]
        let period = NutritionStatistics(entries: [], activity: activity, settings: StatsSettings(restingKcal: 1_600))
            .period(F.range("2026-03-01", "2026-03-05"))
        #expect(period.measuredSpentKcal == [d("2026-03-01"): 2_200, d("2026-03-02"): 2_300])
    }
}
