import NutritionData
import NutritionStats
import Testing

@Suite struct LinearTrendTests {
    typealias F = Fixtures

    @Test func evenlySpacedDays() throws {
        // 2,000, 2,100, 2,200 on consecutive days: +100 kcal a day, +700 a week.
        let trend = try #require(
            LinearTrend(points: [
                (F.date("2026-11-16"), 2_000), (F.date("2026-11-17"), 2_100), (F.date("2026-11-18"), 2_200),
            ]))
        #expect(F.close(trend.slopePerDay, 100))
        #expect(F.close(trend.slopePerWeek, 700))
        #expect(F.close(trend.value(on: F.date("2026-11-19")), 2_300))
    }

    @Test func gapsBetweenLoggedDays() throws {
        // x = 0, 2, 3 (days after 11-16); y = 1,800, 2,000, 2,300.
        // x̄ = 5/3, ȳ = 6,100/3 = 2,033.33.
        // Σ(x−x̄)(y−ȳ) = (−5/3)(−700/3) + (1/3)(−100/3) + (4/3)(800/3) = (3,500 − 100 + 3,200)/9 = 6,600/9
        // Σ(x−x̄)² = (25 + 1 + 16)/9 = 42/9 → slope = 6,600/42 = 157.14 a day = 1,100 a week.
        let trend = try #require(
            LinearTrend(points: [
                (F.date("2026-11-16"), 1_800), (F.date("2026-11-18"), 2_000), (F.date("2026-11-19"), 2_300),
            ]))
        #expect(F.close(trend.slopePerDay, 6_600.0 / 42))
        #expect(F.close(trend.slopePerWeek, 1_100))
        #expect(trend.days == 3)
        // Syy = (700² + 100² + 800²) / 9 = 1,140,000 / 9; RSS = Syy − b·Sxy = 1,140,000 / 9 − 6,600² / (42 · 9)
        // = (47,880,000 − 43,560,000) / 378 = 4,320,000 / 378 = 11,428.57 (one degree of freedom left);
        // se_b = √(RSS / 1 / Sxx) = √(11,428.57 / (42 / 9)) = √2,448.98 = 49.49 kcal a day.
        #expect(F.close(trend.residualSumOfSquares, 4_320_000.0 / 378, tolerance: 1e-8))
        #expect(F.close(trend.dateSpread, 42.0 / 9))
        #expect(
            F.close(
                try #require(trend.slopeStandardError), (4_320_000.0 / 378 / (42.0 / 9)).squareRoot(), tolerance: 1e-8))
        #expect(
            F.close(try #require(trend.residualStandardDeviation), (4_320_000.0 / 378).squareRoot(), tolerance: 1e-8))
    }

    @Test func twoPointsLeaveNoResidualToMeasure() throws {
        let trend = try #require(LinearTrend(points: [(F.date("2026-11-16"), 2_000), (F.date("2026-11-18"), 2_100)]))
        #expect(trend.residualSumOfSquares == 0)
        #expect(trend.slopeStandardError == nil && trend.residualStandardDeviation == nil)
    }

    @Test func fewerThanTwoDaysHaveNoTrend() {
        #expect(LinearTrend(points: []) == nil)
        #expect(LinearTrend(points: [(F.date("2026-11-16"), 2_000)]) == nil)
    }

    @Test func periodTrendUsesLoggedDaysOnly() throws {
        let entries = [
            F.entry("2026-11-16", "12:00", "A", kcal: 2_400),
            F.entry("2026-11-22", "12:00", "B", kcal: 1_800),
        ]
        // Counting unlogged days as zero does not change the trend: only logged days are fitted.
        // (1,800 − 2,400) / 6 days = −100 a day = −700 a week.
        for unlogged in UnloggedDays.allCases {
            let period = NutritionStatistics(entries: entries, settings: StatsSettings(unloggedDays: unlogged))
                .period(F.range("2026-11-16", "2026-11-22"))
            let trend = try #require(period.kcalTrend)
            #expect(F.close(trend.slopePerWeek, -700))
            #expect(trend.days == 2)
        }
    }
}
