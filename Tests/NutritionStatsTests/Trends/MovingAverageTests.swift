import NutritionData
import NutritionStats
import Testing

@Suite struct MovingAverageTests {
    typealias F = Fixtures

    let entries = [
        F.entry("2026-11-01", "12:00", "Old", kcal: 9_000),  // outside every window below
        F.entry("2026-11-10", "12:00", "A", kcal: 1_800, nutrients: [.carbs: 200, .protein: 80, .fat: 60]),
        F.entry("2026-11-12", "12:00", "B", kcal: 2_400, nutrients: [.carbs: 300, .protein: 100, .fat: 80]),
        F.entry("2026-11-15", "12:00", "C", kcal: 2_100),  // no nutrients
    ]

    @Test func meanOverLoggedDaysOfTheTrailingWeek() throws {
        let stats = NutritionStatistics(entries: entries)
        // Window 11-10 … 11-16: logged 10th, 12th, 15th → (1,800 + 2,400 + 2,100) / 3 = 2,100.
        let average = try #require(stats.day(F.date("2026-11-16")).movingAverage)
        #expect(average.window == F.range("2026-11-10", "2026-11-16"))
        #expect(average.loggedDays == 3)
        #expect(average.kcal == 2_100)
        // Macros over the 2 logged days with nutrients: carbs (200 + 300) / 2 = 250,
        // protein (80 + 100) / 2 = 90, fat (60 + 80) / 2 = 70.
        #expect(average.daysWithNutrients == 2)
        #expect(average.carbs == 250 && average.protein == 90 && average.fat == 70)
        // Window 11-11 … 11-17 drops the 10th: (2,400 + 2,100) / 2 = 2,250; macros from the 12th only.
        let next = try #require(stats.day(F.date("2026-11-17")).movingAverage)
        #expect(next.kcal == 2_250 && next.carbs == 300)
    }

    @Test func noneWhenNoDayOfTheWindowIsLogged() throws {
        let stats = NutritionStatistics(entries: entries)
        // 11-02 … 11-08 holds no entry.
        #expect(stats.day(F.date("2026-11-08")).movingAverage == nil)
        // 11-16 … 11-22 holds no entry with nutrients: kcal only.
        #expect(stats.day(F.date("2026-11-21")).movingAverage?.carbs == nil)
        #expect(stats.day(F.date("2026-11-21")).movingAverage?.kcal == 2_100)
    }

    @Test func unloggedDaysAreLeftOutEvenWhenCountedAsZero() {
        let stats = NutritionStatistics(entries: entries, settings: StatsSettings(unloggedDays: .countedAsZero))
        #expect(stats.day(F.date("2026-11-16")).movingAverage?.kcal == 2_100)
    }
}
