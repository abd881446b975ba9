import NutritionData
import NutritionStats
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times the engine on ten years of heavy logging (20 entries a day). Off by default; run with
/// `NUTRISTATS_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter EngineBenchmarkTests`.
@Suite struct EngineBenchmarkTests {
    @Test(.enabled(if: getenv("NUTRISTATS_BENCH") != nil))
    func tenYearsOfEntries() throws {
        let start = try #require(LocalDate(iso: "2016-01-01"))
        let days = 3_653
        var entries: [LogEntry] = []
        entries.reserveCapacity(days * 20)
        for day in 0..<days {
            for k in 0..<20 {
                entries.append(
                    LogEntry(
                        date: start.adding(days: day), time: LocalTime(hour: k, minute: 0) ?? .midnight,
                        foodName: "Food \(k % 40)", servings: 1, kcal: Double(50 + k * 7), foodID: FoodID(k % 40),
                        nutrients: k % 3 == 0 ? nil : NutrientVector([.carbs: 10, .protein: 5, .fat: 3, .sodium: 200]),
                        source: .history))
            }
        }
        let activity = (0..<days).map {
            DayActivity(date: start.adding(days: $0), steps: 8_000, activeKcal: 400, restingKcal: 1_600)
        }
        let clock = ContinuousClock()
        var stats = NutritionStatistics(entries: [])
        let indexing = clock.measure { stats = NutritionStatistics(entries: entries, activity: activity) }
        let span = try #require(stats.dataSpan)
        let week = try #require(stats.latestWeek)
        var all: PeriodStatistics?
        let everything = clock.measure { all = stats.period(span) }
        let oneWeek = clock.measure { _ = stats.period(week) }
        print(
            "engine benchmark: \(entries.count) entries over \(days) days; index \(indexing), "
                + "all days \(everything), one week \(oneWeek)")
        // Each day: Σ (50 + 7k) for k < 20 = 1,000 + 7 × 190 = 2,330 kcal; × 3,653 days = 8,511,490.
        #expect(all?.intake.totals.kcal == 8_511_490)
    }
}
