import ChartKit
import GrowthTestSupport
import NutritionData
import NutritionReport
import Testing

/// Charts of CSV columns (`chart --csv`): the x column's type, the kinds, gaps, and errors naming
/// file, line and field.
@Suite struct CSVChartTests {
    static let week =
        "date,kcal,protein\n2026-11-09,2140,96\n2026-11-10,1980,110\n2026-11-11,,84\n2026-11-12,2050,102\n"

    @Test func dateColumnGivesADateAxisAndGapsForEmptyValues() throws {
        let request = CSVChart(file: "week.csv", xColumn: "date", yColumns: ["kcal"], kind: .bar)
        let result = try request.chart(from: Array(Self.week.utf8), title: nil, theme: .light)
        #expect(result.rows == 4 && result.emptyValues == 1)
        guard case .bars(let bars) = result.chart.content else {
            Issue.record("not bars")
            return
        }
        let monday = try #require(ChartDay(year: 2026, month: 11, day: 9))
        #expect(bars.x == .days((0..<4).map { ChartDay(dayNumber: monday.dayNumber + $0) }))
        #expect(bars.series == [DataSeries(name: "kcal", values: [2140, 1980, nil, 2050])])
        let texts = result.chart.scene(size: Size(width: 640, height: 360), measurer: ApproximateTextMeasurer()).texts
            .map(\.text)
        #expect(texts.contains("Mon 9") && texts.contains("Thu 12"))
    }

    @Test func pieOfManyRowsGroupsTheSmallOnesAsOther() throws {
        // 10 rows, total 100: the 7 largest (40 … 4) keep their slices, 3 + 2 + 1 = 6 is Other.
        let rows = zip("ABCDEFGHIJ", [40, 20, 10, 8, 7, 5, 4, 3, 2, 1]).map { "\($0),\($1)\n" }.joined()
        let result = try CSVChart(file: "m.csv", xColumn: "meal", yColumns: ["kcal"], kind: .pie)
            .chart(from: Array(("meal,kcal\n" + rows).utf8), title: nil, theme: .dark)
        #expect(result.groupedRows == 3)
        #expect(result.note == "10 rows from m.csv; 3 rows drawn as one slice, Other")
        guard case .pie(let pie) = result.chart.content else {
            Issue.record("not a pie")
            return
        }
        #expect(pie.slices.map(\.label) == ["A", "B", "C", "D", "E", "F", "G", "Other"])
        // Other is grey (the theme's axis colour), not a ninth palette colour.
        #expect(pie.slices.last == PieSlice(label: "Other", value: 6, color: Theme.dark.axis))
        let texts = result.chart.scene(size: Size(width: 640, height: 360), measurer: ApproximateTextMeasurer()).texts
            .map(\.text)
        #expect(texts.contains("Other 6 %") && texts.contains("A 40 %"))
    }

    @Test func pieTimeGrowsLinearlyInTheRows() throws {
        // 4,000 rows took 4 s and 25,000 past a minute; now rows are parsed, ranked and grouped in n log n.
        func csv(_ rows: Int) -> [UInt8] {
            Array(("meal,kcal\n" + (0..<rows).map { "Food \($0),\($0 % 997 + 1)\n" }.joined()).utf8)
        }
        let request = CSVChart(file: "m.csv", xColumn: "meal", yColumns: ["kcal"], kind: .pie)
        let small = csv(5_000)
        let large = csv(20_000)
        func draw(_ bytes: [UInt8]) throws {
            _ = try request.chart(from: bytes, title: nil, theme: .light).chart.scene(
                size: Size(width: 640, height: 360),
                measurer: ApproximateTextMeasurer())
        }
        let ratio = try GrowthRatio.of(runs: 3, small: { try draw(small) }, large: { try draw(large) })
        #expect(ratio < 10, "4n rows took \(ratio) times as long as n")
        // No row holds 1 % of the total (at most 997 of about 10 million): all of them are Other.
        #expect(try request.chart(from: large, title: nil, theme: .light).groupedRows == 20_000)
    }

