import ChartKit
import Testing

@Suite struct QuadTests {
    @Test func axisAlignedBoxes() {
        let a = Quad(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(a.intersects(Quad(Rect(x: 5, y: 5, width: 10, height: 10))))
        #expect(!a.intersects(Quad(Rect(x: 10, y: 0, width: 10, height: 10))))  // touching edges only
        #expect(!a.intersects(Quad(Rect(x: 20, y: 20, width: 1, height: 1))))
    }

    @Test func rotatedBoxesWhoseBoundingRectsOverlapCanBeApart() {
        // Two 45° strips side by side: their bounding squares overlap, the strips do not.
        let s = 0.5.squareRoot()
        func strip(offset: Double) -> Quad {
            // A 20 × 2 rectangle rotated −45°, shifted right by `offset`.
            let p0 = Point(x: offset, y: 0)
            let p1 = Point(x: offset + 20 * s, y: -20 * s)
            let p2 = Point(x: p1.x + 2 * s, y: p1.y + 2 * s)
            let p3 = Point(x: p0.x + 2 * s, y: p0.y + 2 * s)
            return Quad(p0, p1, p2, p3)
        }
        let a = strip(offset: 0)
        let b = strip(offset: 4)  // 4 × sin 45° ≈ 2.83 apart across, strips 2 thick
        #expect(a.boundingRect.intersects(b.boundingRect))
        #expect(!a.intersects(b))
        #expect(a.intersects(strip(offset: 2)))  // 1.41 apart across: overlap
    }

    @Test func textRunBoxFollowsAnchorAndRotation() {
        let extent = TextExtent(width: 40, ascent: 9, descent: 3)
        let run = TextRun(
            text: "x", anchor: Point(x: 100, y: 50), horizontal: .end, vertical: .middle,
            font: Font(size: 10), color: .black, extent: extent)
        // End-anchored: x from 60 to 100; middle: y from 50 − 6 to 50 + 6.
        #expect(run.box.boundingRect == Rect(x: 60, y: 44, width: 40, height: 12))
        var rotated = run
        rotated.rotation = -90
        rotated.horizontal = .middle
        rotated.vertical = .top
        // Rotated −90° about the anchor: the 40 px width runs upwards, centred; the height goes right.
        let box = rotated.box.boundingRect
        #expect(abs(box.minX - 100) < 1e-9 && abs(box.maxX - 112) < 1e-9)
        #expect(abs(box.minY - 30) < 1e-9 && abs(box.maxY - 70) < 1e-9)
    }
}
