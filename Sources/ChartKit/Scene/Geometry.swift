/// The outline of a shape in scene coordinates.
public enum Geometry: Sendable, Hashable {
    case rect(Rect)
    case circle(center: Point, radius: Double)
    /// A straight segment.
    case line(from: Point, to: Point)
    /// An open path through the points.
    case polyline([Point])
    /// A closed path through the points.
    case polygon([Point])
    /// A pie slice (inner radius 0) or a ring segment (donut). Angles in radians, 0 pointing right,
    /// growing clockwise on screen; the slice runs from `startAngle` to `endAngle` > `startAngle`.
    case wedge(center: Point, innerRadius: Double, outerRadius: Double, startAngle: Double, endAngle: Double)
}
