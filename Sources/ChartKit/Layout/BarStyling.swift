/// How a bar is filled: solid, hatched (over a limit) or a pale fill with an outline (under a target);
/// a lower bound is a lighter fill with a dashed outline (hatched in its colour when over a limit).
enum BarStyling {
    static let hatchSpacing = 5.0
    /// The dashes of a lower bound's outline.
    static let lowerBoundDash = [4.0, 2.5]

    static func drawBar<M>(
        _ rect: Rect, color: Color, hatched: Bool = false, outlined: Bool = false, lowerBound: Bool = false,
        into builder: inout SceneBuilder<M>
    ) {
        guard rect.width > 0, rect.height > 0 else { return }
        if lowerBound {
            builder.fill(.rect(rect), color.withAlpha(0.4))
            if hatched {
                for segment in hatchSegments(in: rect, spacing: hatchSpacing) {
                    builder.stroke(.line(from: segment.0, to: segment.1), Stroke(color: color, width: 1))
                }
            }
            let inset = rect.insetBy(dx: Swift.min(0.75, rect.width / 2), dy: Swift.min(0.75, rect.height / 2))
            builder.stroke(.rect(inset), Stroke(color: color, width: 1.5, dash: lowerBoundDash))
            return
        }
        if outlined {
            builder.fill(.rect(rect), color.withAlpha(0.3))
            let inset = rect.insetBy(dx: Swift.min(0.75, rect.width / 2), dy: Swift.min(0.75, rect.height / 2))
            builder.stroke(.rect(inset), Stroke(color: color, width: 1.5))
            return
        }
        builder.fill(.rect(rect), color)
        if hatched {
            for segment in hatchSegments(in: rect, spacing: hatchSpacing) {
                builder.stroke(
                    .line(from: segment.0, to: segment.1),
                    Stroke(color: builder.theme.background.withAlpha(0.85), width: 1.5))
            }
        }
    }

    /// Diagonal ("/") segments spaced `spacing` apart horizontally, clipped to `rect`: the lines
    /// x + y = c for c stepping from the rectangle's top-left to its bottom-right corner.
    static func hatchSegments(in rect: Rect, spacing: Double) -> [(Point, Point)] {
        guard rect.width > 0, rect.height > 0, spacing > 0 else { return [] }
        var segments: [(Point, Point)] = []
        var c = rect.minX + rect.minY + spacing / 2
        while c < rect.maxX + rect.maxY {
            let xStart = Swift.max(rect.minX, c - rect.maxY)
            let xEnd = Swift.min(rect.maxX, c - rect.minY)
            if xEnd > xStart {
                segments.append((Point(x: xStart, y: c - xStart), Point(x: xEnd, y: c - xEnd)))
            }
            c += spacing
        }
        return segments
    }
}
