import ChartKit
import Testing

/// What each kind draws, checked on the scene.
@Suite struct KindTests {
    let measurer = ApproximateTextMeasurer()
    let size = Size(width: 640, height: 360)
    let blue = Theme.light.palette[0]

    @Test func negativeBarGoesDownFromTheBaseline() throws {
        let chart = Chart(
            content: .bars(
                BarChart(x: .categories(["Mon", "Tue"]), series: [DataSeries(name: "net", values: [300, -200])])))
        let scene = chart.scene(size: size, measurer: measurer)
        let bars = SceneChecks.rects(scene, filled: blue)
        try #require(bars.count == 2)
        // The positive bar ends where the negative one starts: on the zero line.
        #expect(abs(bars[0].maxY - bars[1].minY) < 1e-9)
        // Heights in proportion: 300 : 200.
        #expect(abs(bars[0].height / bars[1].height - 1.5) < 1e-9)
        #expect(bars[0].minX < bars[1].minX)
    }

    @Test func valueLabelsStayClearOfReferenceLines() throws {
        // Bars just under and just over the goal: the label above each would sit on the goal line.
        let values: [Double] = [9202, 9500, 9800, 9950, 10100, 10300, 4000, -300]
        let days = (0..<values.count).map { "d\($0)" }
        for height in [240.0, 360, 720] {
            let chart = Chart(
                content: .bars(
                    BarChart(
                        x: .categories(days), series: [DataSeries(name: "steps", values: values)],
                        referenceLines: [
                            ReferenceLine(value: 10_000, label: "Goal 10,000", showsValue: false, pattern: .dashed)
                        ],
                        showsValueLabels: true)))
            let scene = chart.scene(size: Size(width: 640, height: height), measurer: measurer)
            var dashed: [Double] = []
            for shape in scene.shapes {
                if case .line(let a, let b) = shape.geometry, let stroke = shape.stroke, !stroke.dash.isEmpty,
                    a.y == b.y
                {
                    dashed.append(a.y)
                }
            }
            let goal = try #require(dashed.first)
            let labels = scene.texts.filter { run in values.map { ValueFormat.plain.string($0) }.contains(run.text) }
            #expect(labels.count >= 4, "most bars keep their label at height \(height)")
            for label in labels {
                let box = label.box.boundingRect
                #expect(
                    !(box.minY - 1...box.maxY + 1).contains(goal),
                    "'\(label.text)' \(box) crosses the goal line at y \(goal), height \(height)")
            }
            #expect(SceneChecks.problems(scene).isEmpty, "\(SceneChecks.problems(scene))")
        }
    }

    @Test func stackedSeriesStackUpAndDown() throws {
        let chart = Chart(
            content: .bars(
                BarChart(
                    x: .categories(["Mon"]),
                    series: [
                        DataSeries(name: "eaten", values: [2000]), DataSeries(name: "rest", values: [-1500]),
                        DataSeries(name: "active", values: [-500]),
                    ], arrangement: .stacked)))
        let scene = chart.scene(size: size, measurer: measurer)
        let palette = Theme.light.palette
        // The last rectangle of each colour is the bar (the legend's swatches come first).
        let eaten = try #require(SceneChecks.rects(scene, filled: palette[0]).last)
        let rest = try #require(SceneChecks.rects(scene, filled: palette[1]).last)
        let active = try #require(SceneChecks.rects(scene, filled: palette[2]).last)
        #expect(abs(eaten.maxY - rest.minY) < 1e-9)  // both meet at zero
        #expect(abs(rest.maxY - active.minY) < 1e-9)  // active continues below rest
        #expect(abs(eaten.height - (rest.height + active.height)) < 1e-9)  // 2000 = 1500 + 500
        #expect(eaten.minX == rest.minX && rest.width == active.width)
        // The legend names all three.
        #expect(["eaten", "rest", "active"].allSatisfy(scene.texts.map(\.text).contains))
    }

    @Test func groupedBarsSitSideBySide() throws {
        let chart = Chart(
            content: .bars(
                BarChart(
                    x: .categories(["Mon"]),
                    series: [
                        DataSeries(name: "a", values: [10]), DataSeries(name: "b", values: [20]),
                    ])))
        let scene = chart.scene(size: size, measurer: measurer)
        let a = try #require(SceneChecks.rects(scene, filled: Theme.light.palette[0]).last)
        let b = try #require(SceneChecks.rects(scene, filled: Theme.light.palette[1]).last)
        #expect(a.maxX <= b.minX)
        #expect(abs(b.height - 2 * a.height) < 1e-9)
    }

    @Test func missingValuesBreakTheLine() {
        // nil and NaN both leave gaps: [1, 2, –, 4, 5, NaN, 7] → runs of 2, 2 and 1 point.
        let chart = Chart(
            content: .lines(
                LineChart(
                    x: .numbers([1, 2, 3, 4, 5, 6, 7]),
                    series: [DataSeries(name: "v", values: [1, 2, nil, 4, 5, .nan, 7])], markers: .never)))
        let scene = chart.scene(size: size, measurer: measurer)
        #expect(SceneChecks.polylines(scene).map(\.count) == [2, 2])
        let circles = scene.shapes.filter { if case .circle = $0.geometry { true } else { false } }
        #expect(circles.count == 1)  // the lone last point
        #expect(scene.skippedValues == 1)  // the NaN (nil is simply missing)
    }

    /// Automatic markers are decided once: the legend shows them exactly when the plot does, also
    /// near the point count where they switch off.
    @Test func legendAndPlotAgreeOnMarkers() {
        for points in 30...80 {
            let values = (0..<points).map { Double($0 % 7) }
            let chart = Chart(
                content: .lines(
                    LineChart(
                        x: .numbers((0..<points).map(Double.init)),
                        series: [
                            DataSeries(name: "a", values: values),
                            DataSeries(name: "b", values: values.map { $0 + 1 }),
                        ],
                        valueAxis: ValueAxis(title: "g"))))
            let scene = chart.scene(size: size, measurer: measurer)
            let circles = scene.shapes.filter { if case .circle = $0.geometry { true } else { false } }.count
            #expect(circles == 0 || circles == 2 + 2 * points, "\(points) points: \(circles) circles")
        }
    }

    @Test func areaFillReachesTheZeroLine() throws {
        let chart = Chart(
            content: .lines(
                LineChart(
                    x: .numbers([0, 1, 2]), series: [DataSeries(name: "v", values: [5, 10, 5], fillsArea: true)],
                    valueAxis: ValueAxis(includesZero: true))))
        let scene = chart.scene(size: size, measurer: measurer)
        let polygon = try #require(
            scene.shapes.compactMap { shape -> [Point]? in
                if case .polygon(let points) = shape.geometry { return points } else { return nil }
            }.first)
        let line = try #require(SceneChecks.polylines(scene).first)
        #expect(polygon.count == 5)  // three data points and two on the baseline
        #expect(polygon[3].y == polygon[4].y && polygon[3].y > line.map(\.y).max() ?? 0)
    }

    @Test func referenceLinesAndBandsAreLabelledInTheMargin() {
        let chart = Chart(
            content: .bars(
                BarChart(
                    x: .categories(["a", "b"]), series: [DataSeries(name: "v", values: [1800, 2300])],
                    referenceLines: [ReferenceLine(value: 2000, label: "Goal")],
                    bands: [Band(lower: 1900, upper: 2100, label: "Range")])))
        let scene = chart.scene(size: size, measurer: measurer)
        let goal = scene.texts.first { $0.text == "Goal 2,000" }
        let range = scene.texts.first { $0.text == "Range" }
        #expect(goal != nil && range != nil)
        // Both want y(2000) (the band's middle); they are stacked apart instead of overlapping.
        #expect(SceneChecks.problems(scene).isEmpty)
        let dashed = scene.shapes.contains { $0.stroke?.dash == [6, 4] }
        #expect(dashed)
    }

    @Test func horizontalBarStatuses() {
        #expect(HorizontalBarRow(label: "Sodium", value: 132, goal: .limit).status(reference: 100) == .overLimit)
        #expect(HorizontalBarRow(label: "Sodium", value: 100, goal: .limit).status(reference: 100) == .within)
        #expect(HorizontalBarRow(label: "Fiber", value: 46, goal: .target).status(reference: 100) == .underTarget)
        #expect(HorizontalBarRow(label: "Fiber", value: 100, goal: .target).status(reference: 100) == .within)
        #expect(HorizontalBarRow(label: "Sugar", value: 300).status(reference: 100) == .neutral)
    }

    @Test func overLimitAndUnderTargetHaveNonColourCues() {
        let chart = Chart(
            content: .horizontalBars(
                HorizontalBarChart(rows: [
                    HorizontalBarRow(label: "Sodium", value: 132, goal: .limit),
                    HorizontalBarRow(label: "Fiber", value: 46, goal: .target),
                    HorizontalBarRow(label: "Protein", value: 110, goal: .target),
                ])))
        let scene = chart.scene(size: size, measurer: measurer)
        let texts = scene.texts.map(\.text)
        #expect(texts.contains("132 % ▲ over"))
        #expect(texts.contains("46 % ▼ under"))
        #expect(texts.contains("110 %"))
        #expect(texts.contains("Over limit ▲") && texts.contains("Under target ▼"))
        // Hatching: background-coloured diagonal strokes over the over-limit bar.
        let hatch = scene.shapes.filter { $0.stroke?.color == Theme.light.background.withAlpha(0.85) }
        #expect(hatch.count > 5)
        // The 100 % reference: a dashed vertical line with its label above the plot.
        #expect(texts.contains("100 %"))
        #expect(SceneChecks.problems(scene).isEmpty)
    }

    @Test func pieSlicesRunClockwiseFromTwelve() throws {
        let chart = Chart(
            content: .pie(PieChart(slices: [PieSlice(label: "a", value: 3), PieSlice(label: "b", value: 1)])))
        let scene = chart.scene(size: size, measurer: measurer)
        let wedges = scene.shapes.compactMap { shape -> (Double, Double)? in
            if case .wedge(_, _, _, let start, let end) = shape.geometry { return (start, end) } else { return nil }
        }
        try #require(wedges.count == 2)
        // 3 of 4 → 270° from −90° (12 o'clock) to 180°; then 90° more.
        #expect(abs(wedges[0].0 + Double.pi / 2) < 1e-12 && abs(wedges[0].1 - Double.pi) < 1e-12)
        #expect(abs(wedges[1].1 - 1.5 * Double.pi) < 1e-12)
        #expect(scene.texts.map(\.text).contains("a 75 %"))  // legend
    }

    @Test func piePercentagesAddUpToAHundred() {
        let chart = Chart(
            content: .pie(PieChart(slices: [1, 1, 1].enumerated().map { PieSlice(label: "s\($0)", value: $1) })))
        let texts = chart.scene(size: size, measurer: measurer).texts.map(\.text)
        // 33.3 % each: floors 33 + 33 + 33 = 99; the missing point goes to the first (ties by order).
        #expect(texts.contains("s0 34 %") && texts.contains("s1 33 %") && texts.contains("s2 33 %"))
    }

    @Test func tinySliceReadsLessThanOnePercentAndNegativeIsSkipped() {
        // 0.4 : 99.6 → floors 0 and 99, the missing point goes to the larger remainder (0.6) → 0 and 100.
        let chart = Chart(
            content: .pie(
                PieChart(slices: [
                    PieSlice(label: "tiny", value: 0.4), PieSlice(label: "big", value: 99.6),
                    PieSlice(label: "bad", value: -5), PieSlice(label: "none", value: 0),
                ])))
        let scene = chart.scene(size: size, measurer: measurer)
        let texts = scene.texts.map(\.text)
        #expect(texts.contains("tiny <1 %") && texts.contains("big 100 %"))
        #expect(!texts.contains { $0.hasPrefix("bad") || $0.hasPrefix("none") })
        #expect(scene.skippedValues == 1)
        #expect(SceneChecks.problems(scene).isEmpty)
    }

    @Test func smallSlicesGetOutsideLabelsWithLeaders() {
        let slices = [PieSlice(label: "big", value: 900)] + (0..<6).map { PieSlice(label: "s\($0)", value: 10) }
        let scene = Chart(content: .pie(PieChart(slices: slices))).scene(size: size, measurer: measurer)
        let leaders = scene.shapes.filter {
            if case .polyline(let points) = $0.geometry { points.count == 3 } else { false }
        }
        #expect(leaders.count == 6)
        #expect(SceneChecks.problems(scene).isEmpty)
    }

    @Test func legendWrapsToSeveralRows() {
        let series = (0..<12).map { DataSeries(name: "Series number \($0)", values: [Double($0)]) }
        let scene = Chart(content: .bars(BarChart(x: .categories(["a"]), series: series))).scene(
            size: Size(width: 400, height: 400), measurer: measurer)
        let legendRows = Set(scene.texts.filter { $0.text.hasPrefix("Series") }.map(\.anchor.y))
        #expect(legendRows.count >= 3)
        #expect(SceneChecks.problems(scene).isEmpty)
    }
}
