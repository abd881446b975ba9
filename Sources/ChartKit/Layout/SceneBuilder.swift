/// Collects scene items while a layout runs; measures text through the measurer it was given.
struct SceneBuilder<Measurer: TextMeasurer> {
    let measurer: Measurer
    let theme: Theme
    let size: Size
    var items: [SceneItem] = []
    /// What sanitizing did to the data values so far.
    var values = ValueCounts()

    init(measurer: Measurer, theme: Theme, size: Size) {
        self.measurer = measurer
        self.theme = theme
        self.size = size
    }

    func measure(_ text: String, _ font: Font) -> TextExtent { measurer.measure(text, font: font) }

    /// The height of one line of `font`.
    func lineHeight(_ font: Font) -> Double { measurer.measure("Hg", font: font).height }

    func truncate(_ text: String, toWidth width: Double, font: Font) -> String {
        TextFitting.truncate(text, toWidth: width, font: font, measurer: measurer)
    }

    /// A text run measured with this builder's measurer (not yet added).
    func run(
        _ text: String, at anchor: Point, _ horizontal: TextRun.HorizontalAnchor, _ vertical: TextRun.VerticalAnchor,
        font: Font, color: Color, rotation: Double = 0
    ) -> TextRun {
        TextRun(
            text: text, anchor: anchor, horizontal: horizontal, vertical: vertical, font: font, color: color,
            rotation: rotation, extent: measure(text, font))
    }

    mutating func add(_ run: TextRun) {
        guard !run.text.isEmpty else { return }
        items.append(.text(run))
    }

    /// Adds `run` over a translucent patch of background (``TextHalo/padding`` wider than the text on
    /// each side), so lines it crosses (a gridline through a value label) do not cut through the letters.
    mutating func addWithHalo(_ run: TextRun) {
        guard !run.text.isEmpty else { return }
        let box = run.box.boundingRect
        fill(
            .rect(
                Rect(
                    x: box.x - TextHalo.padding, y: box.y, width: box.width + 2 * TextHalo.padding,
                    height: box.height)),
            theme.background.withAlpha(0.85))
        add(run)
    }

    mutating func add(_ shape: Shape) {
        items.append(.shape(shape))
    }

    mutating func fill(_ geometry: Geometry, _ color: Color) {
        items.append(.shape(Shape(geometry, fill: color)))
    }

    mutating func stroke(_ geometry: Geometry, _ stroke: Stroke) {
        items.append(.shape(Shape(geometry, stroke: stroke)))
    }

    /// A horizontal hairline snapped to the pixel grid so it renders crisp at scale 1.
    mutating func horizontalRule(
        y: Double, from x0: Double, to x1: Double, color: Color, width: Double = 1, dash: [Double] = []
    ) {
        let snapped = Self.snap(y, width: width)
        stroke(
            .line(from: Point(x: x0, y: snapped), to: Point(x: x1, y: snapped)),
            Stroke(color: color, width: width, dash: dash))
    }

    /// A vertical hairline snapped to the pixel grid.
    mutating func verticalRule(
        x: Double, from y0: Double, to y1: Double, color: Color, width: Double = 1, dash: [Double] = []
    ) {
        let snapped = Self.snap(x, width: width)
        stroke(
            .line(from: Point(x: snapped, y: y0), to: Point(x: snapped, y: y1)),
            Stroke(color: color, width: width, dash: dash))
    }

    /// Odd-width lines centre on half pixels, even-width lines on whole pixels.
    static func snap(_ value: Double, width: Double) -> Double {
        let odd = Int(width.rounded()) % 2 == 1
        return odd ? value.rounded(.down) + 0.5 : value.rounded()
    }

    func scene() -> Scene {
        Scene(
            size: size, background: theme.background, items: items, skippedValues: values.skipped,
            clampedValues: values.clamped)
    }
}
