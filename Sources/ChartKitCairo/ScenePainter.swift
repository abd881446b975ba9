import CCairo
import ChartKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replays a scene on a Cairo context, item by item, making no layout decision: positions, text
/// extents and colours all come from the scene; text is set by the shared typesetter
/// (``SharedTypesetter``) as it was measured.
enum ScenePainter {
    static func paint(_ scene: Scene, on context: OpaquePointer) {
        setColor(scene.background, context)
        cairo_rectangle(context, 0, 0, scene.size.width, scene.size.height)
        cairo_fill(context)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        for item in scene.items {
            switch item {
            case .shape(let shape): paint(shape, context)
            case .text(let run): paint(run, context)
            }
        }
    }

    static func setColor(_ color: Color, _ context: OpaquePointer) {
        cairo_set_source_rgba(
            context, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, color.alpha)
    }

    static func paint(_ shape: Shape, _ context: OpaquePointer) {
        cairo_new_path(context)
        switch shape.geometry {
        case .rect(let rect):
            cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        case .circle(let center, let radius):
            cairo_arc(context, center.x, center.y, radius, 0, 2 * Double.pi)
            cairo_close_path(context)
        case .line(let from, let to):
            cairo_move_to(context, from.x, from.y)
            cairo_line_to(context, to.x, to.y)
        case .polyline(let points), .polygon(let points):
            guard let first = points.first else { return }
            cairo_move_to(context, first.x, first.y)
            for point in points.dropFirst() { cairo_line_to(context, point.x, point.y) }
            if case .polygon = shape.geometry { cairo_close_path(context) }
        case .wedge(let center, let inner, let outer, let start, let end):
            if end - start >= 2 * Double.pi - 1e-9 {
                cairo_arc(context, center.x, center.y, outer, 0, 2 * Double.pi)
                cairo_close_path(context)
                if inner > 0 {
                    cairo_new_sub_path(context)
                    cairo_arc_negative(context, center.x, center.y, inner, 2 * Double.pi, 0)
                    cairo_close_path(context)
                }
            } else if inner > 0 {
                cairo_arc(context, center.x, center.y, outer, start, end)
                cairo_arc_negative(context, center.x, center.y, inner, end, start)
                cairo_close_path(context)
            } else {
                cairo_move_to(context, center.x, center.y)
                cairo_arc(context, center.x, center.y, outer, start, end)
                cairo_close_path(context)
            }
        }
        if let fill = shape.fill {
            setColor(fill, context)
            if shape.stroke != nil { cairo_fill_preserve(context) } else { cairo_fill(context) }
        }
        if let stroke = shape.stroke {
            setColor(stroke.color, context)
            cairo_set_line_width(context, stroke.width)
            cairo_set_line_cap(context, stroke.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
            stroke.dash.withUnsafeBufferPointer { dashes in
                cairo_set_dash(context, dashes.baseAddress, Int32(dashes.count), 0)
            }
            cairo_stroke(context)
        }
        cairo_new_path(context)
    }

    static func paint(_ run: TextRun, _ context: OpaquePointer) {
        guard !run.text.isEmpty else { return }
        let text = TextControls.replacingControls(run.text)
        cairo_save(context)
        cairo_translate(context, run.anchor.x, run.anchor.y)
        if run.rotation != 0 { cairo_rotate(context, run.rotation * Double.pi / 180) }
        let origin = run.localOrigin
        setColor(run.color, context)
        SharedTypesetter.with { typesetter in
            guard let line = typesetter.set(text, font: run.font) else { return }
            MissingGlyphs.record(typesetter.missingCharacters())
            // Pango draws a layout from its top-left corner: move up by its baseline so the line sits on
            // the run's baseline, and left by its box's offset so its box starts where layout measured it.
            cairo_move_to(context, origin.x - line.left, origin.y - line.baseline)
            typesetter.show(on: context)
        }
        cairo_new_path(context)
        cairo_restore(context)
    }
}
