#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One line of text placed in a scene.
///
/// The run is positioned by an anchor point: `horizontal` says which part of the text's width sits
/// on the point, `vertical` which part of its height. A rotation turns the text about the anchor.
/// The extent was measured during layout and is kept so a backend can place the text exactly as the
/// layout assumed, and so tests can check text boxes without a font.
public struct TextRun: Sendable, Hashable {
    public enum HorizontalAnchor: Sendable, Hashable {
        case start, middle, end
    }

    public enum VerticalAnchor: Sendable, Hashable {
        /// The top of the ascent is on the anchor.
        case top
        /// Half-way between the top of the ascent and the bottom of the descent.
        case middle
        case baseline
        /// The bottom of the descent is on the anchor.
        case bottom
    }

    public var text: String
    public var anchor: Point
    public var horizontal: HorizontalAnchor
    public var vertical: VerticalAnchor
    public var font: Font
    public var color: Color
    /// Degrees, clockwise on screen (y points down); -90 reads bottom-to-top.
    public var rotation: Double
    public var extent: TextExtent

    public init(
        text: String, anchor: Point, horizontal: HorizontalAnchor = .start, vertical: VerticalAnchor = .baseline,
        font: Font, color: Color, rotation: Double = 0, extent: TextExtent
    ) {
        self.text = text
        self.anchor = anchor
        self.horizontal = horizontal
        self.vertical = vertical
        self.font = font
        self.color = color
        self.rotation = rotation
        self.extent = extent
    }

    /// Where the baseline starts, in the run's own (unrotated) frame centred on the anchor.
    public var localOrigin: Point {
        let x: Double
        switch horizontal {
        case .start: x = 0
        case .middle: x = -extent.width / 2
        case .end: x = -extent.width
        }
        let y: Double
        switch vertical {
        case .top: y = extent.ascent
        case .middle: y = (extent.ascent - extent.descent) / 2
        case .baseline: y = 0
        case .bottom: y = -extent.descent
        }
        return Point(x: x, y: y)
    }

    /// The text's box (advance width × ascent + descent) in scene coordinates, rotated with the text.
    public var box: Quad {
        let origin = localOrigin
        let left = origin.x
        let right = origin.x + extent.width
        let top = origin.y - extent.ascent
        let bottom = origin.y + extent.descent
        let radians = rotation * Double.pi / 180
        let c = cos(radians)
        let s = sin(radians)
        func place(_ x: Double, _ y: Double) -> Point {
            Point(x: anchor.x + x * c - y * s, y: anchor.y + x * s + y * c)
        }
        return Quad(place(left, top), place(right, top), place(right, bottom), place(left, bottom))
    }
}
