import NutritionData
import NutritionStats
import Testing

@Suite struct DailyValueTableTests {
    typealias F = Fixtures

    @Test func currentAndLegacyTables() {
        let current = DailyValueTable.fdaCurrent
        let legacy = DailyValueTable.fdaLegacy
        #expect(current[.sodium] == DailyValue(.sodium, 2_300, .limit))
        #expect(legacy[.sodium] == DailyValue(.sodium, 2_400, .limit))
        #expect(current[.fat]?.amount == 78 && legacy[.fat]?.amount == 65)
        #expect(current[.potassium] == DailyValue(.potassium, 4_700, .target))
        #expect(legacy[.potassium]?.amount == 3_500)
        #expect(current[.carbs]?.kind == .reference && current[.carbs]?.amount == 275)
        #expect(legacy[.carbs]?.amount == 300)
        #expect(current[.fiber]?.amount == 28 && legacy[.fiber]?.amount == 25)
        #expect(current[.vitaminC]?.amount == 90 && legacy[.vitaminC]?.amount == 60)
        #expect(current[.calcium]?.amount == 1_300 && legacy[.calcium]?.amount == 1_000)
        // Vitamin A: 900 mcg RAE now; 5,000 IU before, × 0.3 mcg per IU = 1,500 mcg.
        #expect(current[.vitaminA]?.amount == 900 && legacy[.vitaminA]?.amount == 1_500)
        // Nutrients without a Daily Value.
        for nutrient in [Nutrient.sugar, .trans, .monounsaturated, .polyunsaturated] {
            #expect(current[nutrient] == nil && legacy[nutrient] == nil)
        }
        #expect(current.dailyValues.count == 13)
    }

    @Test func percentAndFlags() {
        let table = DailyValueTable.fdaCurrent
        let amounts: [Nutrient: Double] = [.sodium: 2_760, .fiber: 21, .protein: 50, .carbs: 400, .fat: 78]
        let readings = table.readings { amounts[$0].map(NutrientAmount.exact) ?? .unknown }
        func reading(_ nutrient: Nutrient) -> DailyValueReading? { readings.first { $0.nutrient == nutrient } }
        // Sodium 2,760 / 2,300 = 120 % of a limit → over.
        #expect(reading(.sodium)?.percent.map { F.close($0, 120) } == true)
        #expect(reading(.sodium)?.flag == .overLimit)
        // Fiber 21 / 28 = 75 % of a target → under.
        #expect(reading(.fiber)?.percent == 75)
        #expect(reading(.fiber)?.flag == .underTarget)
        // Exactly 100 % is neither over nor under: protein 50 / 50, fat 78 / 78.
        #expect(reading(.protein)?.percent == 100 && reading(.protein)?.flag == nil)
        #expect(reading(.fat)?.percent == 100 && reading(.fat)?.flag == nil)
        // Carbohydrate is a reference: 400 / 275 = 145 %, never flagged.
        #expect(reading(.carbs)?.flag == nil)
        // Unknown amounts have no percent and no flag.
        #expect(reading(.iron)?.amount == nil && reading(.iron)?.percent == nil && reading(.iron)?.flag == nil)
        // No reading for a nutrient without a Daily Value.
        #expect(reading(.sugar) == nil)
    }

    @Test func legacyTableOnRequest() throws {
        let entries = [
            F.entry("2026-11-16", "08:00", "Carrots", kcal: 100, nutrients: [.vitaminA: 900, .sodium: 2_350])
        ]
        let current = NutritionStatistics(entries: entries).day(F.date("2026-11-16"))
        let legacy = NutritionStatistics(entries: entries, settings: StatsSettings(dailyValues: .fdaLegacy))
            .day(F.date("2026-11-16"))
        func reading(_ day: DayStatistics, _ nutrient: Nutrient) throws -> DailyValueReading {
            try #require(day.dailyValueReadings.first { $0.nutrient == nutrient })
        }
        // Vitamin A 900 mcg: 900 / 900 = 100 % now, 900 / 1,500 = 60 % (under target) by the legacy table.
        #expect(try reading(current, .vitaminA).percent == 100)
        #expect(try reading(legacy, .vitaminA).percent == 60)
        #expect(try reading(legacy, .vitaminA).flag == .underTarget)
        // Sodium 2,350 mg: over the current 2,300 limit, under the legacy 2,400.
        #expect(try reading(current, .sodium).flag == .overLimit)
        #expect(try reading(legacy, .sodium).flag == nil)
    }

