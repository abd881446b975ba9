/// Horizontal bars, against a reference when the chart has one: labels on the left, values and status
/// on the right, the reference as a dashed vertical line labelled above the plot, value ticks below.
enum HorizontalBarLayout {
    static func statusSuffix(_ status: HorizontalBarRow.Status) -> String {
        switch status {
        case .overLimit: " ▲ over"
        case .underTarget: " ▼ under"
        case .unknown: " ? maybe under"
        case .neutral, .within: ""
        }
    }

    /// The legend of `chart`: one entry for each way the chart draws a bar, and none it does not draw.
    /// "Within goal" (solid) for exact rows within their goal or without one; "≥ Lower bound" (the
    /// lighter fill with a dashed outline) for lower bounds drawn in that colour; "Over limit ▲" hatched,
    /// in the lower-bound style when every row over its limit is a lower bound; "Under target ▼";
    /// "Maybe under ?" (lower bounds short of a target). No legend when no row is flagged or a lower bound.
    static func legend(_ chart: HorizontalBarChart, theme: Theme) -> [LegendEntry] {
        let finite = chart.rows.filter { $0.value.isFinite }
        let drawn = finite.map { (status: $0.status(reference: chart.reference), isLowerBound: $0.isLowerBound) }
        func uses(_ statuses: Set<HorizontalBarRow.Status>, lowerBound: Bool) -> Bool {
            drawn.contains { statuses.contains($0.status) && $0.isLowerBound == lowerBound }
        }
        let unflagged: Set<HorizontalBarRow.Status> = [.within, .neutral]
        let overExact = uses([.overLimit], lowerBound: false)
        let overBound = uses([.overLimit], lowerBound: true)
        let hasLowerBounds = drawn.contains { $0.isLowerBound }
        guard overExact || overBound || uses([.underTarget], lowerBound: false) || hasLowerBounds else { return [] }
        var entries: [LegendEntry] = []
        if uses(unflagged, lowerBound: false) {
            entries.append(LegendEntry(label: "Within goal", swatch: .box(theme.withinGoal)))
        }
        if uses(unflagged, lowerBound: true) {
            entries.append(LegendEntry(label: "≥ Lower bound", swatch: .box(theme.withinGoal, lowerBound: true)))
        }
        if overExact || overBound {
            let swatch = LegendEntry.Swatch.box(theme.overLimit, hatched: true, lowerBound: !overExact)
            entries.append(LegendEntry(label: "Over limit ▲", swatch: swatch))
        }
        if uses([.underTarget], lowerBound: false) {
            entries.append(LegendEntry(label: "Under target ▼", swatch: .box(theme.underTarget, outlined: true)))
        }
        if uses([.unknown], lowerBound: true) {
            entries.append(LegendEntry(label: "Maybe under ?", swatch: .box(unknownColor(theme), lowerBound: true)))
        }
        return entries
    }

    /// The width of the dashed reference line.
    static let referenceWidth = 1.5
    /// The gap between a bar's end, or the reference line, and the value label after it.
    static let valueGap = 4.0
    /// What the plot leaves free right of it besides the widest value label: the label's furthest
    /// start past the plot (``valueGap`` after a reference line at the plot's right edge, which snapping
    /// may move half a pixel) and the halo right of the text.
    static let valueReserve = referenceWidth / 2 + 0.5 + valueGap + TextHalo.padding

    /// Where the value label of a bar ending at `barEnd` starts: ``valueGap`` after the bar, unless the
    /// label (`width` wide) would then come within ``valueGap`` of the reference line drawn at
    /// `referenceX`, or cross it; then ``valueGap`` after that line. So a value is never written across
    /// the goal it is judged against, nor against it: a label that fits before the line stays by its
    /// bar, one that does not moves past it.
    static func valueLabelStart(barEnd: Double, width: Double, referenceX: Double?) -> Double {
        let start = barEnd + valueGap
        guard let referenceX else { return start }
        let lineLeft = referenceX - referenceWidth / 2
        let lineRight = referenceX + referenceWidth / 2
        let tooClose = start < lineRight + valueGap && start + width + valueGap > lineLeft
        return tooClose ? lineRight + valueGap : start
    }

