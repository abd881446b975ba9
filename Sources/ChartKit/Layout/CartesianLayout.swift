#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lays out the axes of a bar or line chart: the y axis with nice ticks on the left, x labels below
/// (horizontal, shortened, rotated or thinned so none collide), axis titles, and annotation labels
/// (reference lines, bands) stacked in a right-hand margin.
struct CartesianLayout {
    struct AnnotationLabel {
        var text: String
        /// Where the label wants to sit, in data units of the y axis.
        var value: Double
        var color: Color
    }

    var x: CartesianX
    var yLower: Double
    var yUpper: Double
    var yFormat: ValueFormat
    var yTitle: String?
    var xTitle: String?
    var annotations: [AnnotationLabel]

    static let tickGap = 6.0
    static let labelGap = 8.0
    static let sin45 = 0.5.squareRoot()

    /// The frame inside `area`, or nil when `area` is too small for a plot.
    func frame<M>(in area: Rect, builder: SceneBuilder<M>) -> CartesianFrame? {
        let theme = builder.theme
        let tickFont = theme.tickFont
        let tickHeight = builder.lineHeight(tickFont)
        let titleHeight = builder.lineHeight(theme.axisTitleFont)
        let yTitleWidth = (yTitle?.isEmpty == false) ? titleHeight + 4 : 0
        let xTitleHeight = (xTitle?.isEmpty == false) ? titleHeight + 4 : 0

        // Annotation labels live in a right margin no wider than a quarter of the area.
        let gutterLimit = (area.width * 0.25).rounded(.down)
        let annotationTexts = annotations.map { builder.truncate($0.text, toWidth: gutterLimit, font: theme.labelFont) }
        let gutterTextWidth = annotationTexts.map { builder.measure($0, theme.labelFont).width }.max() ?? 0
        let gutter = gutterTextWidth > 0 ? gutterTextWidth + 10 : 0

        let plotTop = area.minY + tickHeight / 2
        let xLabelTopGap = tickHeight / 2 + 4
        var xLabelHeight = tickHeight
        var result: CartesianFrame?
        for _ in 0..<4 {
            let plotBottom = area.maxY - xTitleHeight - xLabelHeight - xLabelTopGap
            guard plotBottom - plotTop >= 24 else { return nil }
            let yTicks = fittedYTicks(height: plotBottom - plotTop, lineHeight: tickHeight)
            let yLabels = yFormat.tickLabels(yTicks)
            let yLabelWidth = yLabels.map { builder.measure($0, tickFont).width }.max() ?? 0
            let plotLeft = area.minX + yTitleWidth + yLabelWidth + Self.tickGap
            let plotRight = area.maxX - gutter
            guard plotRight - plotLeft >= 24 else { return nil }
            let plot = Rect(minX: plotLeft, minY: plotTop, maxX: plotRight, maxY: plotBottom)
            let (mapping, xRuns, xTicks) = xAxis(
                plot: plot, labelTop: plotBottom + xLabelTopGap,
                budget: Swift.max(tickHeight * 2, area.height * 0.28), area: area, builder: builder)
            let yScale = LinearScale(domain: (yTicks.lower, yTicks.upper), range: (plotBottom, plotTop))
            var texts: [TextRun] = []
            var yRuns: [TextRun] = []
            for (value, label) in zip(yTicks.values, yLabels) {
                yRuns.append(
                    builder.run(
                        label, at: Point(x: plotLeft - Self.tickGap, y: yScale.position(value)), .end, .middle,
                        font: tickFont, color: theme.secondaryText))
            }
            texts += Self.droppingOverlaps(yRuns, gap: 2)
            texts += xRuns
            let xLabelBottom = xRuns.map { $0.box.boundingRect.maxY }.max() ?? (plotBottom + xLabelTopGap)
            let measuredHeight = Swift.max(tickHeight, xLabelBottom - plotBottom - xLabelTopGap)
            if let yTitle, !yTitle.isEmpty {
                let fitted = builder.truncate(yTitle, toWidth: plot.height, font: theme.axisTitleFont)
                texts.append(
                    builder.run(
                        fitted, at: Point(x: area.minX, y: plot.midY), .middle, .top,
                        font: theme.axisTitleFont, color: theme.secondaryText, rotation: -90))
            }
            if let xTitle, !xTitle.isEmpty {
                let fitted = builder.truncate(xTitle, toWidth: area.width, font: theme.axisTitleFont)
                var run = builder.run(
                    fitted, at: Point(x: plot.midX, y: area.maxY), .middle, .bottom,
                    font: theme.axisTitleFont, color: theme.secondaryText)
                run.anchor.x = Self.clampedCenter(plot.midX, width: run.extent.width, area: area)
                texts.append(run)
            }
            let (annotationRuns, leaders) = placeAnnotations(
                annotationTexts, plot: plot, yScale: yScale, builder: builder)
            result = CartesianFrame(
                plot: plot, yScale: yScale, yTicks: yTicks, x: mapping, xTickPositions: xTicks,
                axisTexts: texts, annotationTexts: annotationRuns, annotationLeaders: leaders)
            if abs(measuredHeight - xLabelHeight) < 0.5 { break }
            xLabelHeight = measuredHeight
        }
        return result
    }

