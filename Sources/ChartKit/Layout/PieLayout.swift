#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pie and donut: slices clockwise from 12 o'clock, percentage labels inside slices where they fit,
/// outside with leader lines otherwise (stacked per side so they never overlap), names and
/// percentages in the legend.
enum PieLayout {
    struct Slice {
        var index: Int
        var label: String
        var value: Double
        var color: Color
        var percent: String
        var start: Double
        var end: Double
        var mid: Double { (start + end) / 2 }
    }

    /// Whole percentages that add up to 100 by the largest-remainder (Hamilton) method: each share
    /// is rounded down, then the points still missing go to the largest remainders, ties to the
    /// earlier slice.
    static func wholePercentages(_ values: [Double]) -> [Int] {
        let total = values.reduce(0, +)
        guard total > 0, total.isFinite else { return values.map { _ in 0 } }
        let exact = values.map { $0 / total * 100 }
        var result = exact.map { Int($0.rounded(.down)) }
        let missing = 100 - result.reduce(0, +)
        let order = exact.indices.sorted { a, b in
            let ra = exact[a] - Double(result[a])
            let rb = exact[b] - Double(result[b])
            return ra > rb || (ra == rb && a < b)
        }
        for i in order.prefix(Swift.max(0, missing)) { result[i] += 1 }
        return result
    }

    /// The slices that can be drawn (positive, finite), with angles and percentage texts.
    static func slices(_ chart: PieChart, theme: Theme, counts: inout ValueCounts) -> [Slice] {
        var kept: [(Int, PieSlice, Double)] = []
        for (i, slice) in chart.slices.enumerated() {
            guard let value = ValueSanitizing.finite(slice.value, counts: &counts) else { continue }
            if value < 0 {
                counts.skipped += 1
                continue
            }
            if value > 0 { kept.append((i, slice, value)) }
        }
        let total = kept.reduce(0) { $0 + $1.2 }
        guard total > 0, total.isFinite else { return [] }
        let percents = wholePercentages(kept.map(\.2))
        var angle = -Double.pi / 2
        return kept.enumerated().map { k, item in
            let (index, slice, value) = item
            let sweep = value / total * 2 * Double.pi
            defer { angle += sweep }
            let text = slice.shareText ?? (percents[k] == 0 ? "<1 %" : "\(percents[k]) %")
            return Slice(
                index: index, label: slice.label, value: value, color: slice.color ?? theme.palette[index],
                percent: text, start: angle, end: angle + sweep)
        }
    }

    static func legend(_ slices: [Slice]) -> [LegendEntry] {
        // The label isolated, so a right-to-left name keeps the share after it (on its right).
        slices.map { LegendEntry(label: "\(TextControls.isolated($0.label)) \($0.percent)", swatch: .box($0.color)) }
    }

    /// Whether a `width` × `height` box centred on `point` lies inside the slice's ring segment,
    /// 2 pixels clear of its edges.
    static func fitsInside(
        width: Double, height: Double, at point: Point, center: Point, inner: Double, outer: Double,
        slice: Slice
    ) -> Bool {
        let sweep = slice.end - slice.start
        for dx in [-width / 2, width / 2] {
            for dy in [-height / 2, height / 2] {
                let x = point.x + dx - center.x
                let y = point.y + dy - center.y
                let distance = (x * x + y * y).squareRoot()
                guard distance >= inner + 2, distance <= outer - 2 else { return false }
                if sweep >= 2 * Double.pi - 1e-9 { continue }
                var relative = atan2(y, x) - slice.start
                while relative < 0 { relative += 2 * Double.pi }
                while relative >= 2 * Double.pi { relative -= 2 * Double.pi }
                let margin = 2 / Swift.max(distance, 1)
                guard relative >= margin, relative <= sweep - margin else { return false }
            }
        }
        return true
    }

