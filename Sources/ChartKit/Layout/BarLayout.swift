/// Vertical bars: grouped or stacked, negative values below the zero line.
enum BarLayout {
    /// The widest a single bar gets, so three bars on a wide canvas still look like bars.
    static let maxBarWidth = 64.0
    /// The most days a date axis gives one slot each; a longer span is labelled by position.
    static let mostDaySlots = 200_000

    /// Legend entries (one per series when there are several).
    static func legend(_ chart: BarChart, theme: Theme) -> [LegendEntry] {
        guard chart.series.count > 1 else { return [] }
        return chart.series.enumerated().map { i, series in
            LegendEntry(label: series.name, swatch: .box(series.color ?? theme.palette[i]))
        }
    }

    /// The slot of each x value, and the x axis. Days get one slot per calendar day.
    static func slots(for x: XValues) -> (axis: CartesianX, slotOf: [Int]) {
        switch x {
        case .categories(let labels):
            return (.bands(labels: labels), Array(labels.indices))
        case .numbers(let numbers):
            return (.bands(labels: numbers.map { ValueFormat.plain.string($0) }), Array(numbers.indices))
        case .days(let days):
            guard let first = days.min(), let last = days.max(), last.dayNumber - first.dayNumber < mostDaySlots else {
                return (
                    .bands(
                        labels: days.map {
                            DateTicks.label(for: $0, interval: .weeks(1), spanDays: 99, crossesYear: true)
                        }),
                    Array(days.indices)
                )
            }
            return (
                .dayBands(first: first, count: last.dayNumber - first.dayNumber + 1),
                days.map { $0.dayNumber - first.dayNumber }
            )
        }
    }

    /// Draws the chart in `area`, unless there is no finite value to show or no room.
    static func draw<M>(_ chart: BarChart, in area: Rect, into builder: inout SceneBuilder<M>) -> LayoutOutcome {
        let (axis, slotOf) = slots(for: chart.x)
        let count = slotOf.count
        // values[s][i]: series s at x index i, nil when missing.
        var values: [[Double?]] = []
        for series in chart.series {
            values.append(
                (0..<count).map {
                    ValueSanitizing.finite(ValueSanitizing.value(series.values, at: $0), counts: &builder.values)
                })
        }
        let finite = values.flatMap { $0.compactMap { $0 } }
        guard !finite.isEmpty else { return .noData }

        var extent: [Double] = [0]
        switch chart.arrangement {
        case .grouped:
            extent += finite
        case .stacked:
            var up = [Int: Double]()
            var down = [Int: Double]()
            for column in values {
                for (i, value) in column.enumerated() {
                    guard let value else { continue }
                    if value >= 0 { up[slotOf[i], default: 0] += value } else { down[slotOf[i], default: 0] += value }
                }
            }
            extent += Array(up.values) + Array(down.values)
        }
        extent += CartesianLayout.annotationExtent(references: chart.referenceLines, bands: chart.bands)
        let frame: CartesianFrame
        switch CartesianLayout.drawFrame(of: chart, x: axis, spanning: extent, in: area, into: &builder) {
        case .framed(let drawn): frame = drawn
        case .notDrawn(let outcome): return outcome
        }

        let pitch = frame.x.pitch ?? frame.plot.width
        let seriesCount = Swift.max(1, chart.series.count)
        let barsPerSlot = chart.arrangement == .stacked ? 1 : seriesCount
        let groupWidth = Swift.min(pitch * 0.72, maxBarWidth * Double(barsPerSlot))
        let barWidth = groupWidth / Double(barsPerSlot)
        let innerGap = barWidth > 6 && barsPerSlot > 1 ? 1.0 : 0
        var up = [Int: Double]()
        var down = [Int: Double]()
        var bars: [(rect: Rect, value: Double, color: Color)] = []
        for (s, column) in values.enumerated() {
            let color = chart.series[s].color ?? builder.theme.palette[s]
            for (i, value) in column.enumerated() {
                guard let value else { continue }
                let slot = slotOf[i]
                let center = frame.x.position(Double(slot))
                var left = center - groupWidth / 2
                var base = 0.0
                if chart.arrangement == .stacked {
                    base = value >= 0 ? up[slot, default: 0] : down[slot, default: 0]
                    if value >= 0 { up[slot] = base + value } else { down[slot] = base + value }
                } else {
                    left += Double(s) * barWidth
                }
                let y0 = frame.yScale.position(base)
                let y1 = frame.yScale.position(base + value)
                var rect = Rect(minX: left + innerGap / 2, minY: y0, maxX: left + barWidth - innerGap / 2, maxY: y1)
                if rect.width >= 3 {
                    rect = Rect(minX: rect.minX.rounded(), minY: rect.minY, maxX: rect.maxX.rounded(), maxY: rect.maxY)
                }
                builder.fill(.rect(rect), color)
                bars.append((rect, value, color))
            }
        }
        frame.drawBaseline(into: &builder)
        frame.drawReferenceLines(chart.referenceLines, into: &builder)
        if chart.showsValueLabels && chart.series.count == 1 {
            let lines = chart.referenceLines.filter(\.value.isFinite).map { frame.yScale.clampedPosition($0.value) }
            drawValueLabels(
                bars, frame: frame, area: area, format: chart.valueAxis.format, pitch: pitch, avoiding: lines,
                into: &builder)
        }
        frame.drawTexts(into: &builder)
        return .drawn
    }

    /// Each bar's value above it (below a negative bar), or inside its end when there is no room
    /// outside; skipped when it is wider than the slot. A label never crosses a reference line (at
    /// the heights `lines`): where the place above the bar would, it moves beyond the line, else
    /// inside the bar's end, else it is left out (the bar and the axis still tell the value).
    static func drawValueLabels<M>(
        _ bars: [(rect: Rect, value: Double, color: Color)], frame: CartesianFrame, area: Rect, format: ValueFormat,
        pitch: Double, avoiding lines: [Double] = [], into builder: inout SceneBuilder<M>
    ) {
        let font = builder.theme.labelFont
        let height = builder.lineHeight(font)
        /// Whether a label with its top at `top` stays clear of every line (a line's stroke is 1.5 wide).
        func clear(_ top: Double) -> Bool { !lines.contains { $0 >= top - 1.5 && $0 <= top + height + 1.5 } }
        for (rect, value, fill) in bars {
            let text = format.string(value)
            let width = builder.measure(text, font).width
            guard width <= pitch - 2 else { continue }
            let positive = value >= 0
            // Outside the bar's end, moved further out past each line it would cross.
            var outsideTop = positive ? rect.minY - 3 - height : rect.maxY + 3
            for line in lines.sorted(by: positive ? (>) : (<)) where !clear(outsideTop) {
                outsideTop = positive ? Swift.min(outsideTop, line - 3 - height) : Swift.max(outsideTop, line + 3)
            }
            let outsideFits =
                (positive ? outsideTop >= area.minY : outsideTop + height <= frame.plot.maxY) && clear(outsideTop)
            let insideTop = positive ? rect.minY + 2 : rect.maxY - 2 - height
            if outsideFits {
                builder.addWithHalo(
                    builder.run(
                        text, at: Point(x: rect.midX, y: outsideTop), .middle, .top, font: font,
                        color: builder.theme.text))
            } else if rect.height >= height + 4 && clear(insideTop) {
                let ink = fill.contrastingInk
                builder.add(
                    builder.run(text, at: Point(x: rect.midX, y: insideTop), .middle, .top, font: font, color: ink))
            }
        }
    }
}
