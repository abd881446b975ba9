/// An axis-aligned rectangle in scene coordinates (origin at the top-left corner).
public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle spanning two x and two y values in any order.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(
            x: Swift.min(minX, maxX), y: Swift.min(minY, maxY),
            width: Swift.abs(maxX - minX), height: Swift.abs(maxY - minY))
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// Whether the two rectangles share interior area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether `other` lies entirely inside this rectangle (edges included), allowing `tolerance`.
    public func contains(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: Swift.max(0, width - 2 * dx), height: Swift.max(0, height - 2 * dy))
    }
}
