import CCairo
import ChartKit

/// ChartKitCairo: replays a ChartKit scene on a Cairo surface as PNG, SVG or PDF.
///
/// Text uses Cairo's "toy" font API with the DejaVu Sans family. That API maps characters to glyphs
/// one by one (no shaping, no font fallback), which covers Latin, Greek, Cyrillic, arrows and
/// geometric symbols — everything in DejaVu Sans and everything our labels use — without adding a
/// FreeType/HarfBuzz dependency. Scripts that need shaping (Arabic, Indic) or glyphs DejaVu lacks
/// (CJK, emoji) render as the font's missing-glyph box; switching to cairo-ft with fontconfig
/// fallback would be the path if that ever matters.
public enum ChartKitCairo {
    /// The version of the Cairo library in use ("1.16.0").
    public static var cairoVersion: String { String(cString: cairo_version_string()) }

    /// The font family every text run is set in.
    public static let fontFamily = "DejaVu Sans"
}
