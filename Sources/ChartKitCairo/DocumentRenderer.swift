import CCairo
import ChartKit

/// Renders several pages into one PDF with Cairo: a page per ``DocumentPage``, each layer a scene
/// replayed exactly as ``ChartRenderer`` would draw it, at its origin and clipped to its size.
///
/// Output is deterministic: the creation date is fixed (``ChartRenderer/fixedPDFDate``) and fonts
/// are subset and embedded, so the same pages give the same bytes.
public struct DocumentRenderer: Sendable {
    /// The document title written into the PDF's metadata.
    public var title: String?

    /// A renderer writing `title` into the metadata.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The PDF bytes of `pages` (at least one).
    public func pdf(_ pages: [DocumentPage]) throws(RenderError) -> [UInt8] {
        guard let first = pages.first else { throw RenderError(problem: "a document needs at least one page") }
        for page in pages {
            let w = page.size.width
            let h = page.size.height
            guard w >= 1, h >= 1, w <= ChartRenderer.maxPixels, h <= ChartRenderer.maxPixels else {
                throw RenderError(
                    problem: "a page must be 1 to \(Int(ChartRenderer.maxPixels)) points on each side, not \(w)×\(h)")
            }
        }
        return try VectorSurface.bytes(.pdf(title: title), width: first.size.width, height: first.size.height) {
            surface throws(RenderError) in
            guard let context = cairo_create(surface) else {
                throw RenderError(problem: "Cairo could not create a context")
            }
            defer { cairo_destroy(context) }
            for page in pages {
                cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
                for layer in page.layers {
                    cairo_save(context)
                    cairo_translate(context, layer.origin.x, layer.origin.y)
                    cairo_rectangle(context, 0, 0, layer.scene.size.width, layer.scene.size.height)
                    cairo_clip(context)
                    ScenePainter.paint(layer.scene, on: context)
                    cairo_restore(context)
                }
                cairo_show_page(context)
            }
            try RenderError.check(cairo_status(context))
        }
    }
}
