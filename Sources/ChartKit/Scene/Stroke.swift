/// How a shape's outline is drawn.
public struct Stroke: Sendable, Hashable {
    public enum Cap: Sendable, Hashable {
        case butt, round
    }

    public var color: Color
    public var width: Double
    /// Alternating on/off lengths; empty for a solid line.
    public var dash: [Double]
    public var cap: Cap

    public init(color: Color, width: Double = 1, dash: [Double] = [], cap: Cap = .butt) {
        self.color = color
        self.width = width
        self.dash = dash
        self.cap = cap
    }
}
