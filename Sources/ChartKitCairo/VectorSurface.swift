import CCairo

/// Cairo's SVG and PDF surfaces, written into memory: one place for the settings that keep their
/// bytes stable (SVG 1.1 in user units; a PDF's fixed creation date and creator) and for finishing
/// a surface and checking what Cairo says of it.
enum VectorSurface {
    /// SVG 1.1 in user units, or PDF with an optional title in its metadata.
    enum Kind {
        case svg
        case pdf(title: String?)
    }

    /// The bytes of a `kind` surface of `width` × `height` (a PDF's first page) once `draw` has
    /// drawn on it.
    static func bytes(
        _ kind: Kind, width: Double, height: Double,
        draw: (OpaquePointer) throws(RenderError) -> Void
    ) throws(RenderError) -> [UInt8] {
        let sink = ByteSink()
        let result: Result<Void, RenderError> = sink.withWriter { write, closure in
            let created =
                switch kind {
                case .svg: cairo_svg_surface_create_for_stream(write, closure, width, height)
                case .pdf: cairo_pdf_surface_create_for_stream(write, closure, width, height)
                }
            guard let surface = created else {
                return .failure(RenderError(problem: "Cairo could not create \(kind.surfaceName) surface"))
            }
            defer { cairo_surface_destroy(surface) }
            switch kind {
            case .svg:
                cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
                cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_USER)
            case .pdf(let title):
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, ChartRenderer.fixedPDFDate)
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "NutriStats ChartKit")
                if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
            }
            return Result { () throws(RenderError) in
                try draw(surface)
                cairo_surface_finish(surface)
                try RenderError.check(cairo_surface_status(surface))
            }
        }
        try result.get()
        return sink.bytes
    }
}

extension VectorSurface.Kind {
    /// How a message names the surface: `an SVG`, `a PDF`.
    var surfaceName: String {
        switch self {
        case .svg: "an SVG"
        case .pdf: "a PDF"
        }
    }
}
