import ChartKit
import Testing

/// The calendar heatmap: bins around the center, one cell per day in week columns, wrapping by year.
@Suite struct CalendarHeatmapTests {
    let measurer = ApproximateTextMeasurer()
    let monday = ChartDay(year: 2026, month: 11, day: 9)!

    @Test func binsAroundTheCenter() {
        // Goal 2,000, steps 5/15/30 %: edges at 1,400, 1,700, 1,900 | 2,100, 2,300, 2,600 kcal.
        let map = CalendarHeatmap(firstDay: monday, values: [], center: 2000)
        #expect(map.binCount == 7)
        #expect(map.bin(of: 1399) == 0)
        #expect(map.bin(of: 1400) == 1)  // exactly on an edge: the bin nearer the center
        #expect(map.bin(of: 1699) == 1)
        #expect(map.bin(of: 1700) == 2)
        #expect(map.bin(of: 1900) == 3)
        #expect(map.bin(of: 2000) == 3)
        #expect(map.bin(of: 2100) == 3)
        #expect(map.bin(of: 2101) == 4)
        #expect(map.bin(of: 2300) == 4)
        #expect(map.bin(of: 2301) == 5)
        #expect(map.bin(of: 2601) == 6)
        #expect(map.bin(of: nil) == nil)
        #expect(map.bin(of: .nan) == nil)
        #expect(CalendarHeatmap(firstDay: monday, values: [], center: 0).bin(of: 5) == nil)
    }

    @Test func oneCellPerDayInWeekColumns() throws {
        // 14 days from a Wednesday, one missing: 13 coloured cells; Monday-start rows.
        let wednesday = ChartDay(dayNumber: monday.dayNumber + 2)
        var values: [Double?] = Array(repeating: 2000, count: 14)
        values[3] = nil
        let chart = Chart(content: .calendarHeatmap(CalendarHeatmap(firstDay: wednesday, values: values, center: 2000)))
        let scene = chart.scene(size: Size(width: 640, height: 360), measurer: measurer)
        #expect(SceneChecks.problems(scene) == [])
        let cells = SceneChecks.rects(scene, filled: HeatmapColors.neutral)
        // The legend's swatch is one of them.
        #expect(cells.count == 13 + 1)
        let grid = cells.dropFirst().sorted { ($0.minX, $0.minY) < ($1.minX, $1.minY) }
        // Three week columns: Wed–Sun (4 coloured + the missing Saturday), Mon–Sun, Mon–Tue.
        let columns = Set(grid.map(\.minX))
        #expect(columns.count == 3)
        // The first cell (a Wednesday) sits two rows below the top of its column.
        let first = try #require(grid.first)
        let monday = try #require(grid.first { $0.minX > first.minX })
        #expect(abs((first.minY - monday.minY) / first.height - 2) < 0.5)
    }

    @Test func longSpansWrapByYear() {
        // Three calendar years of days wrap into three rows of weeks, each labelled with its year.
        let first = ChartDay(year: 2024, month: 3, day: 1)!
        let last = ChartDay(year: 2026, month: 10, day: 31)!
        let values: [Double?] = (0...(last.dayNumber - first.dayNumber)).map { Double(1500 + ($0 % 9) * 100) }
        let chart = Chart(content: .calendarHeatmap(CalendarHeatmap(firstDay: first, values: values, center: 2000)))
        let scene = chart.scene(size: Size(width: 640, height: 420), measurer: measurer)
        #expect(SceneChecks.problems(scene) == [])
        let texts = scene.texts.map(\.text)
        #expect(["2024", "2025", "2026"].allSatisfy(texts.contains))
    }

    @Test func fittedHeightLetsTheGridUseTheWholeWidth() throws {
        // One, three and eleven calendar years, at a page's width and at the chart command's default.
        for (firstYear, width) in [(2026, 920.0), (2024, 640), (2016, 920), (2016, 640)] {
            let first = ChartDay(year: firstYear, month: 1, day: 1)!
            let last = ChartDay(year: 2026, month: 12, day: 31)!
            let values: [Double?] = (0...(last.dayNumber - first.dayNumber)).map { Double(1500 + ($0 % 9) * 100) }
            let chart = Chart(
                title: "Intake",
                content: .calendarHeatmap(CalendarHeatmap(firstDay: first, values: values, center: 2000)))
            let height = try #require(chart.fittedHeight(width: width, measurer: measurer))
            let scene = chart.scene(size: Size(width: width, height: height), measurer: measurer)
            #expect(SceneChecks.problems(scene) == [])
            // The day cells (the legend's swatches are smaller than none of them but sit above the grid).
            let cells = scene.shapes.compactMap { shape -> Rect? in
                if case .rect(let rect) = shape.geometry, shape.fill != nil, rect.width == rect.height, rect.width >= 2
                {
                    return rect
                }
                return nil
            }
            let left = try #require(cells.map(\.minX).min())
            let right = try #require(cells.map(\.maxX).max())
            let bottom = try #require(cells.map(\.maxY).max())
            #expect(right - left >= 0.9 * (width - 24), "\(firstYear), width \(width): the grid spans \(right - left)")
            #expect(height - bottom <= 20, "\(firstYear), width \(width): \(height - bottom) left below the grid")
        }
        // Other kinds stretch to any height.
        #expect(
            Chart(content: .bars(BarChart(x: .categories(["a"]), series: [DataSeries(name: "v", values: [1])])))
                .fittedHeight(width: 640, measurer: measurer) == nil)
    }

    @Test func emptyAndTinyCanvases() {
        let none = Chart(
            content: .calendarHeatmap(CalendarHeatmap(firstDay: monday, values: [nil, nil], center: 2000)),
            emptyMessage: "nothing")
        #expect(
            none.scene(size: Size(width: 640, height: 360), measurer: measurer).texts.map(\.text).contains("nothing"))
        let tiny = Chart(
            content: .calendarHeatmap(CalendarHeatmap(firstDay: monday, values: [1, 2], center: 2000)),
            tooSmallMessage: "small")
        let scene = tiny.scene(size: Size(width: 40, height: 30), measurer: measurer)
        #expect(SceneChecks.problems(scene) == [])
    }
}