    /// Nice ticks for the y domain with about one tick per 45 pixels, fewer when labels would touch.
    func fittedYTicks(height: Double, lineHeight: Double) -> NiceTicks {
        var count = Swift.min(9, Swift.max(2, Int(height / 45) + 1))
        while true {
            let ticks = NiceTicks(lower: yLower, upper: yUpper, count: count)
            let spacing = height / Double(Swift.max(1, ticks.values.count - 1))
            if spacing >= lineHeight + 4 || count == 2 { return ticks }
            count -= 1
        }
    }

    /// The x mapping, labels and tick positions for a plot rectangle.
    func xAxis<M>(plot: Rect, labelTop: Double, budget: Double, area: Rect, builder: SceneBuilder<M>)
        -> (XMapping, [TextRun], [Double])
    {
        let font = builder.theme.tickFont
        let color = builder.theme.secondaryText
        func horizontal(_ text: String, _ x: Double) -> TextRun {
            builder.run(text, at: Point(x: x, y: labelTop), .middle, .top, font: font, color: color)
        }
        func dateRuns(first: ChartDay, last: ChartDay, position: (ChartDay) -> Double) -> [TextRun] {
            let chosen = DateTicks.choose(
                from: first, to: last, position: position,
                labelWidth: { builder.measure($0, font).width }, minimumGap: Self.labelGap)
            return chosen.ticks.map { horizontal($0.label, position($0.day)) }
        }
        switch x {
        case .bands(let labels):
            let pitch = plot.width / Double(Swift.max(1, labels.count))
            let mapping = XMapping.bands(start: plot.minX, pitch: pitch)
            let runs = bandLabels(
                labels, mapping: mapping, pitch: pitch, labelTop: labelTop, budget: budget, area: area, builder: builder
            )
            return (mapping, runs, [])
        case .dayBands(let first, let count):
            let pitch = plot.width / Double(Swift.max(1, count))
            let mapping = XMapping.bands(start: plot.minX, pitch: pitch)
            let last = ChartDay(dayNumber: first.dayNumber + Swift.max(0, count - 1))
            let runs = dateRuns(first: first, last: last) { mapping.position(Double($0.dayNumber - first.dayNumber)) }
            return (mapping, Self.settled(runs, area: area), [])
        case .days(let first, let last):
            let scale = LinearScale(
                domain: (Double(first.dayNumber), Double(last.dayNumber)), range: (plot.minX, plot.maxX))
            let mapping = XMapping.linear(scale)
            let runs = dateRuns(first: first, last: last) { scale.position(Double($0.dayNumber)) }
            return (mapping, Self.settled(runs, area: area), runs.map(\.anchor.x))
        case .numeric(let lower, let upper, let format):
            let fitted = Self.fittedTicks(lower: lower, upper: upper, across: plot, format: format) {
                horizontal($0, $1)
            }
            return (
                .linear(fitted.scale), Self.settled(fitted.runs, area: area),
                fitted.ticks.values.map(fitted.scale.position)
            )
        }
    }

    /// Nice ticks over `lower…upper` along the width of `plot`, as many as fit: from one per 70 points,
    /// one fewer at a time until neighbouring labels (`label(text, x)`) keep ``labelGap`` apart, or
    /// two are left.
    static func fittedTicks(
        lower: Double, upper: Double, across plot: Rect, format: ValueFormat,
        label: (String, Double) -> TextRun
    ) -> (ticks: NiceTicks, scale: LinearScale, runs: [TextRun]) {
        var count = Swift.max(2, Int(plot.width / 70))
        while true {
            let ticks = NiceTicks(lower: lower, upper: upper, count: count)
            let scale = LinearScale(domain: (ticks.lower, ticks.upper), range: (plot.minX, plot.maxX))
            let runs = zip(ticks.values, format.tickLabels(ticks)).map { label($1, scale.position($0)) }
            let fits = zip(runs, runs.dropFirst()).allSatisfy { a, b in
                b.anchor.x - a.anchor.x - (a.extent.width + b.extent.width) / 2 >= labelGap
            }
            if fits || count == 2 { return (ticks, scale, runs) }
            count -= 1
        }
    }

