import NutritionData
import NutritionStats
import Testing

/// Entries that state no energy and hold nutrients without a Daily Value — water or caffeine logged on
/// their own, as an Apple Health export or a Health Auto Export row holds them: entries of **unknown**
/// kcal, whose amounts are summed while they change neither kcal nor any nutrient's coverage. Shaped as
/// the Health reader makes entries: every entry reports every nutrient the file has records of (0 without
/// a record of its own). Expectations computed by hand.
@Suite struct EntriesWithoutEnergyTests {
    typealias F = Fixtures

    /// An entry as a Health export's group of records gives it: carbs and protein of the 17 and water
    /// and caffeine beyond them, all reported; `kcal` nil when the group has no energy record.
    static func entry(
        _ day: String, _ at: String, _ name: String, kcal: Double?, carbs: Double = 0, protein: Double = 0,
        water: Double = 0, caffeine: Double = 0
    ) -> LogEntry {
        var vector = NutrientVector([.calories: kcal ?? 0, .carbs: carbs, .protein: protein])
        // The other 14 have no record in the file: unknown in every entry.
        vector.unknown = NutrientSet(Nutrient.allCases.filter { ![.calories, .carbs, .protein].contains($0) })
        return LogEntry(
            date: F.date(day), time: F.time(at), foodName: name, servings: 1, kcal: kcal ?? 0,
            nutrients: vector, match: .embedded, source: .foodLog, kcalKnown: kcal != nil,
            otherNutrients: OtherNutrients(known: [(.water, water), (.caffeine, caffeine)]))
    }

    /// 8 April: oats 400 kcal (carbs 60 g, protein 12 g, water 200 mL), an espresso of caffeine only
    /// (64 mg) and a glass of water only (500 mL). 9 April: two glasses of water (250 mL each) and nothing else.
    static let entries = [
        entry("2026-04-08", "08:00", "Oats", kcal: 400, carbs: 60, protein: 12, water: 200),
        entry("2026-04-08", "10:00", "Espresso", kcal: nil, caffeine: 64),
        entry("2026-04-08", "11:00", "Water", kcal: nil, water: 500),
        entry("2026-04-09", "09:00", "Water", kcal: nil, water: 250),
        entry("2026-04-09", "15:00", "Water", kcal: nil, water: 250),
    ]

    @Test func theyChangeNeitherKcalNorCoverage() throws {
        let day = IntakeTotals(entries: Self.entries.prefix(3))
        let oatsAlone = IntakeTotals(entries: Self.entries.prefix(1))
        // kcal 400: the two entries add nothing, and are counted as entries without kcal.
        #expect(day.kcal == 400 && day.entryCount == 3 && day.entriesWithUnknownKcal == 2 && day.hasKnownKcal)
        // Carbs 60 g, protein 12 g: exact, 100 % — as for the oats alone.
        for nutrient in [Nutrient.carbs, .protein] {
            #expect(day.nutrientAmount(nutrient) == oatsAlone.nutrientAmount(nutrient))
            #expect(day.nutrientAmount(nutrient).certainty == .exact && day.nutrientAmount(nutrient).coverage == 1)
        }
        #expect(day.nutrientAmount(.carbs).value == 60 && day.coverage == 1)
        // Water 200 + 500 = 700 mL and caffeine 64 mg, exact (every entry reports them), covering the
        // 400 of 400 kcal (the entries without kcal weigh nothing in coverage).
        #expect(
            day.nutrientAmount(of: .known(.water)) == NutrientAmount(certainty: .exact, value: 700, coverage: 1))
        #expect(
            day.nutrientAmount(of: .known(.caffeine)) == NutrientAmount(certainty: .exact, value: 64, coverage: 1))
    }

    /// A day of water alone is logged but not counted (its intake is unknown, not 0 kcal), so it does not
    /// pull the averages down: 400 kcal per counted day over the two logged days, not 200.
    @Test func aDayOfWaterAloneIsNotCounted() throws {
        let period = NutritionStatistics(entries: Self.entries).period(F.range("2026-04-08", "2026-04-09"))
        #expect(period.intake.loggedDays == 2 && period.intake.countedDays == 1)
        let average = try #require(period.intake.average)
        #expect(average.kcal == 400)
        #expect(average.nutrientAmount(of: .known(.water)).value == 700)
        #expect(!period.days[1].isCounted && period.days[1].isLogged)
        // The period's totals still hold 9 April's water: 700 + 500 = 1,200 mL.
        #expect(period.intake.totals.nutrientAmount(of: .known(.water)).value == 1_200)
    }
}