    static func draw<M>(_ chart: PieChart, slices: [Slice], in area: Rect, into builder: inout SceneBuilder<M>)
        -> LayoutOutcome
    {
        guard !slices.isEmpty else { return .noData }
        let theme = builder.theme
        let font = theme.labelFont
        let height = builder.lineHeight(font)
        let center = Point(x: area.midX, y: area.midY)
        let leaderReach = 18.0

        func labelPoint(_ slice: Slice, outer: Double) -> Point {
            let inner = outer * chart.holeRatio
            let radius = inner > 0 ? (inner + outer) / 2 : outer * 0.62
            return Point(x: center.x + radius * cos(slice.mid), y: center.y + radius * sin(slice.mid))
        }
        func insideSet(_ outer: Double) -> [Bool] {
            slices.map { slice in
                let point = slices.count == 1 && chart.holeRatio == 0 ? center : labelPoint(slice, outer: outer)
                return fitsInside(
                    width: builder.measure(slice.percent, font).width, height: height, at: point, center: center,
                    inner: outer * chart.holeRatio, outer: outer, slice: slice)
            }
        }
        var outer = Swift.min(area.width, area.height) / 2 - 2
        var inside = insideSet(outer)
        for _ in 0..<3 {
            let outsideWidth = zip(slices, inside).filter { !$1 }.map { builder.measure($0.0.percent, font).width }
                .max()
            guard let outsideWidth else { break }
            let fitted = Swift.min(area.height / 2 - 2, area.width / 2 - outsideWidth - leaderReach - 4)
            if abs(fitted - outer) < 0.5 { break }
            outer = fitted
            inside = insideSet(outer)
        }
        guard outer >= 16 else { return .noRoom }
        let inner = outer * chart.holeRatio

        for slice in slices {
            builder.add(
                Shape(
                    .wedge(
                        center: center, innerRadius: inner, outerRadius: outer, startAngle: slice.start,
                        endAngle: slice.end),
                    fill: slice.color,
                    stroke: slices.count > 1 ? Stroke(color: theme.background, width: 1.5) : nil))
        }

        var texts: [TextRun] = []
        var outsideRight: [Slice] = []
        var outsideLeft: [Slice] = []
        for (slice, fits) in zip(slices, inside) {
            if fits {
                let point = slices.count == 1 && chart.holeRatio == 0 ? center : labelPoint(slice, outer: outer)
                let ink = slice.color.contrastingInk
                texts.append(builder.run(slice.percent, at: point, .middle, .middle, font: font, color: ink))
            } else if cos(slice.mid) >= 0 {
                outsideRight.append(slice)
            } else {
                outsideLeft.append(slice)
            }
        }
        for (side, list) in [(1.0, outsideRight), (-1.0, outsideLeft)] where !list.isEmpty {
            // Biggest slices first, so they keep their labels if the side runs out of room.
            let ordered = list.sorted { $0.value > $1.value || ($0.value == $1.value && $0.index < $1.index) }
            let desired = ordered.map { center.y + (outer + 8) * sin($0.mid) }
            let placed = LabelStacking.stack(
                desired: desired, extent: height, gap: 2, lower: area.minY + height / 2,
                upper: area.maxY - height / 2)
            let labelX = center.x + side * (outer + leaderReach)
            let room = side > 0 ? area.maxX - labelX : labelX - area.minX
            for (slice, y) in zip(ordered, placed) {
                guard let y else { continue }
                let text = builder.truncate(slice.percent, toWidth: room, font: font)
                guard !text.isEmpty else { continue }
                let edge = Point(x: center.x + outer * cos(slice.mid), y: center.y + outer * sin(slice.mid))
                let elbow = Point(
                    x: center.x + (outer + 8) * cos(slice.mid), y: center.y + (outer + 8) * sin(slice.mid))
                builder.stroke(
                    .polyline([edge, elbow, Point(x: labelX - side * 3, y: y)]), Stroke(color: theme.axis, width: 1))
                texts.append(
                    builder.run(
                        text, at: Point(x: labelX, y: y), side > 0 ? .start : .end, .middle, font: font,
                        color: theme.text))
            }
        }
        if let label = chart.centerLabel, !label.isEmpty, inner > height {
            let halfChord = (inner * inner - height * height / 4).squareRoot()
            let bold = Font(size: font.size, weight: .bold)
            let text = builder.truncate(label, toWidth: 2 * halfChord - 6, font: bold)
            texts.append(builder.run(text, at: center, .middle, .middle, font: bold, color: theme.text))
        }
        for run in texts { builder.add(run) }
        return .drawn
    }
}
