import NutritionData
import NutritionReport
import NutritionStats
import NutritionTestSupport
import Testing

/// The food log's day headings count entries with the plural rule: "1 entry", "2 entries".
@Suite struct FoodLogHeadingTests {
    @Test func oneEntryIsSingularInEveryFormat() throws {
        let entries = [
            fixtureEntry("2026-11-09", 8, 0, "Oats", kcal: 300, id: 1, nutrients: FixtureFoods.oats),
            fixtureEntry("2026-11-10", 8, 0, "Oats", kcal: 300, id: 1, nutrients: FixtureFoods.oats),
            fixtureEntry("2026-11-10", 19, 0, "Milk", kcal: 120, id: 2, nutrients: FixtureFoods.milk),
        ]
        let statistics = NutritionStatistics(
            foodLog: FoodLog(entries: entries), activity: ActivityLog(days: []), settings: StatsSettings())
        let figures = ReportFigures(statistics: statistics, range: ReportFixtures.week, choice: .lastCompleteWeek)
        let report = PeriodReport(
            figures: figures, imports: ImportNotes(foodLog: FoodLog(entries: entries), activity: ActivityLog(days: [])))
        let days = Dictionary(uniqueKeysWithValues: report.foodLog.map { ($0.date, $0.entriesText) })
        #expect(days["2026-11-09"] == "1 entry")
        #expect(days["2026-11-10"] == "2 entries")
        let files = try ReportRenderer(formats: [.html, .md]).render(report, charts: ReportCharts.entries(for: figures))
        for path in ["report.md", "report.html"] {
            let text = ReportFixtures.text(files, path)
            #expect(text.contains("300 kcal · 1 entry"), "\(path)")
            #expect(text.contains("420 kcal · 2 entries"), "\(path)")
            #expect(!text.contains("1 entries"), "\(path)")
        }
    }
}