    @Test func kindsMapToChartContent() throws {
        let csv = Array("meal,kcal,pct\nBreakfast,520,40\nLunch,780,120\n".utf8)
        func content(_ kind: CSVChart.Kind, _ y: [String]) throws -> ChartContent {
            try CSVChart(file: "m.csv", xColumn: "meal", yColumns: y, kind: kind).chart(
                from: csv, title: nil, theme: .light
            ).chart.content
        }
        #expect(
            try content(.pie, ["kcal"])
                == .pie(
                    PieChart(slices: [PieSlice(label: "Breakfast", value: 520), PieSlice(label: "Lunch", value: 780)])))
        guard case .horizontalBars(let hbar) = try content(.hbar, ["pct"]) else {
            Issue.record("not hbar")
            return
        }
        #expect(hbar.rows.map(\.value) == [40, 120])
        guard case .bars(let stacked) = try content(.stacked, ["kcal", "pct"]) else {
            Issue.record("not bars")
            return
        }
        #expect(stacked.arrangement == .stacked && stacked.series.count == 2)
        guard case .lines(let line) = try content(.line, ["kcal"]) else {
            Issue.record("not lines")
            return
        }
        #expect(line.x == .categories(["Breakfast", "Lunch"]))
    }

    @Test func hbarShowsPercentAndTheReferenceOnlyForDailyValueColumns() throws {
        let csv = Array("food,kcal,sodium_dv_pct,Fiber % DV\nOats,380,2,36\nRamen,520,75,9\n".utf8)
        func texts(_ y: String) throws -> [String] {
            let chart = try CSVChart(file: "f.csv", xColumn: "food", yColumns: [y], kind: .hbar).chart(
                from: csv, title: nil, theme: .light
            ).chart
            return chart.scene(size: Size(width: 640, height: 360), measurer: ApproximateTextMeasurer()).texts.map(
                \.text)
        }
        let kcal = try texts("kcal")
        #expect(kcal.contains("380") && kcal.contains("520"))
        #expect(!kcal.contains { $0.contains("%") }, "plain kcal are not percentages: \(kcal)")
        for column in ["sodium_dv_pct", "Fiber % DV"] {
            let dv = try texts(column)
            #expect(dv.contains("100 %"), "\(column): \(dv)")
            #expect(dv.contains { $0.hasPrefix("75 %") || $0.hasPrefix("36 %") })
        }
    }

    @Test func numericXIsNumericForLinesOnly() throws {
        let csv = Array("minute,bpm\n0,62\n5,88\n10,120\n".utf8)
        let line = try CSVChart(file: "h.csv", xColumn: "minute", yColumns: ["bpm"], kind: .line).chart(
            from: csv, title: nil, theme: .light)
        guard case .lines(let chart) = line.chart.content else {
            Issue.record("not lines")
            return
        }
        #expect(chart.x == .numbers([0, 5, 10]))
        let bar = try CSVChart(file: "h.csv", xColumn: "minute", yColumns: ["bpm"], kind: .bar).chart(
            from: csv, title: nil, theme: .light)
        guard case .bars(let bars) = bar.chart.content else {
            Issue.record("not bars")
            return
        }
        #expect(bars.x == .categories(["0", "5", "10"]))
    }

    @Test func dataErrorsNameFileLineAndField() {
        func error(_ text: String, x: String = "date", y: [String] = ["kcal"], kind: CSVChart.Kind = .bar) -> String? {
            do {
                _ = try CSVChart(file: "d.csv", xColumn: x, yColumns: y, kind: kind).chart(
                    from: Array(text.utf8), title: nil, theme: .light)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            error("date,kcal\n2026-11-09,2140\n2026-11-10,lots\n")
                == "d.csv:3: field 'kcal': expected a number, found \"lots\"")
        #expect(
            error("date,kcal\n2026-11-09,1\n", y: ["fat"])
                == "d.csv:1: field 'fat': no such column; the header has 'date', 'kcal'")
        #expect(
            error("date,kcal\n2026-11-09,1\nyesterday,2\n")
                == "d.csv:3: field 'date': expected a date YYYY-MM-DD like the rows above, found \"yesterday\"")
        #expect(
            error("date,kcal\n2026-11-09,1\n2026-11-09,2\n")
                == "d.csv:3: field 'date': 2026-11-09 appears again (first on line 2); give one row per date")
        #expect(error("date,kcal\n,1\n") == "d.csv:2: field 'date': the x value is empty")
        #expect(
            error("meal,kcal\nLunch,-5\n", x: "meal", kind: .pie)
                == "d.csv:2: field 'kcal': a pie slice cannot be negative, found -5")
        #expect(
            error("meal,kcal,fat\nLunch,5,1\n", x: "meal", y: ["kcal", "fat"], kind: .pie)
                == "d.csv:1: field 'kcal,fat': a pie chart shows one --y column, not 2")
    }

    @Test func theNoteCountsRowsAndGaps() throws {
        let result = try CSVChart(file: "week.csv", xColumn: "date", yColumns: ["kcal", "protein"], kind: .line)
            .chart(from: Array(Self.week.utf8), title: nil, theme: .light)
        #expect(result.note == "4 rows from week.csv; 1 empty value left as gaps")
        let full = try CSVChart(file: "week.csv", xColumn: "date", yColumns: ["protein"], kind: .bar)
            .chart(from: Array(Self.week.utf8), title: nil, theme: .light)
        #expect(full.note == "4 rows from week.csv")
    }
}
