import CCairo
import CPangoCairo
import ChartKit
import Dispatch

/// ChartKitCairo: replays a ChartKit scene on a Cairo surface as PNG, SVG or PDF.
///
/// Text is set with Pango (``PangoTypesetter``): shaped by HarfBuzz, ordered by the Unicode
/// bidirectional algorithm, and drawn from the fonts of ``fontFamilies`` in order, then from any
/// other installed font that has the character. A character no installed font has is drawn as a
/// box and recorded in ``MissingGlyphs`` so a front end can say which font package to install.
public enum ChartKitCairo {
    /// The version of the Cairo library in use ("1.16.0").
    public static var cairoVersion: String { String(cString: cairo_version_string()) }

    /// The version of the Pango library in use ("1.50.12").
    public static var pangoVersion: String { String(cString: pango_version_string()) }

    /// The font families every text run is set in, in order of preference (docs/fonts.md):
    /// DejaVu Sans (fonts-dejavu-core: Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew, Arabic),
    /// WenQuanYi Micro Hei (fonts-wqy-microhei: Chinese, Japanese kana, Korean Hangul) and Symbola
    /// (fonts-symbola: emoji and symbols as outlines, so SVG and PDF stay vector and small).
    /// Fixing the list keeps output the same on machines with other fonts installed.
    public static let fontFamilies = ["DejaVu Sans", "WenQuanYi Micro Hei", "Symbola"]

    /// Starts the shared typesetter on another thread and returns at once: the Pango font map, the
    /// pinned font configuration, and fontconfig's own initialisation, which Pango runs on a thread
    /// of its own and the first line set waits for (about 10 ms of CPU). A command that will draw
    /// calls this before it reads its inputs, so that work is done by then; drawing gives the same
    /// bytes either way. Only the first call starts it.
    public static func prepareTypesetting() {
        _ = typesettingStarted
    }

    private static let typesettingStarted: Void = DispatchQueue.global(qos: .userInitiated).async {
        _ = SharedTypesetter.with { $0.set("0", font: Font(size: 10))?.extent }
    }
}
