import ChartKit

/// A scene placed on a page with its top-left corner at `origin` (points from the page's top left).
public struct PlacedScene: Sendable, Hashable {
    public var scene: Scene
    public var origin: Point

    /// `scene` placed at `origin`.
    public init(scene: Scene, origin: Point = Point(x: 0, y: 0)) {
        self.scene = scene
        self.origin = origin
    }
}
