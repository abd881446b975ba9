import ChartKit
import Testing

/// Across kinds, label lengths, canvas sizes and themes: every text box inside the canvas, no two
/// overlapping (rotated boxes compared as rotated quads), all coordinates finite.
@Suite struct LayoutInvariantTests {
    static let labels = [
        "A", "Mon", "Breakfast cereal", "Chicken breast, grilled, skinless, with a lemon and herb glaze (homemade)",
        "Ünïcødé ✓ Crème brûlée", "日本語のラベルです", "Zürich — Straße № 5 ½",
        String(repeating: "W", count: 120),
    ]
    static let sizes = [
        Size(width: 160, height: 120), Size(width: 320, height: 200), Size(width: 640, height: 360),
        Size(width: 1200, height: 800), Size(width: 300, height: 600), Size(width: 60, height: 40),
    ]

    static func charts(label: String, theme: Theme) -> [Chart] {
        let categories = (0..<9).map { "\(label) \($0)" }
        let values: [Double?] = [120, -40, 310, nil, 95, 250, 0, 180, 60]
        let days = (0..<9).map { ChartDay(dayNumber: 20_760 + $0) }
        let longTitle = "\(label) — \(label)"
        return [
            Chart(
                title: longTitle, subtitle: label,
                content: .bars(
                    BarChart(
                        x: .categories(categories), series: [DataSeries(name: label, values: values)],
                        valueAxis: ValueAxis(title: label), xTitle: label,
                        referenceLines: [
                            ReferenceLine(value: 100, label: label), ReferenceLine(value: 105, label: "Average"),
                        ],
                        bands: [Band(lower: 50, upper: 150, label: label)], showsValueLabels: true)), theme: theme),
            Chart(
                title: longTitle,
                content: .bars(
                    BarChart(
                        x: .days(days), series: (0..<5).map { DataSeries(name: "\(label) \($0)", values: values) },
                        arrangement: .stacked, valueAxis: ValueAxis(format: .compact))), theme: theme),
            Chart(
                title: longTitle,
                content: .bars(
                    BarChart(
                        x: .categories(categories),
                        series: (0..<3).map { DataSeries(name: "\(label) \($0)", values: values) })), theme: theme),
            Chart(
                title: longTitle,
                content: .lines(
                    LineChart(
                        x: .days(days),
                        series: [
                            DataSeries(name: label, values: values, fillsArea: true),
                            DataSeries(name: "Second", values: values.reversed()),
                        ],
                        valueAxis: ValueAxis(title: label), xTitle: label,
                        referenceLines: [ReferenceLine(value: 200, label: label)])), theme: theme),
            Chart(
                title: longTitle,
                content: .lines(
                    LineChart(
                        x: .numbers((0..<9).map { Double($0) * 1234.5 }),
                        series: [DataSeries(name: label, values: values)])), theme: theme),
            Chart(
                title: longTitle,
                content: .lines(
                    LineChart(
                        x: .categories(categories), series: [DataSeries(name: label, values: values)])), theme: theme),
            Chart(
                title: longTitle,
                content: .horizontalBars(
                    HorizontalBarChart(
                        rows: categories.enumerated().map { i, name in
                            HorizontalBarRow(label: name, value: Double(i * 27), goal: i % 2 == 0 ? .limit : .target)
                        }, axisTitle: label)), theme: theme),
            Chart(
                title: longTitle,
                content: .pie(
                    PieChart(
                        slices: categories.enumerated().map { i, name in
                            PieSlice(label: name, value: i == 0 ? 1000 : Double(i))
                        })), theme: theme),
            Chart(
                title: longTitle,
                content: .pie(
                    PieChart(
                        slices: categories.enumerated().map { i, name in
                            PieSlice(label: name, value: Double(10 + i * 30))
                        }, holeRatio: 0.55, centerLabel: label)), theme: theme),
        ]
    }

    @Test(arguments: labels)
    func noOverlapNoClipping(label: String) {
        let measurer = ApproximateTextMeasurer()
        for size in Self.sizes {
            for theme in [Theme.light, Theme.dark] {
                for (k, chart) in Self.charts(label: label, theme: theme).enumerated() {
                    let scene = chart.scene(size: size, measurer: measurer)
                    let problems = SceneChecks.problems(scene)
                    #expect(problems.isEmpty, "chart \(k) at \(size.width)×\(size.height): \(problems.prefix(3))")
                }
            }
        }
    }

    @Test func manyCategoriesAreThinnedNotOverlapped() {
        // 60 categories on 400 px: 5.3 px slots cannot hold a label each; some are left out.
        let categories = (0..<60).map { "Category \($0)" }
        let chart = Chart(
            content: .bars(
                BarChart(
                    x: .categories(categories),
                    series: [DataSeries(name: "v", values: categories.indices.map { Double($0) })])))
        let scene = chart.scene(size: Size(width: 400, height: 300), measurer: ApproximateTextMeasurer())
        #expect(SceneChecks.problems(scene).isEmpty)
        let shown = scene.texts.filter { $0.text.hasPrefix("Category") || $0.text.hasPrefix("Cat") }
        #expect(shown.count > 3 && shown.count < 60)
        #expect(shown.allSatisfy { $0.rotation == -45 })
    }

    @Test func longCategoryLabelsAreRotatedOrShortened() {
        let categories = [
            "Chicken breast, grilled", "Brown rice, cooked", "Broccoli, steamed", "Olive oil, extra virgin",
        ]
        let chart = Chart(
            content: .bars(
                BarChart(x: .categories(categories), series: [DataSeries(name: "kcal", values: [284, 216, 55, 119])])))
        let scene = chart.scene(size: Size(width: 360, height: 260), measurer: ApproximateTextMeasurer())
        #expect(SceneChecks.problems(scene).isEmpty)
        let xLabels = scene.texts.filter { run in categories.contains { $0.hasPrefix(run.text.replacingEllipsis()) } }
        #expect(xLabels.count == 4)
        // 360 px wide: slots of about 75 px cannot hold these labels flat and whole.
        #expect(xLabels.allSatisfy { $0.rotation != 0 || $0.text.hasSuffix("…") })
    }

    @Test func sameInputSameScene() {
        let chart = Self.charts(label: "Lunch", theme: .light)[0]
        let a = chart.scene(size: Size(width: 640, height: 360), measurer: ApproximateTextMeasurer())
        let b = chart.scene(size: Size(width: 640, height: 360), measurer: ApproximateTextMeasurer())
        #expect(a == b)
    }
}