    /// Category labels: horizontal when they fit; shortened with "…" when that keeps at least six
    /// characters; otherwise rotated 45° (shortened to the height budget) and, when even rotated
    /// labels would touch, only every k-th label.
    func bandLabels<M>(
        _ labels: [String], mapping: XMapping, pitch: Double, labelTop: Double, budget: Double, area: Rect,
        builder: SceneBuilder<M>
    ) -> [TextRun] {
        let font = builder.theme.tickFont
        let color = builder.theme.secondaryText
        let height = builder.lineHeight(font)
        let room = pitch - 4
        let widths = labels.map { builder.measure($0, font).width }
        if widths.allSatisfy({ $0 <= room }) {
            let runs = labels.enumerated().map { i, label in
                builder.run(
                    label, at: Point(x: mapping.position(Double(i)), y: labelTop), .middle, .top, font: font,
                    color: color)
            }
            return Self.settled(runs, area: area)
        }
        let shortened = labels.map { builder.truncate($0, toWidth: room, font: font) }
        let keepsEnough = zip(labels, shortened).allSatisfy { full, short in short == full || short.count >= 7 }
        if keepsEnough {
            let runs = shortened.enumerated().map { i, label in
                builder.run(
                    label, at: Point(x: mapping.position(Double(i)), y: labelTop), .middle, .top, font: font,
                    color: color)
            }
            return Self.settled(runs, area: area)
        }
        // Rotated by −45°: the end of each label sits under its slot, the text running up to it
        // from the lower left. Neighbouring labels are pitch × sin 45° apart across the text.
        let step = Swift.max(1, Int(((height + 2) / (pitch * Self.sin45)).rounded(.up)))
        let maxLength = Swift.max(0, budget / Self.sin45 - height)
        var runs: [TextRun] = []
        for i in stride(from: 0, to: labels.count, by: step) {
            let center = mapping.position(Double(i))
            let anchor = Point(x: center, y: labelTop + height * Self.sin45 / 2)
            let leftRoom = (anchor.x - height * Self.sin45 / 2 - area.minX) / Self.sin45
            let text = builder.truncate(labels[i], toWidth: Swift.min(maxLength, leftRoom), font: font)
            runs.append(builder.run(text, at: anchor, .end, .middle, font: font, color: color, rotation: -45))
        }
        return Self.droppingOverlaps(runs, gap: 1)
    }

    /// Places annotation labels in the right margin at their values' heights, spread apart so none
    /// overlap and kept within the plot's height; labels with no room are dropped.
    func placeAnnotations<M>(_ texts: [String], plot: Rect, yScale: LinearScale, builder: SceneBuilder<M>)
        -> ([TextRun], [(from: Point, to: Point)])
    {
        guard !texts.isEmpty else { return ([], []) }
        let font = builder.theme.labelFont
        let height = builder.lineHeight(font)
        let desired = annotations.map { yScale.clampedPosition($0.value) }
        let placed = LabelStacking.stack(
            desired: desired, extent: height, gap: 2, lower: plot.minY + height / 2,
            upper: plot.maxY - height / 2)
        var runs: [TextRun] = []
        var leaders: [(from: Point, to: Point)] = []
        for (i, position) in placed.enumerated() {
            guard let y = position, !texts[i].isEmpty else { continue }
            runs.append(
                builder.run(
                    texts[i], at: Point(x: plot.maxX + 8, y: y), .start, .middle, font: font,
                    color: annotations[i].color))
            if abs(y - desired[i]) > 1 {
                leaders.append((Point(x: plot.maxX, y: desired[i]), Point(x: plot.maxX + 6, y: y)))
            }
        }
        return (runs, leaders)
    }

    /// Runs moved horizontally back inside the area, then thinned so none overlap.
    static func settled(_ runs: [TextRun], area: Rect) -> [TextRun] {
        let moved = runs.map { run -> TextRun in
            var run = run
            let box = run.box.boundingRect
            if box.minX < area.minX { run.anchor.x += area.minX - box.minX }
            if box.maxX > area.maxX { run.anchor.x -= box.maxX - area.maxX }
            return run
        }
        return droppingOverlaps(moved, gap: labelGap / 2)
    }

    /// Keeps runs in order, dropping any whose box (grown by `gap`) meets the last kept one.
    static func droppingOverlaps(_ runs: [TextRun], gap: Double) -> [TextRun] {
        var kept: [TextRun] = []
        for run in runs {
            if let last = kept.last, grown(last.box, by: gap / 2).intersects(grown(run.box, by: gap / 2)) { continue }
            kept.append(run)
        }
        return kept
    }

    /// A quad pushed outwards from its centre by `distance` along both of its axes.
    static func grown(_ quad: Quad, by distance: Double) -> Quad {
        let c = quad.corners
        guard c.count == 4, distance > 0 else { return quad }
        func unit(_ a: Point, _ b: Point) -> Point {
            let dx = b.x - a.x
            let dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            return length > 0 ? Point(x: dx / length, y: dy / length) : Point(x: 0, y: 0)
        }
        let along = unit(c[0], c[1])
        let across = unit(c[0], c[3])
        func move(_ p: Point, _ sa: Double, _ sc: Double) -> Point {
            Point(
                x: p.x + (along.x * sa + across.x * sc) * distance, y: p.y + (along.y * sa + across.y * sc) * distance)
        }
        return Quad(move(c[0], -1, -1), move(c[1], 1, -1), move(c[2], 1, 1), move(c[3], -1, 1))
    }

    /// The centre x that keeps a `width`-wide label inside `area`, as close to `x` as possible.
    static func clampedCenter(_ x: Double, width: Double, area: Rect) -> Double {
        Swift.min(Swift.max(x, area.minX + width / 2), area.maxX - width / 2)
    }
}
