import ChartKit
import NutritionData
import NutritionReport
import NutritionStats
import NutritionTestSupport

/// A week of model values for the report's tests, Mon 2026-11-09 … Sun 2026-11-15, with four weeks
/// of history before it. Logged Mon, Wed, Thu, Fri, Sat, Sun; Tue not logged. Activity Mon–Sat
/// (Fri without resting energy), none on Sun. Hand-computed figures are in the tests' comments.
enum ReportFixtures {
    static func date(_ iso: String) -> LocalDate { fixtureDate(iso) }

    /// The name that must stay text in every format.
    static let hostileName = "<script>alert(1)</script> & \"x\" | y"

    static let oats = FixtureFoods.oats
    static let milk = FixtureFoods.milk
    static let pasta = FixtureFoods.pasta
    static let salad: [Nutrient: Double] = [
        .calories: 250, .carbs: 20, .protein: 5, .fat: 18, .fiber: 7, .sodium: 400, .vitaminC: 60, .vitaminA: 500,
        .potassium: 600,
    ]

    static let entries: [LogEntry] = [
        // History: four weeks before.
        fixtureEntry("2026-10-20", 8, 0, "Oats", kcal: 300, id: 1, nutrients: oats),
        fixtureEntry("2026-10-20", 19, 0, "Pasta", kcal: 800, id: 3, nutrients: pasta),
        fixtureEntry("2026-10-27", 13, 0, "Salad", kcal: 250, id: 4, nutrients: salad),
        fixtureEntry("2026-10-27", 19, 0, "Pasta", kcal: 800, id: 3, nutrients: pasta),
        fixtureEntry("2026-11-03", 8, 0, "Oats", kcal: 300, id: 1, nutrients: oats),
        fixtureEntry("2026-11-03", 8, 0, "Milk", kcal: 120, id: 2, nutrients: milk),
        fixtureEntry("2026-11-05", 19, 0, "Pasta", kcal: 800, id: 3, nutrients: pasta),
        // Mon: 300 + 120 + 250 + 800 = 1,470 kcal, all with nutrients.
        fixtureEntry("2026-11-09", 8, 0, "Oats", kcal: 300, id: 1, nutrients: oats),
        fixtureEntry("2026-11-09", 8, 0, "Milk", kcal: 120, id: 2, nutrients: milk),
        fixtureEntry("2026-11-09", 13, 0, "Salad", kcal: 250, id: 4, nutrients: salad),
        fixtureEntry("2026-11-09", 19, 30, "Pasta", kcal: 800, id: 3, nutrients: pasta),
        // Wed: 300 + 410 + 800 = 1,510 kcal; 1,100 with nutrients (73 %).
        fixtureEntry("2026-11-11", 8, 0, "Oats", kcal: 300, id: 1, nutrients: oats),
        fixtureEntry("2026-11-11", 12, 30, hostileName, kcal: 410),
        fixtureEntry("2026-11-11", 19, 0, "Pasta", kcal: 800, id: 3, nutrients: pasta),
        // Thu: 300 + 120 + 1,600 = 2,020 kcal.
        fixtureEntry("2026-11-12", 8, 0, "Oats", kcal: 300, id: 1, nutrients: oats),
        fixtureEntry("2026-11-12", 8, 0, "Milk", kcal: 120, id: 2, nutrients: milk),
        fixtureEntry(
            "2026-11-12", 19, 0, "Pasta", kcal: 1_600, servings: 2, id: 3, nutrients: pasta.mapValues { $0 * 2 }),
        // Fri: 250 + 1,250.4 = 1,500.4 kcal; 250 with nutrients (17 %).
        fixtureEntry("2026-11-13", 9, 0, "Salad", kcal: 250, id: 4, nutrients: salad),
        fixtureEntry("2026-11-13", 20, 0, "Pizza", kcal: 1_250.4),
        // Sat: 300 + 120 + 250 + 800 + 350.6 = 1,820.6 kcal; 1,470 with nutrients (81 %).
        fixtureEntry("2026-11-14", 10, 0, "Oats", kcal: 300, id: 1, nutrients: oats),
        fixtureEntry("2026-11-14", 10, 0, "Milk", kcal: 120, id: 2, nutrients: milk),
        fixtureEntry("2026-11-14", 14, 0, "Salad", kcal: 250, id: 4, nutrients: salad),
        fixtureEntry("2026-11-14", 20, 0, "Pasta", kcal: 800, id: 3, nutrients: pasta),
        fixtureEntry("2026-11-14", 22, 0, "Ice cream", kcal: 350.6, source: .cache),
        // Sun: 300 + 800 = 1,100 kcal.
        fixtureEntry("2026-11-15", 9, 0, "Oats", kcal: 300, id: 1, nutrients: oats),
        fixtureEntry("2026-11-15", 18, 0, "Pasta", kcal: 800, id: 3, nutrients: pasta),
    ]

    static let foodLog = FoodLog(
        entries: entries, duplicateCacheEntries: 2,
        filesRead: ["History/foodHistory.json", "History/foodHistoryCache.json"])

    static let activity = ActivityLog(days: [
        DayActivity(date: date("2026-11-09"), steps: 8_412, activeKcal: 420.5, restingKcal: 1_650.2),
        DayActivity(date: date("2026-11-10"), steps: 12_034, activeKcal: 610, restingKcal: 1_648),
        DayActivity(date: date("2026-11-11"), steps: 5_003, activeKcal: 300, restingKcal: 1_652),
        DayActivity(date: date("2026-11-12"), steps: 10_000, activeKcal: 500, restingKcal: 1_600),
        DayActivity(date: date("2026-11-13"), steps: 7_600, activeKcal: 350),
        DayActivity(date: date("2026-11-14"), steps: 15_321, activeKcal: 800, restingKcal: 1_700),
    ])

    static let week = DateRange(first: date("2026-11-09"), last: date("2026-11-15"))!

    static func statistics(_ settings: StatsSettings = StatsSettings()) -> NutritionStatistics {
        NutritionStatistics(foodLog: foodLog, activity: activity, settings: settings)
    }

    static func figures(_ settings: StatsSettings = StatsSettings()) -> ReportFigures {
        ReportFigures(statistics: statistics(settings), range: week, choice: .lastCompleteWeek)
    }

    static func report(_ settings: StatsSettings = StatsSettings()) -> PeriodReport {
        PeriodReport(figures: figures(settings), imports: ImportNotes(foodLog: foodLog, activity: activity))
    }

    static func files(
        formats: [ReportFormat] = ReportFormat.allCases, template: ReportTemplate? = nil,
        settings: StatsSettings = StatsSettings()
    ) throws -> [ReportFile] {
        let figures = figures(settings)
        let report = PeriodReport(figures: figures, imports: ImportNotes(foodLog: foodLog, activity: activity))
        return try ReportRenderer(formats: formats, customTemplate: template).render(
            report, charts: ReportCharts.entries(for: figures))
    }

    static func text(_ files: [ReportFile], _ path: String) -> String {
        String(decoding: files.first { $0.path == path }?.bytes ?? [], as: UTF8.self)
    }
}