    /// The colour of a lower bound short of its target (``HorizontalBarRow/Status/unknown``): the
    /// axis grey, judged neither way.
    static func unknownColor(_ theme: Theme) -> Color { theme.axis }

    /// The distance between rows at which every row keeps its label: a line of label text and 4 more,
    /// so labels (and values) of neighbouring rows never touch and none is thinned out.
    static func labelledPitch(labelHeight: Double) -> Double { labelHeight + 4 }

    /// The height of the area ``draw(_:in:into:)`` needs to give every row ``labelledPitch(labelHeight:)``.
    static func labelledHeight<M>(_ chart: HorizontalBarChart, builder: SceneBuilder<M>) -> Double {
        let theme = builder.theme
        let rows = Swift.max(1, chart.rows.filter { $0.value.isFinite }.count)
        let labelHeight = builder.lineHeight(theme.labelFont)
        let titleHeight = (chart.axisTitle?.isEmpty == false) ? builder.lineHeight(theme.axisTitleFont) + 4 : 0
        let hasReference = chart.reference?.isFinite == true
        let referenceHeight = hasReference && chart.referenceLabel?.isEmpty == false ? labelHeight + 4 : 0
        return referenceHeight + Double(rows) * labelledPitch(labelHeight: labelHeight)
            + builder.lineHeight(theme.tickFont) + 4 + titleHeight
    }

