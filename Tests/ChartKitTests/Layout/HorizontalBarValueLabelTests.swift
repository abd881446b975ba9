import ChartKit
import Testing

/// Where a horizontal bar's value label goes: by its bar when it fits before the dashed reference line,
/// past the line when it would cross it; never across the line, a bar, or the canvas edge. And the
/// legend of such a chart: only the bar styles the chart draws.
@Suite struct HorizontalBarValueLabelTests {
    let measurer = ApproximateTextMeasurer()

    /// Rows whose labels would reach across 100 % from their bar's end (63, 88, 96, 99.9 % and a lower
    /// bound at 75 %), one that ends on the line, one that fits before it and two past it.
    static let rows = [
        HorizontalBarRow(label: "Sodium", value: 132, goal: .limit),
        HorizontalBarRow(label: "Saturated fat", value: 96, goal: .limit),
        HorizontalBarRow(label: "Cholesterol", value: 41, goal: .limit),
        HorizontalBarRow(label: "Potassium", value: 63, goal: .target),
        HorizontalBarRow(label: "Iron", value: 88, goal: .target),
        HorizontalBarRow(label: "Vitamin A", value: 75, goal: .target, isLowerBound: true),
        HorizontalBarRow(label: "Folate", value: 99.9, goal: .target),
        HorizontalBarRow(label: "Calcium", value: 100, goal: .target),
        HorizontalBarRow(label: "Protein", value: 188, goal: .target),
    ]
    static let values = [
        "132 % ▲ over", "96 %", "41 %", "63 % ▼ under", "88 % ▼ under", "≥ 75 % ? maybe under",
        "99.9 % ▼ under", "100 %", "188 %",
    ]

    /// The dashed vertical reference line (dashes of 6 and 4 px): its x, top and bottom.
    static func referenceLine(_ scene: Scene) -> (x: Double, top: Double, bottom: Double)? {
        for shape in scene.shapes where shape.stroke?.dash == [6, 4] {
            if case .line(let a, let b) = shape.geometry, a.x == b.x {
                return (a.x, Swift.min(a.y, b.y), Swift.max(a.y, b.y))
            }
        }
        return nil
    }

    static let sizes = [
        Size(width: 640, height: 360), Size(width: 420, height: 360), Size(width: 1280, height: 720),
        Size(width: 330, height: 300),
    ]

    @Test(arguments: [0, 1], sizes)
    func valueLabelsNeverCrossTheReferenceLineOrABar(rowSet: Int, size: Size) throws {
        // The second set has no value above 100 %: the line is at the plot's right edge, so every label
        // that moves past it must still fit in the canvas.
        let rows = rowSet == 0 ? Self.rows : Self.rows.filter { $0.value <= 100 }
        let scene = Chart(
            title: "Daily values", content: .horizontalBars(HorizontalBarChart(rows: rows))
        ).scene(size: size, measurer: measurer)
        let (lineX, plotTop, plotBottom) = try #require(Self.referenceLine(scene))
        // Filled rectangles in the plot (below the line's top, so not legend swatches), but not the
        // translucent patches behind the labels.
        let halo = Theme.light.background.withAlpha(0.85)
        let bars = scene.shapes.compactMap { shape -> Rect? in
            guard case .rect(let rect) = shape.geometry, let fill = shape.fill, fill != halo, rect.minY > plotTop
            else { return nil }
            return rect
        }
        #expect(bars.count >= rows.count)
        // The value labels: the texts in the plot that start at their anchor (category labels end at
        // theirs; the reference's own label "100 %" is above the plot and its tick below).
        let labels = scene.texts.filter {
            $0.horizontal == .start && $0.anchor.y > plotTop && $0.anchor.y < plotBottom
        }
        #expect(labels.count <= rows.count && !labels.isEmpty)
        if size.width >= 640 { #expect(labels.map(\.text) == Self.values(of: rows)) }
        for label in labels {
            let box = label.box.boundingRect
            // The line is 1.5 px wide; a label keeps 4 px from it on either side (its halo reaches 1.5).
            #expect(
                box.maxX + 4 <= lineX - 0.75 + 1e-9 || box.minX - 4 >= lineX + 0.75 - 1e-9,
                "'\(label.text)' from \(box.minX) to \(box.maxX) crosses the reference line at \(lineX)")
            for bar in bars {
                #expect(!box.intersects(bar), "'\(label.text)' crosses a bar")
            }
        }
        #expect(SceneChecks.problems(scene).isEmpty, "\(SceneChecks.problems(scene))")
    }

    /// The value labels of `rows`, in order.
    static func values(of rows: [HorizontalBarRow]) -> [String] {
        zip(Self.rows, Self.values).filter { row, _ in rows.contains(row) }.map(\.1)
    }

