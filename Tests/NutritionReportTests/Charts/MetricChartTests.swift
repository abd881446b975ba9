import ChartKit
import ChartKitCairo
import NutritionData
import NutritionReport
import NutritionStats
import Testing

/// The metric charts carry the engine's figures: one value per day (nil, never 0, where unknown),
/// goal and average lines, flags, and the donut's shares as the tables write them.
@Suite struct MetricChartTests {
    let period = ReportFixtures.figures().period

    func bars(_ chart: Chart) -> BarChart? { if case .bars(let bars) = chart.content { bars } else { nil } }
    func lines(_ chart: Chart) -> LineChart? { if case .lines(let lines) = chart.content { lines } else { nil } }

    @Test func dailyKcalBarsWithGoalAndAverage() throws {
        let chart = MetricChart.kcal.chart(for: period)
        let content = try #require(bars(chart))
        // Mon 1,470, Tue not logged (a gap), Wed 1,510, Thu 2,020, Fri 1,500.4, Sat 1,820.6, Sun 1,100.
        #expect(content.series[0].values == [1_470, nil, 1_510, 2_020, 1_500.4, 1_820.6, 1_100])
        #expect(
            content.x == .days((0..<7).map { ChartDay(dayNumber: ReportFixtures.date("2026-11-09").dayNumber + $0) }))
        #expect(content.referenceLines.map(\.label) == ["Goal 2,000", "Average 1,570"])
        #expect(content.referenceLines.map(\.value) == [2_000, 9_421.0 / 6])
        #expect(content.showsValueLabels)
        #expect(chart.title == "Energy intake" && chart.subtitle == "9–15 Nov 2026")
        let line = MetricChart.kcal.chart(for: period, style: MetricChartStyle(kind: .line, title: "Mine"))
        #expect(lines(line)?.series[0].values == content.series[0].values)
        #expect(line.title == "Mine")
    }

    @Test func macrosLeaveGapsWhereNutrientsAreUnknown() throws {
        let content = try #require(lines(MetricChart.macros.chart(for: period)))
        #expect(content.series.map(\.name) == ["Carbs", "Protein", "Fat"])
        // Carbs: Mon 196, Tue –, Wed 164, Thu 286, Fri 20 (the salad; the pizza has no nutrients), Sat 196, Sun 164.
        #expect(content.series[0].values == [196, nil, 164, 286, 20, 196, 164])
        #expect(MetricChart.macros.kinds == [.line, .bar])
        let stacked = try #require(bars(MetricChart.macros.chart(for: period, style: MetricChartStyle(kind: .bar))))
        #expect(stacked.arrangement == .stacked)
    }

    @Test func macroSplitShowsTheTablesShares() throws {
        let chart = MetricChart.macroSplit.chart(for: period)
        guard case .pie(let pie) = chart.content else {
            Issue.record("not a pie")
            return
        }
        // 55.6 %, 14.6 %, 29.8 %: rounded one by one they read 56, 15, 30 (101 in all), as in the tables;
        // the largest-remainder method would have made protein 14.
        #expect(pie.slices.map(\.shareText) == ["56 %", "15 %", "30 %"])
        #expect(pie.centerLabel == "1,570 kcal a day")
        let scene = chart.scene(size: Size(width: 640, height: 360), measurer: CairoTextMeasurer())
        #expect(scene.texts.contains { $0.text == "Protein 15 %" })
        #expect(!scene.texts.contains { $0.text.contains("14 %") })
    }

    @Test func dailyValuesFlagLimitsAndTargets() throws {
        let chart = MetricChart.dv.chart(for: period)
        guard case .horizontalBars(let hbar) = chart.content else {
            Issue.record("not horizontal bars")
            return
        }
        #expect(!hbar.rows.contains { $0.label == "Energy" })
        let sodium = try #require(hbar.rows.first { $0.label == "Sodium" })
        #expect(sodium.goal == .limit)
        #expect(abs(sodium.value - 12_925.0 / 6 / 2_300 * 100) < 1e-9)
        let potassium = try #require(hbar.rows.first { $0.label == "Potassium" })
        // A lower bound (21 % of the kcal have no food object) under its target: "? maybe under", as the
        // nutrient table's "unknown whether under", not "▼ under".
        #expect(potassium.goal == .target && potassium.isLowerBound && potassium.status(reference: 100) == .unknown)
        #expect(hbar.valueFormat.decimals == 0)  // labels rounded like the tables
    }

    @Test func energyIntakeAgainstSpent() throws {
        let content = try #require(bars(MetricChart.energy.chart(for: period)))
        #expect(content.series.map(\.name) == ["Intake", "Spent"])
        #expect(content.series[0].values == [1_470, nil, 1_510, 2_020, 1_500.4, 1_820.6, nil])  // Sun: no balance
        #expect(content.series[1].values == [2_070.7, nil, 1_952, 2_100, 350, 2_500, nil])
        #expect(content.arrangement == .grouped)
    }

    @Test func stepsWithTheGoal() throws {
        let content = try #require(bars(MetricChart.steps.chart(for: period)))
        #expect(content.series[0].values == [8_412, 12_034, 5_003, 10_000, 7_600, 15_321, nil])
        #expect(content.referenceLines.map(\.label) == ["Goal 10,000"])
    }

    @Test func emptyPeriodsSayWhy() {
        let empty = NutritionStatistics(entries: []).period(ReportFixtures.week)
        for metric in MetricChart.allCases {
            let scene = metric.chart(for: empty).scene(
                size: Size(width: 640, height: 360), measurer: CairoTextMeasurer())
            #expect(scene.texts.contains { $0.text.hasPrefix("No") || $0.text.hasPrefix("Nothing") }, "\(metric)")
        }
    }

    @Test func longSpansUseDateAxes() {
        // 90 days of kcal as a line: one x position per day, labelled by the date axis.
        let stats = ReportFixtures.statistics()
        let range = DateRange(first: ReportFixtures.date("2026-08-18"), last: ReportFixtures.date("2026-11-15"))!
        let chart = MetricChart.macros.chart(for: stats.period(range))
        let scene = chart.scene(size: Size(width: 640, height: 360), measurer: CairoTextMeasurer())
        #expect(scene.texts.contains { $0.text == "Oct" || $0.text == "Nov" || $0.text.hasPrefix("Oct ") })
    }
}
