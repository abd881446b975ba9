/// The measured extent of one line of text: its advance width and the font's ascent and descent.
///
/// The vertical extent is the font's (not the ink's), so every line of one font has the same height
/// and baselines line up whatever the letters.
public struct TextExtent: Sendable, Hashable {
    public var width: Double
    public var ascent: Double
    public var descent: Double

    public init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    /// Ascent plus descent.
    public var height: Double { ascent + descent }
}
