import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

/// How often a food was logged, and the day's figures with it added.
@Suite struct FoodUsageAndWhatIfTests {
    static let toast = KnownFood(
        id: FoodID(224), name: "Avocado toast", servingSize: "1 slice",
        perServing: NutrientVector([.calories: 260, .fat: 15, .saturated: 2.2, .sodium: 380, .fiber: 7]),
        origin: .foodObject)
    static let t = fixtureTime("08:00")
    static let entries = [
        fixtureEntry("2026-11-01", t, "Avocado toast", kcal: 260, id: 224, nutrients: [.calories: 260, .fat: 15]),
        fixtureEntry("2026-11-03", t, "Coffee", kcal: 40),
        fixtureEntry(
            "2026-11-05", t, "Avocado toast", kcal: 390, servings: 1.5, id: 224,
            nutrients: [.calories: 390, .fat: 22.5]),
        // Logged by an older app version without an id: joined by name.
        fixtureEntry("2026-11-05", fixtureTime("12:00"), "Avocado toast", kcal: 130, servings: 0.5),
        // Another food with the same name but another id is not this one.
        fixtureEntry("2026-11-06", t, "Avocado toast", kcal: 300, id: 999),
    ]

    @Test func usage() {
        let usage = FoodUsage(of: Self.toast, in: Self.entries)
        #expect(usage.entries == 3)
        #expect(usage.servings == 3)  // 1 + 1.5 + 0.5
        #expect(usage.kcal == 780)  // 260 + 390 + 130
        #expect(usage.kcalShare == 780.0 / 1_120)  // all: 260 + 40 + 390 + 130 + 300
        #expect(usage.firstDate == fixtureDate("2026-11-01"))
        #expect(usage.lastDate == fixtureDate("2026-11-05"))
        let never = FoodUsage(of: Self.toast, in: [])
        #expect(never.entries == 0 && never.kcalShare == nil && never.firstDate == nil)
    }

    @Test func whatIfAddsTheEntryTheShortcutWouldLog() throws {
        let day = fixtureDate("2026-11-05")
        let settings = StatsSettings(kcalGoal: 2_000)
        let whatIf = FoodWhatIf(
            food: Self.toast, servings: 2.5, on: day, at: fixtureTime("18:00"),
            entries: Self.entries, activity: [], settings: settings)
        #expect(whatIf.entry.kcal == 650)  // 260 × 2.5
        #expect(whatIf.entry.nutrients?[.sodium] == 950)  // 380 × 2.5
        #expect(whatIf.before.budget?.remaining == 1_480)  // 2,000 − 390 − 130
        #expect(whatIf.after.budget?.remaining == 830)  // 1,480 − 650
        let fatBefore = try #require(whatIf.before.dailyValueReadings.first { $0.nutrient == .fat })
        let fatAfter = try #require(whatIf.after.dailyValueReadings.first { $0.nutrient == .fat })
        #expect(fatBefore.amount == 22.5)
        #expect(fatAfter.amount == 60)  // 22.5 + 15 × 2.5
        // The after-figures are the engine's figures of the day with the entry logged.
        var logged = Self.entries
        logged.append(whatIf.entry)
        #expect(whatIf.after == NutritionStatistics(entries: logged, settings: settings).day(day))
        #expect(whatIf.limitsPushedOver == [])
    }

    @Test func whatIfOnAnEmptyDayStartsFromZeroAndFlagsLimitsPushedOver() {
        let whatIf = FoodWhatIf(
            food: Self.toast, servings: 7, on: fixtureDate("2026-11-20"), at: Self.t,
            entries: Self.entries, activity: [], settings: StatsSettings())
        #expect(whatIf.before.budget?.remaining == 2_000)
        #expect(whatIf.after.budget?.remaining == 180)  // 2,000 − 1,820
        // Fat 105 g > 78 g, sodium 2,660 mg > 2,300 mg; saturated fat 15.4 g stays under 20 g.
        #expect(whatIf.limitsPushedOver == [.fat, .sodium])
    }
}
