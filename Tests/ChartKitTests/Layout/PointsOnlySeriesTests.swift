import ChartKit
import Testing

/// A line chart's series drawn as points only (readings beside a trend line): every value a marker,
/// none joined, its legend swatch a marker; the other series keep their line.
@Suite struct PointsOnlySeriesTests {
    let measurer = ApproximateTextMeasurer()

    func scene(pointsOnly: Bool) -> Scene {
        let chart = Chart(content: .lines(LineChart(
            x: .categories(["a", "b", "c", "d"]),
            series: [
                DataSeries(name: "Weigh-ins", values: [80, 79.5, nil, 79], pointsOnly: pointsOnly),
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
        let points = scene(pointsOnly: true)
        let joined = scene(pointsOnly: false)
        // Joined: the readings' run a–b is a line and d alone a marker; the trend one line. Points only:
        // the readings are three markers plus the legend's marker, and only the trend is a line.
        #expect(polylines(joined) == 2)
        #expect(polylines(points) == 1)
        #expect(circles(joined) == 1)
        #expect(circles(points) == 4)
    }
}

/// A line chart's range (an interval around a line): one translucent polygon per run of values present
/// on both edges, widening the value axis to hold it, with a box swatch in the legend.
@Suite struct SeriesRangeTests {
    let measurer = ApproximateTextMeasurer()

    @Test func eachRunIsOnePolygonAndTheAxisHoldsIt() {
        let chart = Chart(content: .lines(LineChart(
            x: .categories(["a", "b", "c", "d", "e"]),
            series: [DataSeries(name: "E", values: [2000, 2010, nil, 2020, 2030])],
            markers: .never,
            ranges: [SeriesRange(name: "80 %", lower: [1900, 1910, nil, 1920, 1930], upper: [2100, 2110, 2200, 2120, .nan])])))
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
