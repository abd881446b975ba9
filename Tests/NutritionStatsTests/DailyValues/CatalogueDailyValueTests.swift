import NutritionData
import NutritionStats
import Testing

/// The Daily Values of every nutrient that has one, keyed by catalogue identity, against the reference
/// table (FDA 2016 rule, 81 FR 33742, and the legacy RDIs/DRVs: ../shared/reference/daily-values.md).
@Suite struct CatalogueDailyValueTests {
    /// Nutrient, current DV, legacy DV (nil: none), kind — as the reference table writes them, IU converted.
    static let reference: [(KnownNutrient, Double, Double?, DailyValueKind)] = [
        (.fat, 78, 65, .limit), (.saturated, 20, 20, .limit), (.cholesterol, 300, 300, .limit),
        (.sodium, 2_300, 2_400, .limit),
        (.potassium, 4_700, 3_500, .target), (.carbs, 275, 300, .reference), (.fiber, 28, 25, .target),
        (.protein, 50, 50, .target),
        (.vitaminA, 900, 1_500, .target), (.vitaminC, 90, 60, .target), (.calcium, 1_300, 1_000, .target),
        (.iron, 18, 18, .target),
        (.addedSugars, 50, nil, .limit), (.vitaminD, 20, 10, .target), (.vitaminE, 15, 20.1, .target),
        (.vitaminK, 120, 80, .target),
        (.thiamin, 1.2, 1.5, .target), (.riboflavin, 1.3, 1.7, .target), (.niacin, 16, 20, .target),
        (.pantothenicAcid, 5, 10, .target), (.vitaminB6, 1.7, 2, .target), (.biotin, 30, 300, .target),
        (.folate, 400, 400, .target),
        (.vitaminB12, 2.4, 6, .target), (.choline, 550, nil, .target), (.phosphorus, 1_250, 1_000, .target),
        (.iodine, 150, 150, .target), (.magnesium, 420, 400, .target), (.zinc, 11, 15, .target),
        (.selenium, 55, 70, .target),
        (.copper, 0.9, 2, .target), (.manganese, 2.3, 2, .target), (.chromium, 35, 120, .target),
        (.molybdenum, 45, 75, .target),
        (.chloride, 2_300, 3_400, .target),
    ]

    static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    @Test func thirtyFiveNutrientsAndEnergy() {
        #expect(Self.reference.count == 35)
        let current = DailyValueTable.fdaCurrent.catalogueDailyValues
        #expect(current.count == 36)
        #expect(Set(current.map(\.nutrient)) == Set(Self.reference.map(\.0) + [.calories]))
        #expect(DailyValueTable.fdaCurrent[known: .calories] == CatalogueDailyValue(.calories, 2_000, .reference))
        #expect(DailyValueTable.fdaLegacy.catalogueDailyValues.count == 34)  // no added sugars, no choline
    }

