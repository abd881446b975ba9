import NutriStatsCommandLine
import NutriStatsConfiguration
import NutritionReport
import Testing

@Suite struct ChartFlagsTests {
    @Test func eachSourceWithItsOwnFlags() throws {
        #expect(try ChartFlags(metric: "KCAL", hasFoodInput: true).choice() == .metric(.kcal, kind: nil))
        #expect(
            try ChartFlags(metric: "steps", kind: .line, hasActivity: true, periodChosen: true).choice()
                == .metric(.steps, kind: .line))
        #expect(try ChartFlags(metric: "Weight", hasBody: true).choice() == .body(.weight))
        #expect(try ChartFlags(metric: "pantry", pantry: "p.csv").choice() == .pantry(file: "p.csv"))
        #expect(
            try ChartFlags(csv: "d.csv", x: "date", y: " kcal , fat").choice()
                == .csv(CSVChart(file: "d.csv", xColumn: "date", yColumns: ["kcal", "fat"], kind: .bar)))
    }

    @Test func flagsOutOfPlaceAreRefusedInOrder() throws {
        #expect(throws: UsageProblem.chartNeedsData) { try ChartFlags().choice() }
        #expect(throws: UsageProblem.pantryMetricNeedsFile) { try ChartFlags(metric: "pantry").choice() }
        #expect(throws: UsageProblem.pantryMetricOnly) {
            try ChartFlags(metric: "pantry", pantry: "p.csv", hasFoodInput: true).choice()
        }
        #expect(throws: UsageProblem.pantryWithoutPantryMetric) {
            try ChartFlags(metric: "kcal", pantry: "p.csv").choice()
        }
        #expect(throws: UsageProblem.bodyMetricNeedsBody("weight")) { try ChartFlags(metric: "weight").choice() }
        #expect(throws: UsageProblem.bodyMetricOneWay("expenditure")) {
            try ChartFlags(metric: "expenditure", kind: .bar, hasBody: true).choice()
        }
        #expect(throws: UsageProblem.metricAndCSV) { try ChartFlags(metric: "kcal", csv: "d.csv").choice() }
        #expect(throws: UsageProblem.metricNeedsData) { try ChartFlags(metric: "kcal", hasBody: true).choice() }
        #expect(throws: UsageProblem.metricOneKind("macro-split")) {
            try ChartFlags(metric: "macro-split", kind: .line, hasFoodInput: true).choice()
        }
        #expect(throws: UsageProblem.metricKind("kcal", kinds: "bar or line", given: "pie")) {
            try ChartFlags(metric: "kcal", kind: .pie, hasFoodInput: true).choice()
        }
        #expect(throws: UsageProblem.csvWithMetricInputs) { try ChartFlags(csv: "d.csv", hasActivity: true).choice() }
        #expect(throws: UsageProblem.csvNeedsX) { try ChartFlags(csv: "d.csv", x: "").choice() }
        // Empty names between commas are dropped; a name of spaces is empty.
        #expect(throws: UsageProblem.csvNeedsY) { try ChartFlags(csv: "d.csv", x: "date", y: ",").choice() }
        #expect(throws: UsageProblem.csvNeedsY) { try ChartFlags(csv: "d.csv", x: "date", y: "kcal, ").choice() }
        #expect(
            try ChartFlags(csv: "d.csv", x: "date", y: "kcal,").choice()
                == .csv(CSVChart(file: "d.csv", xColumn: "date", yColumns: ["kcal"], kind: .bar)))
    }

    @Test func anUnknownMetricListsEveryName() {
        let names = "kcal, macros, macro-split, dv, energy, steps, heatmap, weight, expenditure"
        #expect(throws: UsageProblem.metric("Kcals", names: names)) {
            try ChartFlags(metric: "Kcals", hasFoodInput: true).choice()
        }
    }
}
