import CCairo
import ChartKit

/// Measures text with Cairo and DejaVu Sans: the advance width from `cairo_text_extents` and the
/// font's ascent and descent from `cairo_font_extents`. Results are cached per text and font.
///
/// One measurer holds one Cairo context; use it from one thread at a time (make one per thread).
public final class CairoTextMeasurer: TextMeasurer {
    private let surface: OpaquePointer?
    private let context: OpaquePointer?
    private var cache: [CacheKey: TextExtent] = [:]

    private struct CacheKey: Hashable {
        var text: String
        var font: Font
    }

    public init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        context = surface.flatMap { cairo_create($0) }
        if let context { CairoFont.applyOptions(context) }
    }

    deinit {
        if let context { cairo_destroy(context) }
        if let surface { cairo_surface_destroy(surface) }
    }

    public func measure(_ text: String, font: Font) -> TextExtent {
        let key = CacheKey(text: text, font: font)
        if let cached = cache[key] { return cached }
        guard let context else { return ApproximateTextMeasurer().measure(text, font: font) }
        CairoFont.select(font, in: context)
        var fontExtents = cairo_font_extents_t()
        cairo_font_extents(context, &fontExtents)
        var textExtents = cairo_text_extents_t()
        // Controls replaced as when drawing (ScenePainter): a NUL would end Cairo's C string.
        if !text.isEmpty { cairo_text_extents(context, TextControls.replacingControls(text), &textExtents) }
        let extent = TextExtent(width: textExtents.x_advance, ascent: fontExtents.ascent, descent: fontExtents.descent)
        cache[key] = extent
        return extent
    }
}
