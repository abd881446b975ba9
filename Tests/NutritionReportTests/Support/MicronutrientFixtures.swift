import NutritionData
import NutritionReport
import NutritionStats
import NutritionTestSupport

/// A week of a food log with vitamins and minerals beyond the 17, for the report's vitamins and minerals
/// section: Mon 2026-11-09 and Wed 2026-11-11 logged, 1,000 kcal each (the other days not logged, so 2
/// counted days). Every entry reports the 17 (`base`: protein 25 g, fiber 10 g, potassium 2,000 mg,
/// calcium 600 mg, iron 6 mg, vitamin A 400 mcg, vitamin C 40 mg; the rest 0) and zinc; only some report
/// magnesium, vitamin D, vitamin K and added sugars. Hand-computed figures are in the tests' comments.
enum MicronutrientFixtures {
    static let base: [Nutrient: Double] = [
        .protein: 25, .fiber: 10, .potassium: 2_000, .calcium: 600, .iron: 6, .vitaminA: 400, .vitaminC: 40,
    ]

    /// An entry of `kcal` with the base nutrients and `others`.
    static func entry(
        _ day: String, _ hour: Int, _ name: String, kcal: Double, _ others: [(KnownNutrient, Double)]
    ) -> LogEntry {
        var entry = fixtureEntry(day, hour, 0, name, kcal: kcal, nutrients: base)
        entry.otherNutrients = OtherNutrients(known: others, custom: [])
        return entry
    }

    static let entries: [LogEntry] = [
        // Mon: 100 + 400 + 500 = 1,000 kcal.
        entry("2026-11-09", 8, "Spinach", kcal: 100, [(.magnesium, 150), (.vitaminK, 480), (.zinc, 0.5)]),
        entry("2026-11-09", 13, "Salmon", kcal: 400, [(.magnesium, 60), (.vitaminD, 14), (.zinc, 1)]),
        entry("2026-11-09", 19, "Bread", kcal: 500, [(.zinc, 1.5)]),
        // Wed: 600 + 400 = 1,000 kcal.
        entry("2026-11-11", 12, "Nuts", kcal: 600, [(.magnesium, 270), (.zinc, 2)]),
        entry("2026-11-11", 16, "Soda", kcal: 400, [(.addedSugars, 140), (.zinc, 0)]),
    ]

    static func figures() -> ReportFigures {
        ReportFigures(
            statistics: NutritionStatistics(entries: entries), range: ReportFixtures.week, choice: .lastCompleteWeek)
    }

    static let imports = ImportNotes(foodLog: FoodLog(entries: entries), activity: ActivityLog())

    static func report() -> PeriodReport {
        PeriodReport(figures: figures(), imports: imports)
    }

    static func files(formats: [ReportFormat] = ReportFormat.allCases) throws -> [ReportFile] {
        let figures = figures()
        return try ReportRenderer(formats: formats).render(
            PeriodReport(figures: figures, imports: imports),
            charts: ReportCharts.entries(for: figures))
    }
}
