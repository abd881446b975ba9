import NutritionData
import NutritionTestSupport
import Testing

@testable import NutritionPresentation
@testable import NutritionStats

/// `stats --compare`: figures rounded once after subtracting, by the one number writer; the table
/// with commas and a true minus, the CSV with plain digits and an ASCII minus.
@Suite struct StatsComparisonFormatterTests {
    /// Week of 16 Nov against the week before, with hand-set figures (the engine's are tested in NutritionStatsTests).
    static func comparison() throws -> PeriodComparison {
        let stats = NutritionStatistics(entries: [fixtureEntry("2026-11-16", fixtureTime("08:00"), "Egg", kcal: 90)])
        let current = try #require(DateRange(first: fixtureDate("2026-11-16"), last: fixtureDate("2026-11-22")))
        let compared = try #require(DateRange(first: fixtureDate("2026-11-09"), last: fixtureDate("2026-11-15")))
        var comparison = PeriodComparison(stats.period(current), against: stats.period(compared))
        comparison.rows = [
            .init(figure: .averageKcal, current: 12_345.5, compared: 10_000),  // change 2,345.5 → +2,346
            .init(figure: .loggingRate, current: 0.5, compared: 0.75),  // 50 and 75 %, change −25
            .init(figure: .stepsPerDay, current: nil, compared: 8_000),  // unknown: no change
            .init(figure: .dailyValue(.sodium), current: 100.4, compared: 100.4),  // change 0, no sign
        ]
        return comparison
    }

    @Test func tableWritesGroupedDigitsTrueMinusAndDashesForUnknown() throws {
        let lines = StatsComparisonFormatter.table(try Self.comparison()).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "Compared with 9–15 Nov 2026 (change = this period − that one)")
        #expect(lines[2] == "Figure          16–22 Nov 2026  9–15 Nov 2026  Change")
        #expect(lines[3] == "Average intake          12,346         10,000  +2,346  kcal a day")
        #expect(lines[4] == "Logging rate                50             75     \u{2212}25  %")
        #expect(lines[5] == "Steps                        –          8,000       –  steps a day")
        #expect(lines[6] == "Sodium                     100            100       0  % DV")
    }

    @Test func csvWritesPlainDigitsAndAsciiMinus() throws {
        let lines = StatsComparisonFormatter.csv(try Self.comparison()).split(separator: "\n")
        #expect(lines[0] == "figure,current_first,current_last,compared_first,compared_last,current,compared,change")
        #expect(lines[1] == "average_kcal,2026-11-16,2026-11-22,2026-11-09,2026-11-15,12346,10000,+2346")
        #expect(lines[2] == "logging_rate_pct,2026-11-16,2026-11-22,2026-11-09,2026-11-15,50,75,-25")
        #expect(lines[3] == "steps_per_day,2026-11-16,2026-11-22,2026-11-09,2026-11-15,,8000,")
        #expect(lines[4] == "Sodium_dv_pct,2026-11-16,2026-11-22,2026-11-09,2026-11-15,100,100,0")
    }
}
