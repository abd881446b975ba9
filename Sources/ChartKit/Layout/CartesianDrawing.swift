/// Drawing the parts of a cartesian chart that are not data: bands, gridlines, axis line,
/// reference lines and every axis or annotation text.
extension CartesianFrame {
    /// Shaded bands, clipped to the plot.
    func drawBands<M>(_ bands: [Band], into builder: inout SceneBuilder<M>) {
        for band in bands where band.lower.isFinite && band.upper.isFinite {
            let top = yScale.clampedPosition(band.upper)
            let bottom = yScale.clampedPosition(band.lower)
            guard bottom - top > 0 else { continue }
            builder.fill(
                .rect(Rect(minX: plot.minX, minY: top, maxX: plot.maxX, maxY: bottom)), band.color ?? builder.theme.band
            )
        }
    }

    /// Horizontal gridlines at the y ticks and vertical ones at continuous x ticks.
    func drawGrid<M>(into builder: inout SceneBuilder<M>) {
        for value in yTicks.values {
            builder.horizontalRule(
                y: yScale.position(value), from: plot.minX, to: plot.maxX, color: builder.theme.gridline)
        }
        for x in xTickPositions {
            builder.verticalRule(x: x, from: plot.minY, to: plot.maxY, color: builder.theme.gridline)
        }
    }

    /// The baseline: at zero when zero is on the axis, else along the bottom of the plot.
    func drawBaseline<M>(into builder: inout SceneBuilder<M>) {
        let zeroInside = yTicks.lower <= 0 && yTicks.upper >= 0
        let y = zeroInside ? yScale.position(0) : plot.maxY
        builder.horizontalRule(y: y, from: plot.minX, to: plot.maxX, color: builder.theme.axis)
    }

    /// Reference lines across the plot.
    func drawReferenceLines<M>(_ lines: [ReferenceLine], into builder: inout SceneBuilder<M>) {
        for line in lines where line.value.isFinite {
            let y = yScale.clampedPosition(line.value)
            builder.horizontalRule(
                y: y, from: plot.minX, to: plot.maxX, color: line.color ?? builder.theme.reference,
                width: 1.5, dash: line.pattern.dash)
        }
    }

    /// Axis texts, annotation labels and their leaders.
    func drawTexts<M>(into builder: inout SceneBuilder<M>) {
        for leader in annotationLeaders {
            builder.stroke(
                .polyline([leader.from, Point(x: leader.from.x + 3, y: leader.from.y), leader.to]),
                Stroke(color: builder.theme.axis, width: 1))
        }
        for run in axisTexts + annotationTexts { builder.add(run) }
    }
}

extension CartesianLayout {
    /// Annotation labels for reference lines and bands, in that order (so reference lines win when
    /// the margin is short of room).
    static func annotationLabels(references: [ReferenceLine], bands: [Band], format: ValueFormat, theme: Theme)
        -> [AnnotationLabel]
    {
        var labels: [AnnotationLabel] = []
        for line in references where line.value.isFinite {
            let value = line.showsValue ? format.string(line.value) : nil
            let text = [line.label, value].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            guard !text.isEmpty else { continue }
            labels.append(AnnotationLabel(text: text, value: line.value, color: line.color ?? theme.reference))
        }
        for band in bands where band.lower.isFinite && band.upper.isFinite {
            guard let text = band.label, !text.isEmpty else { continue }
            labels.append(AnnotationLabel(text: text, value: (band.lower + band.upper) / 2, color: theme.secondaryText))
        }
        return labels
    }

    /// The y extent the annotations need.
    static func annotationExtent(references: [ReferenceLine], bands: [Band]) -> [Double] {
        references.map(\.value).filter(\.isFinite) + bands.flatMap { [$0.lower, $0.upper] }.filter(\.isFinite)
    }
}
