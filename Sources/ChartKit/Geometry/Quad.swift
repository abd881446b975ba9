#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A convex quadrilateral given by four corners in order; used for the boxes of rotated text.
public struct Quad: Sendable, Hashable {
    public var corners: [Point]

    public init(_ a: Point, _ b: Point, _ c: Point, _ d: Point) {
        corners = [a, b, c, d]
    }

    /// The rectangle as a quad (corners clockwise from the top-left).
    public init(_ rect: Rect) {
        self.init(
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY))
    }

    /// The smallest axis-aligned rectangle holding all corners.
    public var boundingRect: Rect {
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return Rect(minX: xs.min() ?? 0, minY: ys.min() ?? 0, maxX: xs.max() ?? 0, maxY: ys.max() ?? 0)
    }

    /// Whether the two convex quads share interior area, by the separating axis theorem: two convex
    /// polygons are disjoint exactly when the projections onto some edge normal do not overlap.
    /// Touching edges (overlap thinner than `tolerance`) do not count.
    public func intersects(_ other: Quad, tolerance: Double = 1e-6) -> Bool {
        for polygon in [self, other] {
            let count = polygon.corners.count
            for i in 0..<count {
                let a = polygon.corners[i]
                let b = polygon.corners[(i + 1) % count]
                let normal = Point(x: b.y - a.y, y: a.x - b.x)
                let length = (normal.x * normal.x + normal.y * normal.y).squareRoot()
                guard length > 0 else { continue }
                let axis = Point(x: normal.x / length, y: normal.y / length)
                let p1 = corners.map { $0.x * axis.x + $0.y * axis.y }
                let p2 = other.corners.map { $0.x * axis.x + $0.y * axis.y }
                guard let min1 = p1.min(), let max1 = p1.max(), let min2 = p2.min(), let max2 = p2.max() else {
                    continue
                }
                if max1 <= min2 + tolerance || max2 <= min1 + tolerance { return false }
            }
        }
        return true
    }
}
