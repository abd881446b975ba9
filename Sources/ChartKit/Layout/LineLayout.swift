/// Lines through each series, with gaps where values are missing, optional markers and area fill;
/// series marked as points or bars (``DataSeries/Mark``) drawn as such.
enum LineLayout {
    static let markerRadius = 3.0
    static let lineWidth = 2.0
    /// The opacity of a bar series, drawn under the lines and intervals.
    static let barOpacity = 0.5

    /// Whether markers are drawn for this many points on a plot this wide.
    static func showsMarkers(_ mode: LineChart.Markers, points: Int, plotWidth: Double) -> Bool {
        switch mode {
        case .always: true
        case .never: false
        case .automatic: points <= 1 || plotWidth / Double(points - 1) >= 10
        }
    }

    static func legend(_ chart: LineChart, theme: Theme, markers: Bool) -> [LegendEntry] {
        guard chart.series.count + chart.ranges.count > 1 else { return [] }
        return chart.series.enumerated().map { i, series in
            let color = series.color ?? theme.palette[i]
            return switch series.mark {
            case .line: LegendEntry(label: series.name, swatch: .line(color, marker: markers))
            case .points: LegendEntry(label: series.name, swatch: .marker(color))
            case .bars: LegendEntry(label: series.name, swatch: .box(color.withAlpha(barOpacity)))
            }
        }
            + chart.ranges.enumerated().map { i, range in
                LegendEntry(label: range.name, swatch: .box(rangeColor(range, index: i, chart: chart, theme: theme)))
            }
    }

    /// The translucent fill of a range.
    static func rangeColor(_ range: SeriesRange, index: Int, chart: LineChart, theme: Theme) -> Color {
        (range.color ?? theme.palette[chart.series.count + index]).withAlpha(0.25)
    }

    /// Per series: the points in x order, with nil marking a gap.
    struct Prepared {
        var axis: CartesianX
        var series: [[(x: Double, y: Double?)]]
        var longest: Int
        /// Per range: its edges in x order, nil marking a gap.
        var ranges: [[(x: Double, lower: Double, upper: Double)?]] = []
    }

    static func prepare(_ chart: LineChart, counts: inout ValueCounts) -> Prepared? {
        let xs: [Double?]
        let axis: CartesianX
        switch chart.x {
        case .categories(let labels):
            xs = labels.indices.map(Double.init)
            axis = .bands(labels: labels)
        case .days(let days):
            guard let first = days.min(), let last = days.max() else { return nil }
            if chart.series.contains(where: { $0.mark == .bars }),
                last.dayNumber - first.dayNumber < BarLayout.mostDaySlots
            {
                // Bars need slots: one per day, as a bar chart's, and the lines pass through their centres.
                xs = days.map { Double($0.dayNumber - first.dayNumber) }
                axis = .dayBands(first: first, count: last.dayNumber - first.dayNumber + 1)
            } else {
                xs = days.map { Double($0.dayNumber) }
                axis = .days(first: first, last: last)
            }
        case .numbers(let numbers):
            xs = numbers.map { ValueSanitizing.finite($0, counts: &counts) }
            guard let extent = ValueSanitizing.extent(xs.compactMap { $0 }) else { return nil }
            axis = .numeric(lower: extent.lower, upper: extent.upper, format: chart.xFormat)
        }
        var series: [[(x: Double, y: Double?)]] = []
        var longest = 0
        for item in chart.series {
            var points: [(x: Double, y: Double?)] = []
            for (i, x) in xs.enumerated() {
                guard let x else { continue }
                points.append((x, ValueSanitizing.finite(ValueSanitizing.value(item.values, at: i), counts: &counts)))
            }
            points.sort { $0.x < $1.x }  // stable: equal x keep their order
            longest = Swift.max(longest, points.count(where: { $0.y != nil }))
            series.append(points)
        }
        var ranges: [[(x: Double, lower: Double, upper: Double)?]] = []
        for range in chart.ranges {
            var edges: [(x: Double, edge: (x: Double, lower: Double, upper: Double)?)] = []
            for (i, x) in xs.enumerated() {
                guard let x else { continue }
                let low = ValueSanitizing.finite(ValueSanitizing.value(range.lower, at: i), counts: &counts)
                let high = ValueSanitizing.finite(ValueSanitizing.value(range.upper, at: i), counts: &counts)
                edges.append((x, low.flatMap { l in high.map { h in (x, Swift.min(l, h), Swift.max(l, h)) } }))
            }
            edges.sort { $0.x < $1.x }
            ranges.append(edges.map(\.edge))
        }
        guard longest > 0 || ranges.contains(where: { $0.contains { $0 != nil } }) else { return nil }
        return Prepared(axis: axis, series: series, longest: longest, ranges: ranges)
    }

