import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

@testable import NutritionReport

/// The vitamins and minerals section and the summary's flags among every nutrient, against
/// hand-computed figures of ``MicronutrientFixtures`` (2 counted days, 2,000 kcal in all).
@Suite struct VitaminsAndMineralsReportTests {
    let report = MicronutrientFixtures.report()

    @Test func everyVitaminAndMineralWithDataInTableOrder() throws {
        let section = try #require(report.vitaminsAndMinerals)
        #expect(section.groups.map(\.name) == ["Vitamins", "Minerals"])
        // The 17's vitamins and minerals are listed too; added sugars (carbohydrates) is not.
        #expect(section.groups[0].nutrients.map(\.name) == ["Vitamin C", "Vitamin A", "Vitamin D", "Vitamin K"])
        #expect(
            section.groups[1].nutrients.map(\.name) == ["Sodium", "Potassium", "Calcium", "Iron", "Magnesium", "Zinc"])
        #expect(section.hasLowerBounds && section.hasFlags)
    }

    @Test func rowsByHand() throws {
        let rows = try #require(report.vitaminsAndMinerals).groups.flatMap(\.nutrients)
        func row(_ name: String) throws -> ReportVitaminMineral { try #require(rows.first { $0.name == name }) }
        // Magnesium 150 + 60 + 270 = 480 mg from 100 + 400 + 600 = 1,100 of 2,000 kcal (55 %): a lower
        // bound, 480 / 2 = 240 mg a day, 240 / 420 = 57.1 %DV, under its target but only a lower bound.
        let magnesium = try row("Magnesium")
        #expect(magnesium.amount == "≥ 240" && magnesium.unit == "mg" && magnesium.coverage == "55")
        #expect(magnesium.dailyValue == "420 mg" && magnesium.percent == "≥ 57")
        #expect(magnesium.flag == "unknown whether under" && magnesium.isUnknownWhetherUnder)
        #expect(!magnesium.isUnderTarget && !magnesium.isOverLimit && magnesium.isLowerBound)
        // Vitamin D 14 mcg from salmon alone, 400 of 2,000 kcal (20 %): ≥ 7.0 mcg a day (one decimal: its DV,
        // 20 mcg, is below 25), 35 %DV.
        let vitaminD = try row("Vitamin D")
        #expect(vitaminD.amount == "≥ 7.0" && vitaminD.unit == "mcg" && vitaminD.coverage == "20")
        #expect(vitaminD.percent == "≥ 35" && vitaminD.flag == "unknown whether under")
        // Vitamin K 480 mcg from spinach, 100 of 2,000 kcal (5 %): ≥ 240 mcg, ≥ 200 %DV — over its target
        // already, so not flagged.
        let vitaminK = try row("Vitamin K")
        #expect(vitaminK.amount == "≥ 240" && vitaminK.coverage == "5" && vitaminK.percent == "≥ 200")
        #expect(vitaminK.flag == nil && !vitaminK.isUnknownWhetherUnder)
        // Zinc, reported by every entry: 0.5 + 1 + 1.5 + 2 + 0 = 5 mg, 2.5 mg a day, exact; 2.5 / 11 = 22.7 %DV.
        let zinc = try row("Zinc")
        #expect(zinc.amount == "2.5" && zinc.coverage == "100" && zinc.dailyValue == "11 mg" && zinc.percent == "23")
        #expect(zinc.flag == "under target" && zinc.isUnderTarget && !zinc.isLowerBound)
        // Iron (one of the 17): 5 × 6 = 30 mg, 15.0 a day, 83 % of 18 mg, under target.
        let iron = try row("Iron")
        #expect(iron.amount == "15.0" && iron.percent == "83" && iron.isUnderTarget)
        // Sodium: every entry reports 0, a limit not reached.
        let sodium = try row("Sodium")
        #expect(sodium.amount == "0" && sodium.percent == "0" && sodium.flag == nil)
    }

    @Test func summaryFlagsAmongEveryNutrientWithWhereTheyCameFrom() throws {
        // Added sugars (not one of the 17): 140 g from the soda alone, 400 of 2,000 kcal; 70 g a day, a lower
        // bound, 140 % of its 50 g limit: over a limit holds for a lower bound. Monday reports none (unknown),
        // Wednesday ≥ 140 g is over: flagged on at least 1 of 2 days.
        let over = try #require(report.summary.overLimits.first)
        #expect(report.summary.overLimits.count == 1)
        #expect(over.name == "Added sugars" && over.amount == "≥ 70.0 g" && over.percent == "≥ 140")
        #expect(over.dailyValue == "50 g" && over.flag == "over limit" && over.flaggedDays == "≥ 1 of 2")
        #expect(over.sources == "100\u{A0}% from Soda")
        // Lowest first: zinc 22.7 %, iron 15 / 18 = 83.3 %, fiber 25 / 28 = 89.3 %; magnesium and vitamin D
        // are lower bounds, not flagged.
        #expect(report.summary.underTargets.map(\.name) == ["Zinc", "Iron", "Fiber"])
        let zinc = report.summary.underTargets[0]
        #expect(zinc.amount == "2.5 mg" && zinc.percent == "23" && zinc.dailyValue == "11 mg")
        // Mon 0.5 + 1 + 1.5 = 3 mg (27 %), Wed 2 + 0 = 2 mg (18 %): under on both days.
        #expect(zinc.flaggedDays == "2 of 2")
        // Nuts 2 of 5 mg, bread 1.5, salmon 1.
        #expect(zinc.sources == "40\u{A0}% from Nuts; 30\u{A0}% from Bread; 20\u{A0}% from Salmon")
    }

    @Test func flaggedDaysOfAnyNutrientAgreeWithTheSeventeen() {
        let period = MicronutrientFixtures.figures().period
        for nutrient in Nutrient.allCases {
            let identity = NutrientIdentity.known(KnownNutrient(nutrient))
            #expect(period.flaggedDays(of: identity)?.count == period.flaggedDays(nutrient))
            #expect(
                (period.flaggedDays(of: identity)?.isLowerBound ?? false) == period.flaggedDaysIsLowerBound(nutrient))
        }
        // Vitamin K: no Daily Value flag ever (a lower bound over its target on its day), but its unknown Wednesday
        // leaves the count open; a nutrient without data has no count.
        #expect(period.flaggedDays(of: .known(.vitaminK))?.count == 0)
        #expect(period.flaggedDays(of: .known(.vitaminK))?.isLowerBound == true)
        #expect(period.flaggedDays(of: .known(.selenium))?.count == nil)
    }

    @Test func aShortcutOnlyReportHasNoSection() {
        // The report fixture's food log has the 17 only: its vitamins and minerals are in the nutrient table.
        let shortcut = ReportFixtures.report()
        #expect(shortcut.vitaminsAndMinerals == nil)
        #expect(!ReportCharts.entries(for: ReportFixtures.figures()).contains { $0.info.id == "vitamins-minerals" })
        #expect(report.vitaminsAndMinerals != nil)
        let charts = ReportCharts.entries(for: MicronutrientFixtures.figures())
        #expect(charts.last?.info.id == "vitamins-minerals")
    }
}
