import NutritionData
import NutritionStats
import NutritionTestSupport

/// A small week of model values for the stats command's tests: Mon 2026-11-16 … Sun 2026-11-22,
/// logged Mon, Wed (cache entries only), Thu, Fri; not logged Tue, Sat, Sun.
enum StatsFixtures {
    static func date(_ iso: String) -> LocalDate { fixtureDate(iso) }

    static let oats = FixtureFoods.oats
    static let milk = FixtureFoods.milk
    static let pasta = FixtureFoods.pasta

    static let foodLog = FoodLog(entries: [
        fixtureEntry("2026-11-16", 8, 0, "Oats", kcal: 300, id: 1, nutrients: oats),
        fixtureEntry("2026-11-16", 8, 0, "Milk", kcal: 120, id: 2, nutrients: milk),
        fixtureEntry("2026-11-16", 12, 30, "Sandwich", kcal: 450),
        fixtureEntry("2026-11-16", 19, 0, "Pasta", kcal: 800, id: 3, nutrients: pasta),
        fixtureEntry("2026-11-18", 9, 15, "Coffee", kcal: 35, source: .cache),
        fixtureEntry("2026-11-18", 13, 0, "Soup", kcal: 240, source: .cache),
        fixtureEntry("2026-11-19", 8, 0, "Oats", kcal: 300, id: 1, nutrients: oats),
        fixtureEntry("2026-11-19", 12, 0, "Pasta", kcal: 800, id: 3, nutrients: pasta),
        fixtureEntry(
            "2026-11-19", 19, 0, "Pasta", kcal: 1_600, servings: 2, id: 3,
            nutrients: pasta.mapValues { $0 * 2 }),
        fixtureEntry("2026-11-20", 8, 0, "Oats", kcal: 300, id: 1, nutrients: oats),
        fixtureEntry("2026-11-20", 20, 0, "Pizza", kcal: 1_250.4),
    ])

    static let activity = ActivityLog(days: [
        DayActivity(
            date: date("2026-11-16"), steps: 8_500, activeKcal: 450, restingKcal: 1_700,
            heartRate: HeartRateSummary(min: 52, max: 140, sum: 7_100, count: 100), sources: ["Watch"]),
        DayActivity(date: date("2026-11-18"), steps: 6_000, totalKcal: 2_300, sources: ["Google Fit"]),
        DayActivity(date: date("2026-11-19"), activeKcal: 300, sources: ["Watch"]),
        DayActivity(date: date("2026-11-20"), steps: 12_345, activeKcal: 600, restingKcal: 1_650, sources: ["Watch"]),
    ])
}
