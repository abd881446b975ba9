import NutritionData
import NutritionStats
import Testing

/// `stats --compare`'s figures: each of both periods and the change, checked by hand.
@Suite struct PeriodComparisonTests {
    typealias F = Fixtures

    @Test func changesAreThisPeriodMinusTheOther() throws {
        // This week: 2,400 + 1,800 kcal on two of seven days (sodium 2,300 and 4,600 mg);
        // the week before: 2,000 kcal on one day (sodium 1,150 mg).
        let entries = [
            LogEntry(
                date: F.date("2026-11-09"), time: .midnight, foodName: "a", servings: 1, kcal: 2400,
                nutrients: NutrientVector([.sodium: 2300]), source: .history),
            LogEntry(
                date: F.date("2026-11-12"), time: .midnight, foodName: "b", servings: 1, kcal: 1800,
                nutrients: NutrientVector([.sodium: 4600]), source: .history),
            LogEntry(
                date: F.date("2026-11-03"), time: .midnight, foodName: "c", servings: 1, kcal: 2000,
                nutrients: NutrientVector([.sodium: 1150]), source: .history),
        ]
        let stats = NutritionStatistics(entries: entries, settings: StatsSettings(kcalGoal: 2000))
        let week = F.range("2026-11-09", "2026-11-15")
        let comparison = PeriodComparison(
            stats.period(week),
            against: stats.period(try ComparisonPeriod.previous.resolve(against: week)))
        #expect(comparison.compared == F.range("2026-11-02", "2026-11-08"))
        func row(_ figure: PeriodComparison.Figure) throws -> PeriodComparison.Row {
            try #require(comparison.rows.first { $0.figure == figure })
        }
        // (2,400 + 1,800) / 2 = 2,100 against 2,000: +100.
        #expect(try row(.averageKcal).change == 100)
        #expect(try row(.loggedDays).change == 1)
        // 2/7 − 1/7 = 1/7.
        #expect(abs(try row(.loggingRate).change! - 1.0 / 7) < 1e-12)
        // Budget: 4,000 − 4,200 = −200 against 2,000 − 2,000 = 0.
        #expect(try row(.budgetBalance).current == -200 && row(.budgetBalance).change == -200)
        // Sodium: 3,450 mg a day = 150 % of 2,300 against 50 %: +100 points.
        #expect(abs(try row(.dailyValue(.sodium)).change! - 100) < 1e-9)
        // No activity: energy and steps unknown, so no change.
        #expect(try row(.netPerDay).change == nil && row(.stepsPerDay).change == nil)
    }
}
