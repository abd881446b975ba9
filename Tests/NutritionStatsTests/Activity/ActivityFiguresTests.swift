import NutritionData
import NutritionStats
import Testing

@Suite struct ActivityFiguresTests {
    typealias F = Fixtures

    @Test func stepsOverDaysWithStepData() throws {
        let activity = [
            DayActivity(date: F.date("2026-11-16"), steps: 8_000),
            DayActivity(date: F.date("2026-11-17"), steps: 12_000),
            DayActivity(date: F.date("2026-11-18"), activeKcal: 300),  // no step data: left out
            DayActivity(date: F.date("2026-11-19"), steps: 10_000),
        ]
        let period = NutritionStatistics(entries: [], activity: activity).period(F.range("2026-11-16", "2026-11-22"))
        // 8,000 + 12,000 + 10,000 = 30,000 over 3 days: 10,000 a day, 100 % of the goal.
        #expect(period.steps.days == 3)
        #expect(period.steps.total == 30_000)
        #expect(period.steps.average == 10_000)
        #expect(period.steps.averageProgress == 1)
        // Goal reached on the 17th (12,000) and 19th (exactly 10,000).
        #expect(period.steps.daysGoalReached == 2)
        #expect(period.steps.best == DaySteps(date: F.date("2026-11-17"), steps: 12_000))
        // Per day: 8,000 / 10,000 = 0.8; no step data → nil.
        #expect(period.days.prefix(4).map(\.stepsProgress) == [0.8, 1.2, nil, 1])
    }

    @Test func customStepsGoal() {
        let activity = [DayActivity(date: F.date("2026-11-16"), steps: 6_000)]
        let period = NutritionStatistics(entries: [], activity: activity, settings: StatsSettings(stepsGoal: 8_000))
            .period(F.range("2026-11-16", "2026-11-16"))
        // 6,000 / 8,000 = 0.75
        #expect(period.steps.averageProgress == 0.75)
        #expect(period.steps.daysGoalReached == 0)
    }

    @Test func heartRateMinAverageMax() throws {
        let activity = [
            // min 50, max 120, 10 samples summing to 800 (average 80)
            DayActivity(
                date: F.date("2026-11-16"), heartRate: HeartRateSummary(min: 50, max: 120, sum: 800, count: 10)),
            // min 55, max 150, 20 samples summing to 1,800 (average 90)
            DayActivity(
                date: F.date("2026-11-17"), heartRate: HeartRateSummary(min: 55, max: 150, sum: 1_800, count: 20)),
        ]
        let period = NutritionStatistics(entries: [], activity: activity).period(F.range("2026-11-16", "2026-11-22"))
        let heartRate = try #require(period.heartRate)
        // Period: min 50, max 150, average over all 30 samples: 2,600 / 30 = 86.67.
        #expect(heartRate.min == 50 && heartRate.max == 150)
        #expect(F.close(heartRate.average, 2_600.0 / 30))
        #expect(period.heartRateDays == 2)
        #expect(period.days[0].activity?.heartRate?.average == 80)
    }
}
