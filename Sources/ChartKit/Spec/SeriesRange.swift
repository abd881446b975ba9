/// A shaded area between two lists of values lined up with a line chart's x values: an estimate's
/// interval around its line. Where either value of an x is missing (nil, NaN, ±infinity) the area has a
/// gap; non-finite values are counted in ``Scene/skippedValues`` as a series' are.
public struct SeriesRange: Sendable, Hashable {
    /// The legend's name of the area.
    public var name: String
    /// The lower edge, one value per x.
    public var lower: [Double?]
    /// The upper edge, one value per x.
    public var upper: [Double?]
    /// nil takes the theme palette's colour after the series'; it is drawn translucent.
    public var color: Color?

    public init(name: String, lower: [Double?], upper: [Double?], color: Color? = nil) {
        self.name = name
        self.lower = lower
        self.upper = upper
        self.color = color
    }
}
