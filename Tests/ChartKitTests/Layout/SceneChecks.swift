import ChartKit

/// Checks every scene must pass: text inside the canvas, no two text boxes overlapping, every
/// coordinate finite.
enum SceneChecks {
    /// Problems found, described; empty when the scene is clean.
    static func problems(_ scene: Scene) -> [String] {
        var problems: [String] = []
        let canvas = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
        let texts = scene.texts
        for run in texts {
            if run.text.isEmpty { problems.append("empty text run") }
            if !canvas.contains(run.box.boundingRect, tolerance: 0.01) {
                problems.append(
                    "'\(run.text)' at \(run.box.boundingRect) is outside the \(scene.size.width)×\(scene.size.height) canvas"
                )
            }
        }
        for i in texts.indices {
            for j in texts.indices where j > i {
                if texts[i].box.intersects(texts[j].box, tolerance: 0.01) {
                    problems.append("'\(texts[i].text)' overlaps '\(texts[j].text)'")
                }
            }
        }
        if !allFinite(scene) { problems.append("a coordinate is not finite") }
        return problems
    }

    static func allFinite(_ scene: Scene) -> Bool {
        var numbers: [Double] = []
        for shape in scene.shapes {
            switch shape.geometry {
            case .rect(let r): numbers += [r.x, r.y, r.width, r.height]
            case .circle(let c, let r): numbers += [c.x, c.y, r]
            case .line(let a, let b): numbers += [a.x, a.y, b.x, b.y]
            case .polyline(let points), .polygon(let points): numbers += points.flatMap { [$0.x, $0.y] }
            case .wedge(let c, let i, let o, let s, let e): numbers += [c.x, c.y, i, o, s, e]
            }
            numbers.append(shape.stroke?.width ?? 0)
        }
        for run in scene.texts { numbers += [run.anchor.x, run.anchor.y, run.rotation, run.extent.width] }
        return numbers.allSatisfy { $0.isFinite }
    }

    /// Rectangles filled with `color`.
    static func rects(_ scene: Scene, filled color: Color) -> [Rect] {
        scene.shapes.compactMap { shape in
            if case .rect(let rect) = shape.geometry, shape.fill == color { return rect }
            return nil
        }
    }

    static func polylines(_ scene: Scene) -> [[Point]] {
        scene.shapes.compactMap { shape in
            if case .polyline(let points) = shape.geometry, shape.stroke?.width == 2 { return points }
            return nil
        }
    }
}
