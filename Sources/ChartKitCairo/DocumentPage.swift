import ChartKit

/// One page of a multi-page document: its size in points and the scenes drawn on it, in order.
///
/// A page is usually one full-page scene (text, rules, table shading) with chart scenes placed on
/// top; each placed scene is clipped to its own size, so a chart never draws outside its box.
public struct DocumentPage: Sendable, Hashable {
    /// The page size in points (A4 is 595.28 × 841.89).
    public var size: Size
    /// The scenes of the page, drawn in order (later ones on top).
    public var layers: [PlacedScene]

    /// A page of `size` with `layers`.
    public init(size: Size, layers: [PlacedScene] = []) {
        self.size = size
        self.layers = layers
    }
}
