import NutritionData
import NutritionStats
import Testing

/// The 7-day moving average (``MovingAverage``): kcal and every nutrient per logged day of the window,
/// stated by the engine's one rule as the period's averages. Expectations computed by hand.
@Suite struct MovingAverageTests {
    typealias F = Fixtures

    let entries = [
        F.entry("2026-11-01", "12:00", "Old", kcal: 9_000),  // outside every window below
        F.entry("2026-11-10", "12:00", "A", kcal: 1_800, id: 1, nutrients: [.carbs: 200, .protein: 80, .fat: 60]),
        F.entry("2026-11-12", "12:00", "B", kcal: 2_400, id: 2, nutrients: [.carbs: 300, .protein: 100, .fat: 80]),
        F.entry("2026-11-15", "12:00", "C", kcal: 2_100),  // quick add: no nutrients
    ]

    @Test func meanOverLoggedDaysOfTheTrailingWeek() throws {
        let stats = NutritionStatistics(entries: entries)
        // Window 11-10 … 11-16: logged 10th, 12th, 15th → (1,800 + 2,400 + 2,100) / 3 = 2,100.
        let average = try #require(stats.day(F.date("2026-11-16")).movingAverage)
        #expect(average.window == F.range("2026-11-10", "2026-11-16"))
        #expect(average.loggedDays == 3)
        #expect(average.kcal == 2_100)
        #expect(average.nutrientAmount(.calories) == .exact(2_100))
        // Window 11-11 … 11-17 drops the 10th: (2,400 + 2,100) / 2 = 2,250.
        let next = try #require(stats.day(F.date("2026-11-17")).movingAverage)
        #expect(next.kcal == 2_250 && next.loggedDays == 2)
    }

    /// C (2,100 kcal) reports no nutrient, so each macro's window sum is that of A and B, a lower bound
    /// covering (1,800 + 2,400) / 6,300 = 2/3 of the kcal, divided by the 3 logged days — as the
    /// period's "Per day" row states it: carbs ≥ (200 + 300) / 3 = 166.67 g, protein ≥ 180 / 3 = 60 g,
    /// fat ≥ 140 / 3 = 46.67 g. (Before, 250, 90 and 70 g: divided by the 2 days with nutrients and
    /// not marked.)
    @Test func aMacroSomeEntriesDoNotReportIsALowerBound() throws {
        let stats = NutritionStatistics(entries: entries)
        let average = try #require(stats.day(F.date("2026-11-16")).movingAverage)
        for (nutrient, sum) in [(Nutrient.carbs, 500.0), (.protein, 180), (.fat, 140)] {
            let stated = average.nutrientAmount(nutrient)
            #expect(stated.certainty == .lowerBound)
            #expect(F.close(try #require(stated.value), sum / 3))
            #expect(F.close(try #require(stated.coverage), 4_200.0 / 6_300))
        }
        // The period of the same three days says the same.
        let period = stats.period(F.range("2026-11-10", "2026-11-16"))
        let perDay = try #require(period.intake.average)
        #expect(perDay.nutrientAmount(.carbs) == average.nutrientAmount(.carbs))
        // Window 11-11 … 11-17: B and C → carbs ≥ 300 / 2 = 150 g, covering 2,400 / 4,500.
        let next = try #require(stats.day(F.date("2026-11-17")).movingAverage).nutrientAmount(.carbs)
        #expect(next.certainty == .lowerBound && next.value == 150)
        #expect(F.close(try #require(next.coverage), 2_400.0 / 4_500))
    }

    /// A window whose entries all report the macros: exact, 100 %. 11-06 … 11-12 holds A and B:
    /// carbs (200 + 300) / 2 = 250 g, protein 90 g, fat 70 g.
    @Test func aMacroEveryEntryReportsIsExact() throws {
        let average = try #require(NutritionStatistics(entries: entries).day(F.date("2026-11-12")).movingAverage)
        #expect(average.nutrientAmount(.carbs) == NutrientAmount(certainty: .exact, value: 250, coverage: 1))
        #expect(average.nutrientAmount(.protein) == NutrientAmount(certainty: .exact, value: 90, coverage: 1))
        #expect(average.nutrientAmount(.fat) == NutrientAmount(certainty: .exact, value: 70, coverage: 1))
    }

    @Test func noneWhenNoDayOfTheWindowIsLogged() throws {
        let stats = NutritionStatistics(entries: entries)
        // 11-02 … 11-08 holds no entry.
        #expect(stats.day(F.date("2026-11-08")).movingAverage == nil)
        // 11-16 … 11-22 holds C only, which reports no nutrient: kcal only, macros unknown.
        let average = try #require(stats.day(F.date("2026-11-21")).movingAverage)
        #expect(average.kcal == 2_100)
        #expect(average.nutrientAmount(.carbs).certainty == .unknown && average.nutrientAmount(.carbs).value == nil)
    }

    @Test func unloggedDaysAreLeftOutEvenWhenCountedAsZero() {
        let stats = NutritionStatistics(entries: entries, settings: StatsSettings(unloggedDays: .countedAsZero))
        #expect(stats.day(F.date("2026-11-16")).movingAverage?.kcal == 2_100)
    }
}
