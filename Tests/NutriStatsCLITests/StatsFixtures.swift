import NutritionData
import NutritionStats
import NutritionTestSupport

/// A small week of model values for the stats command's tests: Mon 2026-11-16 … Sun 2026-11-22,
/// logged Mon, Wed (cache entries only), Thu, Fri; not logged Tue, Sat, Sun.
enum StatsFixtures {
    static func date(_ iso: String) -> LocalDate { fixtureDate(iso) }

    static func entry(
        _ day: String, _ hour: Int, _ minute: Int, _ name: String, kcal: Double, servings: Double = 1, id: Int? = nil,
        nutrients: [Nutrient: Double]? = nil, source: EntrySource = .history
    ) -> LogEntry {
        fixtureEntry(day, LocalTime(hour: hour, minute: minute) ?? .midnight, name, kcal: kcal, servings: servings, id: id,
                     nutrients: nutrients, source: source)
    }

    static let oats: [Nutrient: Double] = [
        .calories: 300, .carbs: 54, .protein: 10, .fat: 5, .fiber: 8, .sodium: 5, .calcium: 50, .iron: 3.4, .potassium: 300,
    ]
    static let milk: [Nutrient: Double] = [.calories: 120, .carbs: 12, .protein: 8, .fat: 5, .calcium: 300, .sodium: 100]
    static let pasta: [Nutrient: Double] = [.calories: 800, .carbs: 110, .protein: 30, .fat: 25, .sodium: 1_900, .fiber: 6]

    static let foodLog = FoodLog(entries: [
        entry("2026-11-16", 8, 0, "Oats", kcal: 300, id: 1, nutrients: oats),
        entry("2026-11-16", 8, 0, "Milk", kcal: 120, id: 2, nutrients: milk),
        entry("2026-11-16", 12, 30, "Sandwich", kcal: 450),
        entry("2026-11-16", 19, 0, "Pasta", kcal: 800, id: 3, nutrients: pasta),
        entry("2026-11-18", 9, 15, "Coffee", kcal: 35, source: .cache),
        entry("2026-11-18", 13, 0, "Soup", kcal: 240, source: .cache),
        entry("2026-11-19", 8, 0, "Oats", kcal: 300, id: 1, nutrients: oats),
        entry("2026-11-19", 12, 0, "Pasta", kcal: 800, id: 3, nutrients: pasta),
        entry("2026-11-19", 19, 0, "Pasta", kcal: 1_600, servings: 2, id: 3,
              nutrients: pasta.mapValues { $0 * 2 }),
        entry("2026-11-20", 8, 0, "Oats", kcal: 300, id: 1, nutrients: oats),
        entry("2026-11-20", 20, 0, "Pizza", kcal: 1_250.4),
    ])

    static let activity = ActivityLog(days: [
        DayActivity(date: date("2026-11-16"), steps: 8_500, activeKcal: 450, restingKcal: 1_700,
                    heartRate: HeartRateSummary(min: 52, max: 140, sum: 7_100, count: 100), sources: ["Watch"]),
        DayActivity(date: date("2026-11-18"), steps: 6_000, totalKcal: 2_300, sources: ["Google Fit"]),
        DayActivity(date: date("2026-11-19"), activeKcal: 300, sources: ["Watch"]),
        DayActivity(date: date("2026-11-20"), steps: 12_345, activeKcal: 600, restingKcal: 1_650, sources: ["Watch"]),
    ])
}