    @Test func currentAndLegacyValuesAndKinds() {
        for (nutrient, current, legacy, kind) in Self.reference {
            #expect(
                DailyValueTable.fdaCurrent[known: nutrient] == CatalogueDailyValue(nutrient, current, kind),
                "\(nutrient)")
            let old = DailyValueTable.fdaLegacy[known: nutrient]
            if let legacy {
                #expect(Self.close(old?.amount, legacy) && old?.kind == kind, "\(nutrient) legacy")
            } else {
                #expect(old == nil, "\(nutrient) legacy")
            }
        }
        // 5,000 IU of vitamin A as retinol (0.3 mcg each) is exactly the 1,500 mcg the table always held.
        #expect(DailyValueTable.fdaLegacy[known: .vitaminA]?.amount == 1_500)
        // The 17's view is unchanged: 13 values of the shortcut's nutrients, in their order.
        #expect(
            DailyValueTable.fdaCurrent.dailyValues.map(\.nutrient) == [
                .calories, .carbs, .fat, .protein, .fiber, .saturated,
                .sodium, .cholesterol, .potassium, .vitaminC, .calcium,
                .iron, .vitaminA,
            ])
    }

    @Test func flagsOfAnyNutrient() {
        let magnesium = DailyValueTable.fdaCurrent[known: .magnesium]
        #expect(magnesium?.flag(atPercent: magnesium?.percent(of: 210) ?? 0) == .underTarget)
        let added = DailyValueTable.fdaCurrent[known: .addedSugars]
        #expect(added?.flag(atPercent: added?.percent(of: 60) ?? 0) == .overLimit)
        #expect(DailyValueTable.fdaCurrent[known: .caffeine] == nil)
    }

    @Test func aTargetsFileSetsAnyNutrient() throws {
        let text =
            "Magnesium = 400 mg\nvitamin_d = 600 IU target\nB1 (Thiamine) = 1.1 mg\nWater = 2.5 L reference\nSodium = 1500 mg\n"
            + "Caffeine = 400 mg limit\n"
        let targets = try CustomTargets(parsing: text, file: "t.txt")
        #expect(targets.targets.map(\.nutrient) == [.magnesium, .vitaminD, .thiamin, .water, .sodium, .caffeine])
        let table = DailyValueTable.fdaCurrent.overriding(with: targets.targets, source: "t.txt")
        #expect(table[known: .magnesium] == CatalogueDailyValue(.magnesium, 400, .target))  // kind kept
        #expect(Self.close(table[known: .vitaminD]?.amount, 15))  // 600 IU × 0.025 mcg
        #expect(table[known: .thiamin] == CatalogueDailyValue(.thiamin, 1.1, .target))
        #expect(table[known: .water] == CatalogueDailyValue(.water, 2_500, .reference))
        // No DV before: the kind as written.
        #expect(table[known: .caffeine] == CatalogueDailyValue(.caffeine, 400, .limit))
        #expect(table.customNutrients == [.sodium])
        #expect(table.customKnownNutrients == [.magnesium, .vitaminD, .thiamin, .water, .sodium, .caffeine])
        #expect(table[.sodium]?.amount == 1_500)
        #expect(table.dailyValues.count == DailyValueTable.fdaCurrent.dailyValues.count)
    }

    @Test func targetsOfOtherNutrientsAreCheckedToo() {
        func failure(_ text: String) -> String? {
            do {
                _ = try CustomTargets(parsing: text, file: "t.txt")
                return nil
            } catch { return error.description }
        }
        // Thiamin is shown with one decimal (DV 1.2 mg): 0.04 mg would show as 0.0.
        #expect(
            failure("Thiamin = 0.04 mg\n")?.hasPrefix("t.txt:1: field 'amount': expected an amount from 0.05 to")
                == true)
        #expect(failure("Thiamin = 0.05 mg\n") == nil)
        #expect(
            failure("Zinc = 3 IU\n") == "t.txt:1: field 'unit': expected a unit for Zinc (g, mg or mcg), found 'IU'")
        #expect(failure("Water = 3 g\n") == "t.txt:1: field 'unit': expected a unit for Water (mL or L), found 'g'")
        #expect(failure("Zinc = 11 mg\nzinc = 12 mg\n") == "t.txt:2: field 'nutrient': Zinc is already set on line 1")
        #expect(failure("Oxalate = 10 mg\n")?.hasPrefix("t.txt:1: field 'nutrient': expected a nutrient (") == true)
    }

    @Test func decimalsOfOtherNutrients() {
        #expect(FigureRounding.decimals(forKnown: .thiamin) == 1)
        #expect(FigureRounding.decimals(forKnown: .vitaminD) == 1)
        #expect(FigureRounding.decimals(forKnown: .magnesium) == 0)
        #expect(FigureRounding.decimals(forKnown: .omega3) == 1)
        #expect(FigureRounding.decimals(forKnown: .caffeine) == 0)
        #expect(FigureRounding.decimals(forKnown: .water) == 0)
        // The 17 keep theirs; the same rule gives iron (DV 18 mg) its decimal.
        for nutrient in Nutrient.allCases {
            #expect(
                FigureRounding.decimals(forKnown: KnownNutrient(nutrient)) == FigureRounding.decimals(for: nutrient))
        }
        #expect(FigureRounding.decimals(forKnown: .iron) == 1)
    }
}
