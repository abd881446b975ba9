import NutritionData
import Testing

@testable import NutritionStats

/// The nutrients beyond the 17 (``OtherNutrientTallies``) summed by the same rule as the 17
/// (``IntakeTotals/nutrientAmount(of:)``). Every expectation is computed by hand in the comment above it.
@Suite struct OtherNutrientTotalsTests {
    typealias F = NutrientCoverageTests.F

    static let oxalate = CustomNutrient(name: "Oxalate", unit: "mg")!
    static let magnesium = NutrientIdentity.known(.magnesium)
    static let vitaminD = NutrientIdentity.known(.vitaminD)
    static let custom = NutrientIdentity.custom(oxalate)

    /// An entry of `kcal` reporting protein 10 g and `others`.
    static func entry(
        _ day: String, _ name: String, kcal: Double, _ others: [(KnownNutrient, Double)],
        custom: [(CustomNutrient, Double)] = []
    ) -> LogEntry {
        var entry = NutrientCoverageTests.entry(day, "08:00", name, kcal: kcal, [.protein: 10])
        entry.otherNutrients = OtherNutrients(known: others, custom: custom)
        return entry
    }

    /// Spinach 100 kcal (magnesium 150 mg, oxalate 750 mg), salmon 400 kcal (magnesium 60 mg, vitamin D
    /// 14 mcg), bread 500 kcal reporting neither (an empty cell each).
    static let day = [
        entry("2026-11-16", "Spinach", kcal: 100, [(.magnesium, 150)], custom: [(oxalate, 750)]),
        entry("2026-11-16", "Salmon", kcal: 400, [(.magnesium, 60), (.vitaminD, 14)]),
        entry("2026-11-16", "Bread", kcal: 500, []),
    ]