    static func draw<M>(_ chart: HorizontalBarChart, in area: Rect, into builder: inout SceneBuilder<M>)
        -> LayoutOutcome
    {
        let theme = builder.theme
        var rows: [HorizontalBarRow] = []
        for row in chart.rows {
            if let value = ValueSanitizing.finite(row.value, counts: &builder.values) {
                rows.append(
                    HorizontalBarRow(label: row.label, value: value, goal: row.goal, isLowerBound: row.isLowerBound))
            }
        }
        guard !rows.isEmpty else { return .noData }
        let reference = chart.reference.flatMap { $0.isFinite ? $0 : nil }
        let tickFont = theme.tickFont
        let labelFont = theme.labelFont
        let tickHeight = builder.lineHeight(tickFont)
        let labelHeight = builder.lineHeight(labelFont)

        // Left: category labels, at most 35 % of the width.
        let labelLimit = (area.width * 0.35).rounded(.down)
        let labels = rows.map { builder.truncate($0.label, toWidth: labelLimit, font: labelFont) }
        let labelWidth = labels.map { builder.measure($0, labelFont).width }.max() ?? 0
        // Right: value and status, never shortened (they are short), at most 30 % of the width.
        let values = rows.map {
            ($0.isLowerBound ? "≥ " : "") + chart.valueFormat.string($0.value)
                + statusSuffix($0.status(reference: reference))
        }
        let valueLimit = (area.width * 0.3).rounded(.down)
        let valueTexts = values.map { builder.truncate($0, toWidth: valueLimit, font: labelFont) }
        let valueWidth = valueTexts.map { builder.measure($0, labelFont).width }.max() ?? 0

        let titleHeight = (chart.axisTitle?.isEmpty == false) ? builder.lineHeight(theme.axisTitleFont) + 4 : 0
        let referenceLabel = reference == nil ? nil : chart.referenceLabel
        let referenceHeight = (referenceLabel?.isEmpty == false) ? labelHeight + 4 : 0
        let plot = Rect(
            minX: area.minX + labelWidth + 8, minY: area.minY + referenceHeight,
            maxX: area.maxX - valueWidth - valueReserve, maxY: area.maxY - titleHeight - tickHeight - 4)
        guard plot.width >= 24, plot.height >= 12 else { return .noRoom }

        // Value axis: zero, the reference and every value, in nice ticks that do not collide.
        let lower = Swift.min(0, rows.map(\.value).min() ?? 0)
        let upper = Swift.max(reference ?? 0, rows.map(\.value).max() ?? 0)
        let (ticks, scale, tickRuns) = CartesianLayout.fittedTicks(
            lower: lower, upper: upper, across: plot,
            format: chart.valueFormat
        ) { text, x in
            builder.run(
                text, at: Point(x: x, y: plot.maxY + 4), .middle, .top, font: tickFont, color: theme.secondaryText)
        }
        for value in ticks.values {
            builder.verticalRule(x: scale.position(value), from: plot.minY, to: plot.maxY, color: theme.gridline)
        }

        let band = BandScale(count: rows.count, start: plot.minY, end: plot.maxY, padding: 0.3)
        let thickness = Swift.min(band.bandWidth, 28)
        // Thin the row labels when rows are closer than a line of text.
        let labelStep = Swift.max(1, Int(((labelHeight + 1) / band.pitch).rounded(.up)))
        let zero = scale.position(0)
        let referenceX = reference.map { SceneBuilder<M>.snap(scale.position($0), width: referenceWidth) }
        var texts: [TextRun] = []
        var valueRuns: [TextRun] = []
        for (i, row) in rows.enumerated() {
            let center = band.center(i)
            let end = scale.position(row.value)
            let rect = Rect(minX: zero, minY: center - thickness / 2, maxX: end, maxY: center + thickness / 2)
            let bound = row.isLowerBound
            switch row.status(reference: reference) {
            case .overLimit:
                BarStyling.drawBar(rect, color: theme.overLimit, hatched: true, lowerBound: bound, into: &builder)
            case .underTarget: BarStyling.drawBar(rect, color: theme.underTarget, outlined: true, into: &builder)
            case .unknown: BarStyling.drawBar(rect, color: unknownColor(theme), lowerBound: true, into: &builder)
            case .within, .neutral: BarStyling.drawBar(rect, color: theme.withinGoal, lowerBound: bound, into: &builder)
            }
            guard i % labelStep == 0 else { continue }
            texts.append(
                builder.run(
                    labels[i], at: Point(x: plot.minX - 8, y: center), .end, .middle, font: labelFont, color: theme.text
                ))
            var value = builder.run(
                valueTexts[i], at: Point(x: Swift.max(end, zero), y: center), .start, .middle, font: labelFont,
                color: theme.text)
            value.anchor.x = valueLabelStart(
                barEnd: Swift.max(end, zero), width: value.extent.width, referenceX: referenceX)
            valueRuns.append(value)
        }
        builder.verticalRule(x: zero, from: plot.minY, to: plot.maxY, color: theme.axis)
        if let referenceX {
            builder.verticalRule(
                x: referenceX, from: plot.minY - 2, to: plot.maxY, color: theme.reference, width: referenceWidth,
                dash: ReferenceLine.Pattern.dashed.dash)
            if let text = referenceLabel, !text.isEmpty {
                let fitted = builder.truncate(text, toWidth: area.width, font: labelFont)
                var run = builder.run(
                    fitted, at: Point(x: referenceX, y: plot.minY - 3), .middle, .bottom, font: labelFont,
                    color: theme.reference)
                run.anchor.x = CartesianLayout.clampedCenter(referenceX, width: run.extent.width, area: area)
                texts.append(run)
            }
        }
        texts += CartesianLayout.settled(tickRuns, area: area)
        if let title = chart.axisTitle, !title.isEmpty {
            let fitted = builder.truncate(title, toWidth: area.width, font: theme.axisTitleFont)
            var run = builder.run(
                fitted, at: Point(x: plot.midX, y: area.maxY), .middle, .bottom, font: theme.axisTitleFont,
                color: theme.secondaryText)
            run.anchor.x = CartesianLayout.clampedCenter(plot.midX, width: run.extent.width, area: area)
            texts.append(run)
        }
        for run in valueRuns { builder.addWithHalo(run) }
        for run in texts { builder.add(run) }
        return .drawn
    }
}