    @Test func aLabelThatFitsBeforeTheLineStaysByItsBarAndOneThatDoesNotMovesPastIt() throws {
        let scene = Chart(content: .horizontalBars(HorizontalBarChart(rows: Self.rows))).scene(
            size: Size(width: 640, height: 360), measurer: measurer)
        let lineX = try #require(Self.referenceLine(scene)?.x)
        // Cholesterol 41 %: its label starts 4 px after its bar (the within-goal bar on the label's
        // line); potassium's "63 % ▼ under" would reach the line, so it starts 4 px after the line's
        // right edge (x + 0.75).
        let cholesterol = try #require(scene.texts.first { $0.text == "41 %" })
        let cholesterolBar = try #require(
            SceneChecks.rects(scene, filled: Theme.light.withinGoal).first {
                abs($0.midY - cholesterol.anchor.y) < 1e-9
            })
        #expect(abs(cholesterol.box.boundingRect.minX - (cholesterolBar.maxX + 4)) < 1e-9)
        let potassium = try #require(scene.texts.first { $0.text == "63 % ▼ under" })
        #expect(abs(potassium.box.boundingRect.minX - (lineX + 0.75 + 4)) < 1e-9)
    }

    /// Dashed outlines in `color`: lower-bound bars and their legend swatches.
    static func dashedOutlines(_ scene: Scene, _ color: Color) -> Int {
        scene.shapes.filter { $0.stroke?.color == color && $0.stroke?.dash.isEmpty == false }.count
    }

    @Test func aChartOfLowerBoundsShowsNoSolidWithinGoalSwatch() {
        // Every row a lower bound (partial coverage): within goal, over a limit, and short of a target.
        let rows = [
            HorizontalBarRow(label: "Vitamin K", value: 179, goal: .target, isLowerBound: true),
            HorizontalBarRow(label: "Sodium", value: 140, goal: .limit, isLowerBound: true),
            HorizontalBarRow(label: "Vitamin C", value: 28, goal: .target, isLowerBound: true),
        ]
        let scene = Chart(content: .horizontalBars(HorizontalBarChart(rows: rows))).scene(
            size: Size(width: 640, height: 360), measurer: measurer)
        let texts = scene.texts.map(\.text)
        #expect(!texts.contains("Within goal"))
        #expect(texts.contains("≥ Lower bound") && texts.contains("Over limit ▲") && texts.contains("Maybe under ?"))
        #expect(!texts.contains("Under target ▼"))
        // No solid within-goal square anywhere (the legend's would be one); the lower-bound swatch and bar
        // are drawn in the lighter fill with a dashed outline.
        #expect(SceneChecks.rects(scene, filled: Theme.light.withinGoal).isEmpty)
        #expect(Self.dashedOutlines(scene, Theme.light.withinGoal) == 2)
        // The one over-limit row is a lower bound, so its swatch is too: two dashed outlines, no solid fill.
        #expect(Self.dashedOutlines(scene, Theme.light.overLimit) == 2)
        #expect(SceneChecks.rects(scene, filled: Theme.light.overLimit).isEmpty)
        #expect(SceneChecks.problems(scene).isEmpty)
    }

    @Test func theLegendNamesOnlyTheStylesTheChartDraws() {
        // Exact rows within goal and under target, lower bounds only short of a target (grey): no
        // "≥ Lower bound" swatch in the within-goal colour, which no bar uses.
        let rows = [
            HorizontalBarRow(label: "Sodium", value: 72, goal: .limit),
            HorizontalBarRow(label: "Potassium", value: 49, goal: .target),
            HorizontalBarRow(label: "Iron", value: 60, goal: .target, isLowerBound: true),
            HorizontalBarRow(label: "Cholesterol", value: 111, goal: .limit),
            HorizontalBarRow(label: "Fat", value: 130, goal: .limit, isLowerBound: true),
        ]
        let scene = Chart(content: .horizontalBars(HorizontalBarChart(rows: rows))).scene(
            size: Size(width: 640, height: 360), measurer: measurer)
        let texts = scene.texts.map(\.text)
        #expect(texts.contains("Within goal") && texts.contains("Under target ▼") && texts.contains("Maybe under ?"))
        #expect(!texts.contains("≥ Lower bound"))
        #expect(Self.dashedOutlines(scene, Theme.light.withinGoal) == 0)
        // Over a limit both exactly and as a lower bound: the swatch is the exact one (solid, hatched);
        // only the lower-bound bar has a dashed outline.
        #expect(Self.dashedOutlines(scene, Theme.light.overLimit) == 1)
        #expect(SceneChecks.rects(scene, filled: Theme.light.overLimit).count == 2)
    }
}
