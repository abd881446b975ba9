import ChartKit
import Testing

/// A line chart's series drawn as points only (readings beside a trend line): every value a marker,
/// none joined, its legend swatch a marker; the other series keep their line.
@Suite struct PointsOnlySeriesTests {
    let measurer = ApproximateTextMeasurer()

    func scene(mark: DataSeries.Mark) -> Scene {
        let chart = Chart(
            content: .lines(
                LineChart(
                    x: .categories(["a", "b", "c", "d"]),
                    series: [
                        DataSeries(name: "Weigh-ins", values: [80, 79.5, nil, 79], mark: mark),
                        DataSeries(name: "Trend", values: [80, 79.95, 79.95, 79.86]),
                    ],
                    markers: .never)))
        return chart.scene(size: Size(width: 400, height: 240), measurer: measurer)
    }

    func polylines(_ scene: Scene) -> Int {
        scene.shapes.count { if case .polyline = $0.geometry { true } else { false } }
    }

    func circles(_ scene: Scene) -> Int {
        scene.shapes.count { if case .circle = $0.geometry { true } else { false } }
    }

    @Test func pointsAreMarkersAndNeverJoined() {
        let points = scene(mark: .points)
        let joined = scene(mark: .line)
        // Joined: the readings' run a–b is a line and d alone a marker; the trend one line. Points only:
        // the readings are three markers plus the legend's marker, and only the trend is a line.
        #expect(polylines(joined) == 2)
        #expect(polylines(points) == 1)
        #expect(circles(joined) == 1)
        #expect(circles(points) == 4)
    }
}

/// A line chart's series drawn as bars (intake under lines of energy spent): one translucent bar from
/// zero per present value, centred on the x value inside one slot per day, with no line or marker of its
/// own; the value axis reaches zero; the lines still pass through the slots' centres.
@Suite struct BarSeriesInLineChartTests {
    let measurer = ApproximateTextMeasurer()

    func rects(_ scene: Scene) -> [(rect: Rect, color: Color)] {
        scene.shapes.compactMap { shape in
            if case .rect(let rect) = shape.geometry, let fill = shape.fill { (rect, fill) } else { nil }
        }
    }

    @Test func barsStandInDaySlotsUnderTheLine() throws {
        let first = ChartDay(dayNumber: 20_000)
        let days = (0..<4).map { ChartDay(dayNumber: first.dayNumber + $0) }
        let intake: [Double?] = [2000, nil, 2400, 1800]
        let chart = Chart(
            content: .lines(
                LineChart(
                    x: .days(days),
                    series: [
                        DataSeries(name: "Spent", values: [2300, 2310, 2320, 2330]),
                        DataSeries(
                            name: "Intake", values: intake, color: Color(red: 0, green: 114, blue: 178), mark: .bars),
                    ],
                    markers: .never)))
        let scene = chart.scene(size: Size(width: 400, height: 240), measurer: measurer)
        let opaque = Color(red: 0, green: 114, blue: 178)
        let bars = rects(scene).filter { $0.color == opaque.withAlpha(0.5) }
        // Three present values: three bars (the legend's box has the same colour: one more, smaller one).
        let plotBars = bars.filter { $0.rect.height > 20 }
        #expect(plotBars.count == 3)
        // All stand on one baseline (zero is on the axis) and the tallest is 2,400.
        let bottoms = Set(plotBars.map { ($0.rect.maxY * 100).rounded() })
        #expect(bottoms.count == 1)
        let heights = plotBars.map(\.rect.height)
        let tallest = try #require(heights.max())
        let shortest = try #require(heights.min())
        #expect(abs(tallest / shortest - 2400.0 / 1800.0) < 0.01)
        // Four day slots: bars are 72 % of a slot wide and a slot apart between day 0 and day 2.
        let sorted = plotBars.sorted { $0.rect.minX < $1.rect.minX }
        let pitch = (sorted[1].rect.midX - sorted[0].rect.midX) / 2
        #expect(abs(sorted[0].rect.width - pitch * 0.72) < 0.01)
        // The line is one polyline through four points, and no marker is drawn for the bars.
        let polylines = scene.shapes.compactMap { if case .polyline(let points) = $0.geometry { points } else { nil } }
        let line = try #require(polylines.first { $0.count == 4 })
        #expect(abs(line[0].x - sorted[0].rect.midX) < 0.01)
        #expect(scene.shapes.count { if case .circle = $0.geometry { true } else { false } } == 0)
    }
}

/// A line chart's range (an interval around a line): one translucent polygon per run of values present
/// on both edges, widening the value axis to hold it, with a box swatch in the legend.
@Suite struct SeriesRangeTests {
    let measurer = ApproximateTextMeasurer()

    @Test func eachRunIsOnePolygonAndTheAxisHoldsIt() {
        let chart = Chart(
            content: .lines(
                LineChart(
                    x: .categories(["a", "b", "c", "d", "e"]),
                    series: [DataSeries(name: "E", values: [2000, 2010, nil, 2020, 2030])],
                    markers: .never,
                    ranges: [
                        SeriesRange(
                            name: "80 %", lower: [1900, 1910, nil, 1920, 1930], upper: [2100, 2110, 2200, 2120, .nan])
                    ])))
        let scene = chart.scene(size: Size(width: 400, height: 240), measurer: measurer)
        let polygons = scene.shapes.filter { if case .polygon = $0.geometry { true } else { false } }
        // a–b is a run of two; c lacks its lower edge and e its upper (NaN, counted): d alone is no area.
        #expect(polygons.count == 1)
        #expect(scene.skippedValues == 1)
        let labels = scene.items.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
        #expect(labels.contains("80 %"))
        // The axis reaches the range's 2,110 above the line's 2,030.
        let ticks = labels.compactMap { Double(String($0.filter(\.isNumber))) }
        #expect(ticks.contains { $0 >= 2110 && $0 <= 2300 })
    }
}
