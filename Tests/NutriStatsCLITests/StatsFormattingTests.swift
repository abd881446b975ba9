@testable import NutriStatsCLI
import NutritionData
import Testing

@Suite struct StatsFormattingTests {
    @Test func numberText() {
        #expect(NumberText.format(1_234_567.891, decimals: 1, grouping: true) == "1,234,567.9")
        #expect(NumberText.format(1_234_567.891, decimals: 1, grouping: false) == "1234567.9")
        #expect(NumberText.format(-1_234, decimals: 0, grouping: true) == "-1,234")
        #expect(NumberText.format(999, decimals: 0, grouping: true) == "999")
        #expect(NumberText.format(0.05, decimals: 2, grouping: true) == "0.05")
        #expect(NumberText.format(-0.0, decimals: 1, grouping: true) == "0.0")
        #expect(NumberText.format(100_000, decimals: 0, grouping: true) == "100,000")
    }

    @Test func figureKindsRoundOnceForEveryFormat() {
        // 2.75 entries → 2.8; 1,548.85 kcal → 1,549; iron 2.55 mg → 2.6 (× 10 = 25.5 → 26); −0.4 kcal → 0.
        #expect(FigureKind.countAverage.plain(2.75) == "2.8")
        #expect(FigureKind.kcal.grouped(1_548.85) == "1,549")
        #expect(FigureKind.kcal.rounded(1_548.85) == 1_549)
        #expect(FigureKind.nutrient(.iron).plain(2.55) == "2.6")
        #expect(FigureKind.kcal.plain(-0.4) == "0")
    }

    @Test func textTableAlignsAndTrims() {
        var table = TextTable([("Name", .left), ("Value", .right)])
        table.add(["Oats", "1,234"])
        table.addNote("Tue", "not logged")
        table.addRule()
        table.add(["Total", "5"])
        #expect(table.lines() == [
            "Name   Value",
            "Oats   1,234",
            "Tue    not logged",
            "------------",
            "Total      5",
        ])
    }

    @Test func csvQuotesCellsThatNeedIt() {
        #expect(StatsCSVFormatter.quoted("plain") == "plain")
        #expect(StatsCSVFormatter.quoted("a,b") == "\"a,b\"")
        #expect(StatsCSVFormatter.quoted("say \"hi\"") == "\"say \"\"hi\"\"\"")
    }

    @Test func columnNames() {
        #expect(StatsView.column(.vitaminC) == "vitc_mg")
        #expect(StatsView.column(.vitaminA) == "vita_mcg")
        #expect(StatsView.column(.calories) == "kcal")
        #expect(StatsCSVFormatter.dailyValueColumn(.sodium) == "sodium_dv_pct")
        #expect(Set(StatsCSVFormatter.columns).count == StatsCSVFormatter.columns.count)
    }
}
