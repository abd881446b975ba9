import CCairo
import ChartKit

/// Selecting fonts the same way for measuring and drawing, so layout and output agree.
enum CairoFont {
    /// Hinting off for metrics and outlines, grey antialiasing: advances do not depend on the
    /// output scale, so a scene laid out once draws identically as PNG at any scale, SVG and PDF,
    /// and PNG bytes do not depend on a desktop's subpixel settings.
    static func applyOptions(_ context: OpaquePointer) {
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    static func select(_ font: Font, in context: OpaquePointer) {
        cairo_select_font_face(context, ChartKitCairo.fontFamily, CAIRO_FONT_SLANT_NORMAL,
                               font.weight == .bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, font.size)
    }
}