    @Test func customTargetsOverrideValues() throws {
        let targets = try CustomTargets(
            parsing: """
                Sodium = 1500 mg limit
                Protein = 90 g
                Sugar = 40 g limit
                """, file: "dietitian.txt")
        let table = DailyValueTable.fdaCurrent.overriding(with: targets.targets, source: "dietitian.txt")
        #expect(table.name == "FDA 2016 + custom (dietitian.txt)")
        #expect(table[.sodium] == DailyValue(.sodium, 1_500, .limit))
        // No kind given: protein keeps the table's kind (target).
        #expect(table[.protein] == DailyValue(.protein, 90, .target))
        // A nutrient without an FDA value gains one.
        #expect(table[.sugar] == DailyValue(.sugar, 40, .limit))
        #expect(table[.fiber] == DailyValue(.fiber, 28, .target))
        #expect(table.customNutrients == [.sodium, .protein, .sugar])

        let entries = [F.entry("2026-11-16", "08:00", "Soup", kcal: 500, nutrients: [.sodium: 1_800, .sugar: 30])]
        let day = NutritionStatistics(entries: entries, settings: StatsSettings(dailyValues: table))
            .day(F.date("2026-11-16"))
        let sodium = try #require(day.dailyValueReadings.first { $0.nutrient == .sodium })
        // 1,800 / 1,500 = 120 % of the custom limit (only 78 % of the FDA's 2,300).
        #expect(sodium.percent.map { F.close($0, 120) } == true)
        #expect(sodium.flag == .overLimit)
        let sugar = try #require(day.dailyValueReadings.first { $0.nutrient == .sugar })
        #expect(sugar.percent == 75 && sugar.flag == nil)  // 30 / 40
        // A nutrient new to the table with no kind given is a reference.
        let noKind = DailyValueTable.fdaCurrent.overriding(
            with: [CustomTarget(nutrient: .trans, amount: 2, kind: nil, line: 1)], source: "x")
        #expect(noKind[.trans]?.kind == .reference)
    }

    @Test func dayAmountsAreUnknownWithoutNutrientData() throws {
        // A logged day whose entries have no food objects: energy is known, the rest is not.
        let entries = [F.entry("2026-11-16", "08:00", "Cached", kcal: 2_500, source: .cache)]
        let day = NutritionStatistics(entries: entries).day(F.date("2026-11-16"))
        let energy = try #require(day.dailyValueReadings.first { $0.nutrient == .calories })
        #expect(energy.percent == 125)  // 2,500 / 2,000; energy is a reference, not flagged
        #expect(energy.flag == nil)
        #expect(
            day.dailyValueReadings.filter { $0.nutrient != .calories }.allSatisfy { $0.amount == nil && $0.flag == nil }
        )
        #expect(day.flags.isEmpty)
        #expect(day.macroSplit == nil && day.gramBreakdown == nil)
    }

    @Test func periodPercentIsOfTheAveragePerCountedDay() throws {
        let entries = [
            F.entry("2026-11-16", "08:00", "A", kcal: 500, nutrients: [.sodium: 3_000, .fiber: 14]),
            F.entry("2026-11-18", "08:00", "B", kcal: 500, nutrients: [.sodium: 1_600, .fiber: 42]),
        ]
        let period = NutritionStatistics(entries: entries).period(F.range("2026-11-16", "2026-11-22"))
        let sodium = try #require(period.dailyValueReadings.first { $0.nutrient == .sodium })
        // (3,000 + 1,600) / 2 logged days = 2,300 mg = 100 %: not flagged as a period average,
        // though Monday alone (3,000 / 2,300 = 130 %) was.
        #expect(sodium.amount == 2_300 && sodium.percent == 100 && sodium.flag == nil)
        #expect(period.flaggedDays(.sodium) == 1)
        let fiber = try #require(period.dailyValueReadings.first { $0.nutrient == .fiber })
        // (14 + 42) / 2 = 28 g = 100 %; Monday 14 / 28 = 50 % under target.
        #expect(fiber.percent == 100)
        #expect(period.flaggedDays(.fiber) == 1)
    }
}