    @Test func eachNutrientIsSummedOverTheEntriesThatReportIt() throws {
        let totals = IntakeTotals(entries: Self.day)
        // Magnesium 150 + 60 = 210 mg from 100 + 400 = 500 of 1,000 kcal: a lower bound at 50 %.
        let magnesium = totals.nutrientAmount(of: Self.magnesium)
        #expect(magnesium.certainty == .lowerBound)
        #expect(magnesium.value == 210)
        #expect(magnesium.coverage == 0.5)
        // Vitamin D 14 mcg from salmon alone: 400 / 1,000 = 40 %.
        #expect(
            totals.nutrientAmount(of: Self.vitaminD) == NutrientAmount(certainty: .lowerBound, value: 14, coverage: 0.4)
        )
        // Oxalate 750 mg from spinach alone: 100 / 1,000 = 10 %.
        #expect(
            totals.nutrientAmount(of: Self.custom) == NutrientAmount(certainty: .lowerBound, value: 750, coverage: 0.1))
        // Zinc: no entry reports it, unknown (not 0).
        #expect(totals.nutrientAmount(of: .known(.zinc)).certainty == .unknown)
        // Protein (one of the 17) through the same entry point: 3 × 10 = 30 g, exact.
        #expect(totals.nutrientAmount(of: .known(.protein)) == totals.nutrientAmount(.protein))
        #expect(totals.nutrientAmount(of: .known(.protein)).value == 30)
        // Energy through the same entry point: the logged 1,000 kcal.
        #expect(totals.nutrientAmount(of: .known(KnownNutrient(.calories))) == .exact(1_000))
    }

    @Test func aNutrientEveryEntryReportsIsExact() {
        // Two entries, both report magnesium: 150 + 60 = 210 mg, exact at 100 %.
        let totals = IntakeTotals(entries: Array(Self.day.prefix(2)))
        #expect(totals.nutrientAmount(of: Self.magnesium) == NutrientAmount(certainty: .exact, value: 210, coverage: 1))
    }

    @Test func reportedNutrientsAreListedInCatalogueOrder() {
        let totals = IntakeTotals(entries: Self.day)
        // The fixture's entries report all 17 (protein 10 g, every other one 0), then magnesium, vitamin D
        // and oxalate: 20 nutrients, the custom one last.
        let reported = totals.reportedNutrients
        #expect(reported.count == 17 + 3)
        #expect(Array(reported.suffix(3)).contains(Self.custom))
        #expect(reported.last == Self.custom)
        #expect(reported == reported.sorted())
        #expect(reported.contains(Self.magnesium) && reported.contains(Self.vitaminD))
    }

    @Test func daysAddUpIntoAPeriodAndTheAverageDividesByCountedDays() {
        // Day 1 as above; day 2: nuts 600 kcal reporting magnesium 270 mg.
        let entries = Self.day + [Self.entry("2026-11-17", "Nuts", kcal: 600, [(.magnesium, 270)])]
        let period = NutritionStatistics(entries: entries).period(F.range("2026-11-16", "2026-11-17"))
        // Period: magnesium 210 + 270 = 480 mg from 500 + 600 = 1,100 of 1,600 kcal = 68.75 %.
        let sum = period.intake.totals.nutrientAmount(of: Self.magnesium)
        #expect(sum.value == 480 && sum.certainty == .lowerBound && sum.coverage == 1_100.0 / 1_600)
        // Average over 2 logged days: 240 mg, still a lower bound with the sum's coverage.
        let average = period.intake.average?.nutrientAmount(of: Self.magnesium)
        #expect(average == NutrientAmount(certainty: .lowerBound, value: 240, coverage: 1_100.0 / 1_600))
        // Day 2 alone: nuts report magnesium, exact.
        #expect(period.days[1].nutrientAmount(of: Self.magnesium).certainty == .exact)
    }

    @Test func readingsCarryTheDailyValueAndTheOneFlagRule() throws {
        let entries = Self.day + [Self.entry("2026-11-17", "Nuts", kcal: 600, [(.magnesium, 270)])]
        let period = NutritionStatistics(entries: entries).period(F.range("2026-11-16", "2026-11-17"))
        let readings = try period.nutrientReadings(.named(["magnesium", "vitamin d", "oxalate", "Protein"]))
        #expect(readings.map(\.nutrient) == [.known(.protein), Self.vitaminD, Self.magnesium, Self.custom])
        // Magnesium 240 mg a day of a 420 mg target = 57.14 %: under, but a lower bound, so not asserted.
        #expect(abs((readings[2].percent ?? 0) - 240.0 / 420 * 100) < 1e-9)
        #expect(readings[2].flag == nil && readings[2].isUnknownWhetherUnder)
        // Vitamin D: 14 mcg over 2 days = 7 mcg a day of 20 = 35 %, a lower bound under a target.
        #expect(readings[1].percent == 35 && readings[1].isUnknownWhetherUnder)
        // Oxalate has no Daily Value: no percent, no flag.
        #expect(readings[3].dailyValue == nil && readings[3].percent == nil && readings[3].flag == nil)
        // Protein: 3 × 10 g on day 1, 10 g on day 2: (30 + 10) / 2 = 20 g a day of 50 = 40 %, exact, under
        // a target.
        #expect(readings[0].percent == 40 && readings[0].flag == .underTarget)
    }

    @Test func aLowerBoundOverALimitIsFlagged() {
        // Added sugars, a limit of 50 g beyond the 17: one entry of 100 kcal reports 60 g, another of
        // 100 kcal does not. ≥ 60 g is ≥ 120 % of a limit: over it, whatever the other entry held.
        let entries = [
            Self.entry("2026-11-16", "Cola", kcal: 100, [(.addedSugars, 60)]),
            Self.entry("2026-11-16", "Bread", kcal: 100, []),
        ]
        let period = NutritionStatistics(entries: entries).period(F.range("2026-11-16", "2026-11-16"))
        let reading = period.settings.dailyValues.readings(of: [.known(.addedSugars)]) {
            period.intake.average?.nutrientAmount(of: $0) ?? .unknown
        }[0]
        #expect(reading.intake.isLowerBound && reading.percent == 120 && reading.flag == .overLimit)
    }

    @Test func whereANutrientBeyondTheSeventeenCameFrom() {
        let sources = NutrientSources(nutrient: Self.magnesium, entries: Self.day, limit: 5)
        // Spinach 150 of 210 mg = 71.4 %, salmon 60 = 28.6 %; bread does not report it.
        #expect(sources.foods.map(\.name) == ["Spinach", "Salmon"])
        #expect(sources.total == 210 && sources.entriesReporting == 2 && sources.entriesNotReporting == 1)
        #expect(abs(sources.foods[0].share - 150.0 / 210) < 1e-12)
    }
}

