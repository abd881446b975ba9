import NutritionData
import NutritionStats
import Testing

@Suite struct DayIntakeTests {
    typealias F = Fixtures

    /// Breakfast at 08:00 (two foods with food objects), lunch at 12:30 without a food object.
    let entries = [
        F.entry("2026-11-16", "12:30", "Sandwich", kcal: 450),
        F.entry(
            "2026-11-16", "08:00", "Oats", kcal: 300, id: 1,
            nutrients: [.calories: 296, .carbs: 54, .protein: 10, .fat: 5, .sodium: 10]),
        F.entry(
            "2026-11-16", "08:00", "Milk", kcal: 120, id: 2,
            nutrients: [.calories: 122, .carbs: 12, .protein: 8, .fat: 5, .calcium: 300]),
    ]

    @Test func totalsUseLoggedKcalAndKnownNutrients() {
        let day = DayIntake(date: F.date("2026-11-16"), entries: entries)
        // kcal = 450 + 300 + 120 = 870 (logged, not the food objects' 296 + 122)
        #expect(day.totals.kcal == 870)
        #expect(day.totals.entryCount == 3)
        #expect(day.totals.entriesWithNutrients == 2)
        // carbs 54 + 12 = 66 g, protein 10 + 8 = 18 g, fat 5 + 5 = 10 g, calcium 300 mg, sodium 10 mg
        #expect(day.totals.nutrients[.carbs] == 66)
        #expect(day.totals.nutrients[.protein] == 18)
        #expect(day.totals.nutrients[.fat] == 10)
        #expect(day.totals.nutrients[.calcium] == 300)
        #expect(day.totals.nutrients[.sodium] == 10)
        #expect(day.totals.amount(of: .calories) == 870)
        // The vector keeps the food objects' energy of the entries with nutrients: 296 + 122 = 418.
        #expect(day.totals.nutrients[.calories] == 418)
    }

    @Test func coverageIsTheShareOfLoggedKcalWithNutrients() throws {
        let day = DayIntake(date: F.date("2026-11-16"), entries: entries)
        // (300 + 120) / 870 = 0.48275862…
        let coverage = try #require(day.totals.coverage)
        #expect(F.close(coverage, 420.0 / 870.0))
    }

    @Test func entriesAtTheSameTimeFormAMeal() {
        let day = DayIntake(date: F.date("2026-11-16"), entries: entries)
        #expect(day.meals.map(\.time.hhmm) == ["08:00", "12:30"])
        // Same-time entries keep the order they were read in: Oats before Milk.
        #expect(day.meals[0].entries.map(\.foodName) == ["Oats", "Milk"])
        // Breakfast: 300 + 120 = 420 kcal, carbs 66 g; lunch 450 kcal, nutrients unknown.
        #expect(day.meals[0].totals.kcal == 420)
        #expect(day.meals[0].totals.nutrients[.carbs] == 66)
        #expect(day.meals[0].totals.coverage == 1)
        #expect(day.meals[1].totals.kcal == 450)
        #expect(day.meals[1].totals.coverage == 0)
        #expect(!day.meals[1].totals.hasNutrientData)
        // The entries are the day's entries sorted by time.
        #expect(day.entries.map(\.foodName) == ["Oats", "Milk", "Sandwich"])
    }

    @Test func secondsSeparateMeals() {
        let day = DayIntake(
            date: F.date("2026-11-16"),
            entries: [
                F.entry("2026-11-16", "08:00:00", "A", kcal: 1),
                F.entry("2026-11-16", "08:00:30", "B", kcal: 2),
            ])
        #expect(day.meals.count == 2)
    }

    @Test func aDayWithOnlyCacheEntriesIsLoggedWithKcalOnly() {
        // Cache entries (not yet merged into history) count like any other entry.
        let day = DayIntake(
            date: F.date("2026-11-17"),
            entries: [
                F.entry("2026-11-17", "09:15", "Coffee", kcal: 35, source: .cache),
                F.entry("2026-11-17", "13:00", "Soup", kcal: 240, source: .cache),
            ])
        #expect(day.isLogged)
        #expect(day.totals.kcal == 275)  // 35 + 240
        #expect(day.totals.coverage == 0)  // 0 of 275 kcal with nutrients
        #expect(!day.totals.hasNutrientData)
        // No entry reports a nutrient: every amount is unknown, not 0.
        #expect(Nutrient.allCases.allSatisfy { day.totals.nutrients[$0] == 0 })
        #expect(
            Nutrient.allCases.filter { $0 != .calories }.allSatisfy {
                day.totals.nutrientAmount($0).certainty == .unknown
            })
    }

    @Test func zeroKcalEntriesHaveNoCoverage() {
        let day = DayIntake(
            date: F.date("2026-11-17"),
            entries: [
                F.entry("2026-11-17", "09:15", "Water", kcal: 0, nutrients: [.sodium: 5])
            ])
        #expect(day.totals.coverage == nil)
        #expect(day.totals.hasNutrientData)
        #expect(day.totals.nutrients[.sodium] == 5)
    }

    @Test func anEmptyDayIsNotLogged() {
        let day = DayIntake.notLogged(F.date("2026-11-18"))
        #expect(!day.isLogged)
        #expect(day.meals.isEmpty)
        #expect(day.totals == .zero)
        #expect(day.totals.coverage == nil)
    }
}

/// Entries whose kcal are unknown (bare names of the older history format).
@Suite struct UnknownKcalIntakeTests {
    typealias F = Fixtures

    @Test func theyAreLoggedAndCountedButAddNothing() {
        var banana = F.entry("2019-03-02", "19:30", "Banana", kcal: 0)
        banana.kcalKnown = false
        let entries = [F.entry("2019-03-02", "08:15", "Yogurt", kcal: 414.68), banana]
        let day = DayIntake(date: F.date("2019-03-02"), entries: entries)
        #expect(day.isLogged)
        #expect(day.totals.entryCount == 2)
        #expect(day.totals.entriesWithUnknownKcal == 1)
        #expect(day.totals.kcal == 414.68)
        // A day of only unknown-kcal entries is still logged.
        let onlyUnknown = DayIntake(date: F.date("2019-03-02"), entries: [banana])
        #expect(onlyUnknown.isLogged)
        #expect(onlyUnknown.totals.kcal == 0)
        #expect(onlyUnknown.totals.entriesWithUnknownKcal == 1)
        // Days add up into a period.
        let period = IntakeTotals(entries: entries + [banana])
        #expect(period.entriesWithUnknownKcal == 2)
    }
}
