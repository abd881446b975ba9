import NutritionData
import NutritionStats
import Testing

@Suite struct BudgetTests {
    typealias F = Fixtures

    @Test func remainingIsGoalMinusIntake() {
        // 2,000 − 1,850 = 150
        #expect(Budget(days: 1, goalPerDay: 2_000, intake: 1_850).remaining == 150)
        // Over the goal: 2,000 − 2,300 = −300
        let over = Budget(days: 1, goalPerDay: 2_000, intake: 2_300)
        #expect(over.remaining == -300)
        #expect(over.isExceeded)
        // A period: 1,800 × 5 − 9,500 = −500
        #expect(Budget(days: 5, goalPerDay: 1_800, intake: 9_500).remaining == -500)
    }

    @Test func activityCreditAddsActiveKcal() {
        // 2,000 − 2,300 + 450 = 150
        #expect(Budget(days: 1, goalPerDay: 2_000, intake: 2_300, activityCredit: 450).remaining == 150)
    }

    @Test func dayAndPeriodBudgetsFromTheEngine() {
        let entries = [
            F.entry("2026-11-16", "08:00", "A", kcal: 1_850),
            F.entry("2026-11-17", "08:00", "B", kcal: 2_400),
        ]
        let activity = [
            DayActivity(date: F.date("2026-11-16"), activeKcal: 300),
            DayActivity(date: F.date("2026-11-18"), activeKcal: 500),  // not logged: not counted
        ]
        let range = F.range("2026-11-16", "2026-11-18")
        let plain = NutritionStatistics(entries: entries, activity: activity, settings: StatsSettings(kcalGoal: 2_100))
            .period(range)
        // Days: 2,100 − 1,850 = 250; 2,100 − 2,400 = −300; the unlogged 18th has no budget.
        #expect(plain.days.map { $0.budget?.remaining } == [250, -300, nil])
        // Period: 2,100 × 2 − (1,850 + 2,400) = 4,200 − 4,250 = −50.
        #expect(plain.budget.remaining == -50)
        #expect(plain.budget.activityCredit == nil)

        let credited = NutritionStatistics(
            entries: entries, activity: activity, settings: StatsSettings(kcalGoal: 2_100, activityCredit: true)
        ).period(range)
        // Days: 250 + 300 = 550; −300 + 0 (no activity on the 17th) = −300.
        #expect(credited.days.map { $0.budget?.remaining } == [550, -300, nil])
        // Period credit counts counted days only: 300; −50 + 300 = 250.
        #expect(credited.budget.activityCredit == 300)
        #expect(credited.budget.remaining == 250)
    }
}
