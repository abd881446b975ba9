import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

@testable import NutritionPresentation

/// A day whose entries all lack kcal is logged but not counted; `stats` says so in its table, CSV,
/// JSON and notes, from the engine's decision (``StatsSettings/counts(_:)``, ``PeriodCaveat/kcalUnknown(dates:)``).
@Suite struct KcalUnknownDayTests {
    /// 16 Nov: Egg 90 kcal; 17 Nov: Toast only, kcal unknown.
    static func view() throws -> StatsView {
        var toast = fixtureEntry("2026-11-17", fixtureTime("08:00"), "Toast", kcal: 0)
        toast.kcalKnown = false
        let stats = NutritionStatistics(entries: [
            fixtureEntry("2026-11-16", fixtureTime("08:00"), "Egg", kcal: 90), toast,
        ])
        let range = try #require(DateRange(first: fixtureDate("2026-11-16"), last: fixtureDate("2026-11-17")))
        return StatsView(figures: stats.period(range), selection: .range(range), isDefault: false)
    }

    @Test func tableCSVAndJSONShowItAsLoggedWithKcalUnknown() throws {
        let view = try Self.view()
        let table = StatsTableFormatter.format(view)
        let dayLine = try #require(table.split(separator: "\n").first { $0.hasPrefix("Tue 2026-11-17") })
        // Its 7-day average is that of the days with known kcal (16 Nov: 90 kcal).
        #expect(dayLine.hasSuffix("kcal unknown (7-day average 90 kcal)"))
        #expect(
            table.contains(
                "  - 1 day logged with kcal unknown (every entry without kcal): left out of averages, budget and energy balance."
            ))
        #expect(table.contains("  - 1 entry was logged without kcal"))
        let csv = StatsCSVFormatter.format(view).split(separator: "\n")
        // The day row: logged, not counted, one entry, no kcal.
        #expect(csv[2].hasPrefix("day,2026-11-17,Tue,true,false,1,1,,"))
        // Averages over the one counted day: 1 entry, 1 meal, 90 kcal.
        #expect(csv[4].hasPrefix("average,2026-11-16/2026-11-17,,2,1,1.0,1.0,90,"))
        let json = try StatsJSONDocument(view).encoded()
        #expect(json.contains("\"counted_days\" : 1"))
    }
}
