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