/// ``NutrientSelection``: which nutrients a table lists and in which order.
@Suite struct NutrientSelectionTests {
    static let oxalate = CustomNutrient(name: "Oxalate", unit: "mg")!

    @Test func parsesAllDvAndLists() {
        #expect(NutrientSelection(argument: "all") == .withData)
        #expect(NutrientSelection(argument: " DV ") == .dailyValues)
        #expect(NutrientSelection(argument: "sodium, vitamin_d") == .named(["sodium", "vitamin_d"]))
        #expect(NutrientSelection(argument: "sodium,,zinc") == nil)
        #expect(NutrientSelection(argument: "") == nil)
    }

    @Test func namesResolveToTheCatalogueOrAReportedCustomNutrient() throws {
        let reported: [NutrientIdentity] = [.known(.magnesium), .custom(Self.oxalate)]
        let list = try NutrientSelection.named(["kcal", "B1 (Thiamine)", "VitC", "custom_oxalate", "Magnesium"])
            .nutrients(reported: reported, dailyValues: .fdaCurrent)
        // In table order: energy, the vitamins (C before thiamin in the catalogue), magnesium, the custom one.
        #expect(
            list == [
                .known(KnownNutrient(.calories)), .known(.vitaminC), .known(.thiamin), .known(.magnesium),
                .custom(Self.oxalate),
            ])
        #expect(throws: NutrientSelection.UnknownName(name: "unobtainium")) {
            try NutrientSelection.named(["unobtainium"]).nutrients(reported: reported, dailyValues: .fdaCurrent)
        }
    }

    /// The spellings people type: one catalogue lookup for every known nutrient (the 17 too), then the
    /// custom nutrients the period's entries report, by id or name in any case.
    @Test func spellingsPeopleType() {
        let reported: [NutrientIdentity] = [.known(.magnesium), .custom(Self.oxalate)]
        let named = { (name: String) in NutrientSelection.nutrient(named: name, reported: reported) }
        #expect(named("sodium") == .known(.sodium) && named("Sodium") == .known(.sodium))
        #expect(named("vitamin d") == .known(.vitaminD) && named("vitamin_d") == .known(.vitaminD))
        #expect(named("B1") == .known(.thiamin) && named("thiamin") == .known(.thiamin))
        #expect(named("saturated-fat") == .known(.saturated) && named("VitC") == .known(.vitaminC))
        #expect(
            named("kcal") == .known(KnownNutrient(.calories)) && named("Energy") == .known(KnownNutrient(.calories)))
        #expect(named("Oxalate") == .custom(Self.oxalate) && named("oxalate") == .custom(Self.oxalate))
        #expect(named("custom_oxalate") == .custom(Self.oxalate) && named(" OXALATE ") == .custom(Self.oxalate))
        // A custom nutrient is found only when reported; a catalogue nutrient whether reported or not.
        #expect(NutrientSelection.nutrient(named: "Oxalate", reported: []) == nil)
        #expect(NutrientSelection.nutrient(named: "zinc", reported: []) == .known(.zinc))
        #expect(named("unobtainium") == nil)
    }

    @Test func dvListsEveryNutrientWithADailyValueAndEnergyGrouped() throws {
        let list = try NutrientSelection.dailyValues.nutrients(reported: [], dailyValues: .fdaCurrent)
        // The FDA 2016 table: 35 nutrients with a Daily Value, plus energy.
        #expect(list.count == 36)
        #expect(list.first == .known(KnownNutrient(.calories)))
        // Grouped: every vitamin before every mineral.
        let groups = list.map(\.group)
        #expect(groups == groups.sorted())
    }

    @Test func tableOrderIsByGroupThenCatalogue() {
        let order = NutrientSelection.tableOrder([
            .custom(Self.oxalate), .known(.zinc), .known(.vitaminD), .known(KnownNutrient(.calories)),
        ])
        #expect(order == [.known(KnownNutrient(.calories)), .known(.vitaminD), .known(.zinc), .custom(Self.oxalate)])
    }
}
