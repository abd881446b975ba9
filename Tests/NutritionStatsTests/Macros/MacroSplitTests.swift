import NutritionData
import NutritionStats
import Testing

@Suite struct MacroSplitTests {
    typealias F = Fixtures

    @Test func sharesOfTheMacronutrientEnergy() throws {
        // 250 g carbs × 4 = 1,000 kcal; 100 g protein × 4 = 400; 70 g fat × 9 = 630; sum 2,030.
        let split = try #require(MacroSplit(carbs: 250, protein: 100, fat: 70))
        #expect(split.carbsKcal == 1_000 && split.proteinKcal == 400 && split.fatKcal == 630)
        #expect(split.macroKcal == 2_030)
        // 1,000 / 2,030 = 49.26 %; 400 / 2,030 = 19.70 %; 630 / 2,030 = 31.03 %.
        #expect(F.close(split.carbsPercent, 100_000.0 / 2_030))
        #expect(F.close(split.proteinPercent, 40_000.0 / 2_030))
        #expect(F.close(split.fatPercent, 63_000.0 / 2_030))
        #expect(F.close(split.carbsPercent + split.proteinPercent + split.fatPercent, 100))
    }

    @Test func oneMacroAloneIsAHundredPercent() throws {
        let split = try #require(MacroSplit(carbs: 0, protein: 0, fat: 10))
        #expect(split.fatPercent == 100 && split.carbsPercent == 0 && split.proteinPercent == 0)
    }

    @Test func zeroGramsHaveNoSplit() {
        #expect(MacroSplit(carbs: 0, protein: 0, fat: 0) == nil)
        #expect(MacroSplit(NutrientVector([.sugar: 20, .sodium: 300])) == nil)
    }

    @Test func periodSplitIsOfThePeriodTotals() throws {
        // Day 1: 100 g carbs (400 kcal). Day 2: 20 g fat (180 kcal). Totals: 400 + 180 = 580 kcal:
        // carbs 400 / 580 = 68.97 %, fat 180 / 580 = 31.03 % (not the mean of 100 % and 100 %).
        let entries = [
            F.entry("2026-11-16", "08:00", "Rice", kcal: 400, nutrients: [.carbs: 100]),
            F.entry("2026-11-17", "08:00", "Oil", kcal: 180, nutrients: [.fat: 20]),
        ]
        let period = NutritionStatistics(entries: entries).period(F.range("2026-11-16", "2026-11-17"))
        #expect(period.days[0].macroSplit?.carbsPercent == 100)
        #expect(period.days[1].macroSplit?.fatPercent == 100)
        let split = try #require(period.macroSplit)
        #expect(F.close(split.carbsPercent, 40_000.0 / 580))
        #expect(F.close(split.fatPercent, 18_000.0 / 580))
    }
}
