import NutritionData
import NutritionStats
import Testing

@Suite struct BodyInputsTests {
    typealias F = Fixtures

    @Test func countedIntakeFollowsTheEnginesRule() {
        let entries = [
            F.entry("2026-03-01", "12:00", "A", kcal: 2_100), F.entry("2026-03-03", "12:00", "B", kcal: 1_900),
        ]
        let range = F.range("2026-03-01", "2026-03-03")
        let excluded = NutritionStatistics(entries: entries).period(range)
        #expect(excluded.countedIntakeKcal == [F.date("2026-03-01"): 2_100, F.date("2026-03-03"): 1_900])
        // Unlogged days counted as zero: 03-02 counts with 0 kcal.
        let zero = NutritionStatistics(entries: entries, settings: StatsSettings(unloggedDays: .countedAsZero)).period(
            range)
        #expect(
            zero.countedIntakeKcal == [
                F.date("2026-03-01"): 2_100, F.date("2026-03-02"): 0, F.date("2026-03-03"): 1_900,
            ])
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

@Suite struct EngineScaleExpenditureTests {
    typealias F = Fixtures

    @Test func theEngineReadsTheWindowBeforeTheFirstDay() throws {
        // 2,000 kcal logged every other day of 14 (unlogged days are not counted by default), a weigh-in every
        // day falling 0.05 kg a day, and devices measuring 600 + 1,900 = 2,500 kcal every day.
        let start = F.date("2026-03-01")
        var entries: [LogEntry] = []
        var activity: [DayActivity] = []
        var weighIns: [WeighIn] = []
        for n in 0..<14 {
            let date = start.adding(days: n)
            if n % 2 == 0 { entries.append(F.entry(date.iso, "12:00", "A", kcal: 2_000)) }
            activity.append(DayActivity(date: date, activeKcal: 600, restingKcal: 1_900))
            weighIns.append(WeighIn(date: date, kilograms: 80 - 0.05 * Double(n)))
        }
        let statistics = NutritionStatistics(entries: entries, activity: activity)
        let fortnight = try ExpenditureWindow(days: 14)
        let results = statistics.scaleExpenditure(
            over: DateRange(day: start.adding(days: 13)), window: fortnight, weights: DayWeights(weighIns: weighIns)
        )
        #expect(results.count == 1)
        // 7 counted days of 2,000 kcal; b = −0.05 → E = 2,000 + 385 = 2,385; the devices 2,500 (+115).
        let e = try results[0].estimate.get()
        #expect(F.close(e.kilocaloriesPerDay, 2_385))
        #expect(e.intakeDays == 7)
        let devices = try #require(results[0].devices)
        #expect(devices.measuredDays == 14 && F.close(devices.difference, 115))
    }
}
