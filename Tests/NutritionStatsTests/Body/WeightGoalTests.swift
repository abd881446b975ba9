import NutritionData
import NutritionStats
import Testing

@Suite struct WeightGoalTests {
    typealias F = Fixtures
    static let today = F.date("2026-03-01")

    @Test func projectedDate() {
        // Trend 80 kg, goal 75, losing 0.5 kg a week: 5 / (0.5 / 7) = 70 days → 2026-05-10.
        #expect(
            WeightGoal(kilograms: 75).projection(from: Self.today, trend: 80, kilogramsPerWeek: -0.5)
                == .projected(date: F.date("2026-05-10"), days: 70))
        // Gaining toward a higher goal: 2 / (0.3 / 7) = 46.67 → 47 days (rounded up).
        #expect(
            WeightGoal(kilograms: 62).projection(from: Self.today, trend: 60, kilogramsPerWeek: 0.3)
                == .projected(date: Self.today.adding(days: 47), days: 47))
    }

    @Test func notMovingTowardTheGoal() {
        let goal = WeightGoal(kilograms: 75)
        #expect(goal.projection(from: Self.today, trend: 80, kilogramsPerWeek: 0.2) == .notMovingTowardGoal)
        #expect(goal.projection(from: Self.today, trend: 80, kilogramsPerWeek: 0) == .notMovingTowardGoal)
        #expect(goal.projection(from: Self.today, trend: 70, kilogramsPerWeek: -0.2) == .notMovingTowardGoal)
        #expect(goal.projection(from: Self.today, trend: 80, kilogramsPerWeek: -1e-300) == .beyondCalendar)
    }

    @Test func reached() {
        let goal = WeightGoal(kilograms: 75)
        #expect(goal.projection(from: Self.today, trend: 75.04, kilogramsPerWeek: 0.5) == .reached)
        #expect(goal.projection(from: Self.today, trend: 74.96, kilogramsPerWeek: -0.5) == .reached)
        #expect(
            goal.projection(from: Self.today, trend: 75.2, kilogramsPerWeek: -0.7)
                == .projected(date: Self.today.adding(days: 2), days: 2))
    }
}
