/// A filled and/or stroked outline.
public struct Shape: Sendable, Hashable {
    public var geometry: Geometry
    public var fill: Color?
    public var stroke: Stroke?

    public init(_ geometry: Geometry, fill: Color? = nil, stroke: Stroke? = nil) {
        self.geometry = geometry
        self.fill = fill
        self.stroke = stroke
    }
}
