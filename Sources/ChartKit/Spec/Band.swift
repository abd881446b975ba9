/// A shaded horizontal band between two values on a cartesian chart (a recommended range),
/// labelled in the right margin.
public struct Band: Sendable, Hashable {
    public var lower: Double
    public var upper: Double
    public var label: String?
    /// nil takes the theme's band colour; give a translucent colour so data shows through.
    public var color: Color?

    public init(lower: Double, upper: Double, label: String? = nil, color: Color? = nil) {
        self.lower = Swift.min(lower, upper)
        self.upper = Swift.max(lower, upper)
        self.label = label
        self.color = color
    }
}