    /// Draws the chart in `area`, unless there is nothing to show or no room.
    /// `markers` is the decision the legend was drawn with, so the two agree.
    static func draw<M>(
        _ chart: LineChart, prepared: Prepared, markers: Bool, in area: Rect,
        into builder: inout SceneBuilder<M>
    ) -> LayoutOutcome {
        let ys =
            prepared.series.flatMap { $0.compactMap(\.y) }
            + prepared.ranges.flatMap { $0.compactMap { $0 }.flatMap { [$0.lower, $0.upper] } }
        var extent = ys + CartesianLayout.annotationExtent(references: chart.referenceLines, bands: chart.bands)
        let barSeries = chart.series.indices.filter { chart.series[$0].mark == .bars }
        if chart.valueAxis.includesZero || !barSeries.isEmpty { extent.append(0) }
        let frame: CartesianFrame
        switch CartesianLayout.drawFrame(of: chart, x: prepared.axis, spanning: extent, in: area, into: &builder) {
        case .framed(let drawn): frame = drawn
        case .notDrawn(let outcome): return outcome
        }
        let baseline = frame.yScale.clampedPosition(0)
        drawBars(barSeries, of: chart, prepared: prepared, frame: frame, into: &builder)

        // Runs of consecutive present values, in pixels.
        let runs: [[[Point]]] = prepared.series.map { points in
            var runs: [[Point]] = []
            var current: [Point] = []
            for point in points {
                if let y = point.y {
                    current.append(Point(x: frame.x.position(point.x), y: frame.yScale.position(y)))
                } else if !current.isEmpty {
                    runs.append(current)
                    current = []
                }
            }
            if !current.isEmpty { runs.append(current) }
            return runs
        }
        // Each run's line, thinned once for the area fill and the stroke (markers use every point).
        let lines: [[[Point]]] = runs.map { $0.map { $0.count > 1 ? PointThinning.thin($0) : $0 } }
        for (s, seriesLines) in lines.enumerated() where chart.series[s].fillsArea && chart.series[s].mark == .line {
            let color = chart.series[s].color ?? builder.theme.palette[s]
            for thinned in seriesLines where thinned.count > 1 {
                guard let first = thinned.first, let last = thinned.last else { continue }
                builder.fill(
                    .polygon(thinned + [Point(x: last.x, y: baseline), Point(x: first.x, y: baseline)]),
                    color.withAlpha(0.2))
            }
        }
        for (r, range) in prepared.ranges.enumerated() {
            let color = rangeColor(chart.ranges[r], index: r, chart: chart, theme: builder.theme)
            var run: [(x: Double, lower: Double, upper: Double)] = []
            func fillRun() {
                defer { run = [] }
                guard run.count > 1 else { return }
                let upper = run.map { Point(x: frame.x.position($0.x), y: frame.yScale.position($0.upper)) }
                let lower = run.reversed().map { Point(x: frame.x.position($0.x), y: frame.yScale.position($0.lower)) }
                builder.fill(.polygon(upper + lower), color)
            }
            for edge in range {
                if let edge { run.append(edge) } else { fillRun() }
            }
            fillRun()
        }
        frame.drawBaseline(into: &builder)
        for (s, seriesRuns) in runs.enumerated() {
            let color = chart.series[s].color ?? builder.theme.palette[s]
            let mark = chart.series[s].mark
            guard mark != .bars else { continue }
            for (r, run) in seriesRuns.enumerated() {
                if run.count > 1 && mark == .line {
                    builder.stroke(.polyline(lines[s][r]), Stroke(color: color, width: lineWidth, cap: .round))
                }
                if markers || run.count == 1 || mark == .points {
                    for point in run {
                        builder.add(
                            Shape(
                                .circle(center: point, radius: markerRadius), fill: color,
                                stroke: Stroke(color: builder.theme.background, width: 1)))
                    }
                }
            }
        }
        frame.drawReferenceLines(chart.referenceLines, into: &builder)
        frame.drawTexts(into: &builder)
        return .drawn
    }

    /// Draws the series `indices` (those marked ``DataSeries/Mark/bars``) as bars from zero, side by
    /// side within each x slot: slots are the axis's bands, or on a continuous axis the narrowest gap
    /// between two x values; a group takes 72 % of its slot, at most ``BarLayout/maxBarWidth`` a bar,
    /// and is kept inside the plot.
    ///
    /// - Complexity: O(n log n) for n points of the bar series.
    static func drawBars<M>(
        _ indices: [Int], of chart: LineChart, prepared: Prepared, frame: CartesianFrame,
        into builder: inout SceneBuilder<M>
    ) {
        guard !indices.isEmpty else { return }
        let positions = Set(indices.flatMap { prepared.series[$0].map { frame.x.position($0.x) } }).sorted()
        let narrowest = zip(positions, positions.dropFirst()).map { $1 - $0 }.min()
        let pitch = frame.x.pitch ?? narrowest ?? frame.plot.width
        let groupWidth = Swift.min(pitch * 0.72, BarLayout.maxBarWidth * Double(indices.count))
        let barWidth = groupWidth / Double(indices.count)
        let zero = frame.yScale.clampedPosition(0)
        for (slot, s) in indices.enumerated() {
            let color = (chart.series[s].color ?? builder.theme.palette[s]).withAlpha(barOpacity)
            for point in prepared.series[s] {
                guard let y = point.y else { continue }
                let left = frame.x.position(point.x) - groupWidth / 2 + Double(slot) * barWidth
                let minX = Swift.max(frame.plot.minX, left)
                let maxX = Swift.min(frame.plot.maxX, left + barWidth)
                guard maxX > minX else { continue }
                builder.fill(
                    .rect(
                        Rect(
                            minX: minX, minY: Swift.min(zero, frame.yScale.position(y)),
                            maxX: maxX, maxY: Swift.max(zero, frame.yScale.position(y)))), color)
            }
        }
    }
}
