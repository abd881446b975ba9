/// A chart laid out: a canvas size, a background and drawing items in logical pixels.
///
/// A scene is plain data: it can be compared, tested and replayed by any backend. Scenes are drawn
/// at any scale (high-DPI PNG) because every position is in logical pixels.
public struct Scene: Sendable, Hashable {
    public var size: Size
    public var background: Color
    public var items: [SceneItem]
    /// Values that were not finite (NaN, ±infinity) or could not be shown (a negative pie slice) and
    /// were therefore not drawn; callers report this number rather than losing data silently.
    public var skippedValues: Int
    /// Finite values beyond ±``NiceTicks/magnitudeLimit`` (10³⁰⁶), drawn at the limit instead of their
    /// own size so every span stays finite; callers report this number too.
    public var clampedValues: Int

    public init(size: Size, background: Color, items: [SceneItem] = [], skippedValues: Int = 0, clampedValues: Int = 0)
    {
        self.size = size
        self.background = background
        self.items = items
        self.skippedValues = skippedValues
        self.clampedValues = clampedValues
    }

    /// The text runs, in drawing order.
    public var texts: [TextRun] {
        items.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    /// The shapes, in drawing order.
    public var shapes: [Shape] {
        items.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    }
}
