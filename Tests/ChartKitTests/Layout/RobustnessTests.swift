import ChartKit
import Testing

/// No data, one point, all zeros, NaN and ±∞, huge values, 10,000 points.
@Suite struct RobustnessTests {
    let measurer = ApproximateTextMeasurer()
    let size = Size(width: 640, height: 360)

    func texts(_ scene: Scene) -> [String] { scene.texts.map(\.text) }

    @Test func checksCanFail() {
        // The invariant checker itself reports overlap and clipping.
        let run = TextRun(
            text: "x", anchor: Point(x: 5, y: 5), font: Font(size: 10), color: .black,
            extent: TextExtent(width: 20, ascent: 9, descent: 3))
        let scene = Scene(size: Size(width: 100, height: 100), background: .white, items: [.text(run), .text(run)])
        let problems = SceneChecks.problems(scene)
        #expect(problems.contains { $0.contains("overlaps") })
        #expect(problems.contains { $0.contains("outside") })  // the ascent reaches above y = 0
    }

    @Test func noDataShowsTheEmptyMessage() {
        let charts: [ChartContent] = [
            .bars(BarChart(x: .categories([]), series: [])),
            .lines(LineChart(x: .days([]), series: [DataSeries(name: "a", values: [])])),
            .horizontalBars(HorizontalBarChart(rows: [])),
            .pie(PieChart(slices: [])),
        ]
        for content in charts {
            let scene = Chart(title: "Energy", content: content, emptyMessage: "Nothing logged").scene(
                size: size, measurer: measurer)
            #expect(texts(scene) == ["Energy", "Nothing logged"])
            #expect(scene.shapes.isEmpty)
        }
    }

    @Test func tinyCanvasSaysItIsTooSmall() {
        let chart = Chart(
            title: "Energy",
            content: .bars(BarChart(x: .categories(["a"]), series: [DataSeries(name: "v", values: [1])])))
        let scene = chart.scene(size: Size(width: 200, height: 90), measurer: measurer)
        #expect(texts(scene) == ["Energy", "Too small to draw"])
        #expect(SceneChecks.problems(scene).isEmpty)
    }

    @Test func nonFiniteValuesAreSkippedAndCounted() {
        let chart = Chart(
            content: .bars(
                BarChart(
                    x: .categories(["a", "b", "c", "d", "e"]),
                    series: [DataSeries(name: "v", values: [1, .infinity, -.infinity, .nan, 2])])))
        let scene = chart.scene(size: size, measurer: measurer)
        #expect(scene.skippedValues == 3)
        #expect(SceneChecks.rects(scene, filled: Theme.light.palette[0]).count == 2)
        #expect(SceneChecks.problems(scene).isEmpty)
    }

    @Test func allNaNIsEmptyButCounted() {
        let chart = Chart(
            content: .lines(
                LineChart(x: .numbers([1, 2, 3]), series: [DataSeries(name: "v", values: [.nan, .nan, .nan])])))
        let scene = chart.scene(size: size, measurer: measurer)
        #expect(scene.skippedValues == 3)
        #expect(texts(scene) == ["No data to show"])
    }

    @Test func allZerosDrawAnAxisFromZeroToOne() {
        let chart = Chart(
            content: .bars(BarChart(x: .categories(["a", "b"]), series: [DataSeries(name: "v", values: [0, 0])])))
        let scene = chart.scene(size: size, measurer: measurer)
        // NiceTicks(0, 0) widens to 0…1 in steps of 0.2.
        #expect(["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"].allSatisfy(texts(scene).contains))
        #expect(SceneChecks.problems(scene).isEmpty)
    }

    @Test func onePointLineDrawsAMarker() {
        let chart = Chart(
            content: .lines(
                LineChart(
                    x: .days([ChartDay(dayNumber: 20_766)]), series: [DataSeries(name: "v", values: [1800])],
                    markers: .never)))
        let scene = chart.scene(size: size, measurer: measurer)
        let circles = scene.shapes.filter { if case .circle = $0.geometry { true } else { false } }
        #expect(circles.count == 1)  // an isolated point is always marked, even with markers off
        #expect(texts(scene).contains("Mon 9"))
        #expect(SceneChecks.problems(scene).isEmpty)
    }

    @Test func valuesBeyondTheLimitAreClampedAndCounted() {
        // 1e307 and -2e306 are drawn at ±1e306; exactly 1e306 is not beyond it; infinity is skipped.
        let bars = Chart(
            content: .bars(
                BarChart(
                    x: .categories(["a", "b", "c", "d"]),
                    series: [DataSeries(name: "v", values: [1e307, -2e306, 1e306, .infinity])])))
        let scene = bars.scene(size: size, measurer: measurer)
        #expect(scene.clampedValues == 2 && scene.skippedValues == 1)
        #expect(SceneChecks.problems(scene).isEmpty)
        // Every kind counts in the same place: a line's x and y, a pie slice, a horizontal bar.
        let line = Chart(
            content: .lines(LineChart(x: .numbers([1, 5e306]), series: [DataSeries(name: "v", values: [1, 3e306])])))
        #expect(line.scene(size: size, measurer: measurer).clampedValues == 2)
        let pie = Chart(
            content: .pie(PieChart(slices: [PieSlice(label: "a", value: 1e308), PieSlice(label: "b", value: 1)])))
        #expect(pie.scene(size: size, measurer: measurer).clampedValues == 1)
        let hbar = Chart(
            content: .horizontalBars(HorizontalBarChart(rows: [HorizontalBarRow(label: "a", value: 7e306)])))
        #expect(hbar.scene(size: size, measurer: measurer).clampedValues == 1)
        // Values at or within the limit are not counted.
        let plain = Chart(
            content: .bars(
                BarChart(x: .categories(["a", "b"]), series: [DataSeries(name: "v", values: [1e306, -1e306])])))
        #expect(plain.scene(size: size, measurer: measurer).clampedValues == 0)
    }

    @Test func hugeValuesStayFinite() {
        let chart = Chart(
            content: .bars(
                BarChart(
                    x: .categories(["a", "b"]), series: [DataSeries(name: "v", values: [1e300, -3e299])],
                    valueAxis: ValueAxis(format: .compact))))
        let scene = chart.scene(size: size, measurer: measurer)
        #expect(SceneChecks.problems(scene).isEmpty)
        #expect(texts(scene).contains { $0.hasSuffix("e300") })
    }

    @Test func tenThousandPointsAreThinnedToThePixelGrid() {
        let count = 10_000
        let values: [Double?] = (0..<count).map { i in Double(i % 97) * 10 + Double(i) / 100 }
        let chart = Chart(
            content: .lines(
                LineChart(x: .numbers((0..<count).map(Double.init)), series: [DataSeries(name: "v", values: values)])))
        let scene = chart.scene(size: size, measurer: measurer)
        let lines = SceneChecks.polylines(scene)
        #expect(lines.count == 1)
        let points = lines.first ?? []
        // At most first, lowest, highest and last per pixel column of a plot under 640 px wide.
        #expect(points.count <= 4 * 640)
        #expect(points.count > 100)
        // No markers: the points are far closer than 10 px.
        #expect(!scene.shapes.contains { if case .circle = $0.geometry { true } else { false } })
        #expect(SceneChecks.problems(scene).isEmpty)
    }
}
