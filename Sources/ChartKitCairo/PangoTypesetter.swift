import CCairo
import CPangoCairo
import ChartKit

/// Sets one line of text with Pango, for measuring (``CairoTextMeasurer``) and drawing
/// (``ScenePainter``) alike, so what layout measured is what is drawn.
///
/// Pango shapes the text with HarfBuzz (Arabic joining, combining marks, emoji sequences), orders it
/// with the Unicode bidirectional algorithm (a run's direction is that of its first strong letter, so
/// a Hebrew name reads right to left), and takes each character from the first font of
/// ``ChartKitCairo/fontFamilies`` that has it, then from any other installed font fontconfig offers.
///
/// Two font maps: the first sees only the fonts of those families (``PinnedFontConfiguration``:
/// fontconfig sorts three families instead of every installed font, and other installed fonts
/// cannot change covered text); a line with a character none of them has is set again with the
/// system's configuration, so an uncovered script is drawn from any installed font that has it, or
/// shows as boxes and in ``missingCharacters()``.
///
/// Output stays deterministic and independent of the output scale: hinting is off for metrics and
/// outlines, glyph positions are not rounded to whole pixels, and the font list is fixed.
///
/// A typesetter owns its Pango font map and contexts, which must not be used by two threads at once:
/// the process's one typesetter is used only under ``SharedTypesetter``'s lock (hence
/// `@unchecked Sendable`).
final class PangoTypesetter: @unchecked Sendable {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>?
    /// Contexts for left-to-right and right-to-left lines: a layout keeps the context's direction, and
    /// changing a context's direction would make every cached layout of it lay itself out again.
    private let leftToRight: OpaquePointer?
    private let rightToLeft: OpaquePointer?
    /// The pinned configuration of `fontMap`, or nil when it uses the system's.
    private let pinned: OpaquePointer?
    /// The system's font map and its contexts, made the first time a line needs them (only when
    /// `fontMap` is pinned).
    private var systemFonts:
        (map: UnsafeMutablePointer<PangoFontMap>?, leftToRight: OpaquePointer?, rightToLeft: OpaquePointer?)?
    private var descriptions: [Font: OpaquePointer] = [:]
    private var verticalMetrics: [Font: (ascent: Double, descent: Double)] = [:]
    /// Lines set before, so drawing a measured text (in each format) does not shape it again: Pango
    /// takes ~20 µs to itemise and shape a short label, Cairo's toy API took ~1 µs.
    private var lines: [LineKey: CachedLine] = [:]
    /// The layout of the line last set, for ``show(on:)`` and ``missingCharacters()``.
    private var current: CachedLine?
    /// At most this many lines are kept; then the cache starts over.
    static let cachedLineLimit = 4096

    private struct LineKey: Hashable {
        var text: String
        var font: Font
    }

    private struct CachedLine {
        var layout: OpaquePointer
        var line: Line
        var missing: [Unicode.Scalar]
    }

    /// One line set in a font: its extent and where its box starts relative to Pango's layout origin.
    struct Line {
        /// Advance width and the primary font's ascent and descent (the same for every line of one
        /// font, so baselines line up whatever the letters and fallback fonts).
        var extent: TextExtent
        /// Pango's distance from the top of the layout to the baseline (larger when a fallback font
        /// is taller); the painter moves the layout up by this much to sit on the run's baseline.
        var baseline: Double
        /// The logical box's left edge in the layout (0 for one unwrapped line).
        var left: Double
    }

    init() {
        // The system's configuration is loaded here, before the font map exists: Pango's fontconfig
        // font map loads it on a thread of its own when none is loaded yet, and the two loads would
        // then run at once, each reading every configuration file and font cache.
        pinned = PinnedFontConfiguration.make(families: ChartKitCairo.fontFamilies)
        fontMap = pango_cairo_font_map_new()
        if let pinned, let fontMap {
            // pango_cairo_font_map_new makes a fontconfig-backed map on Linux (PangoCairoFcFontMap).
            pango_fc_font_map_set_config(OpaquePointer(fontMap), pinned)
        }
        leftToRight = Self.makeContext(fontMap, direction: PANGO_DIRECTION_LTR)
        rightToLeft = Self.makeContext(fontMap, direction: PANGO_DIRECTION_RTL)
    }

    /// The contexts of the system's configuration for lines the pinned fonts cannot draw, or nil
    /// when the first font map already is the system's.
    private func systemContext(_ direction: PangoDirection) -> OpaquePointer? {
        guard pinned != nil else { return nil }
        if systemFonts == nil {
            let map = pango_cairo_font_map_new()
            systemFonts = (
                map, Self.makeContext(map, direction: PANGO_DIRECTION_LTR),
                Self.makeContext(map, direction: PANGO_DIRECTION_RTL)
            )
        }
        return direction == PANGO_DIRECTION_RTL ? systemFonts?.rightToLeft : systemFonts?.leftToRight
    }

    private static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>?, direction: PangoDirection)
        -> OpaquePointer?
    {
        guard
            let context = fontMap.flatMap({ map in
                map.withMemoryRebound(to: PangoFontMap.self, capacity: 1) { pango_font_map_create_context($0) }
            })
        else { return nil }
        if let options = cairo_font_options_create() {
            // Hinting off for metrics and outlines, grey antialiasing: advances do not depend on the
            // output scale, so a scene laid out once draws identically as PNG at any scale, SVG and
            // PDF, and PNG bytes do not depend on a desktop's subpixel settings.
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        pango_context_set_round_glyph_positions(context, 0)
        // Logical units are cairo user units (pixels, points): 72 units per inch, no conversion.
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_base_dir(context, direction)
        return context
    }

    deinit {
        forgetLines()
        for description in descriptions.values { pango_font_description_free(description) }
        if let leftToRight { g_object_unref(UnsafeMutableRawPointer(leftToRight)) }
        if let rightToLeft { g_object_unref(UnsafeMutableRawPointer(rightToLeft)) }
        if let fontMap { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
        if let systemFonts {
            for context in [systemFonts.leftToRight, systemFonts.rightToLeft] {
                if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
            }
            if let map = systemFonts.map { g_object_unref(UnsafeMutableRawPointer(map)) }
        }
        if let pinned { FcConfigDestroy(pinned) }
    }

    private func forgetLines() {
        for cached in lines.values { g_object_unref(UnsafeMutableRawPointer(cached.layout)) }
        lines.removeAll()
        current = nil
    }

    /// `text` (controls already replaced) set on one line in `font`, or nil when Pango is unusable.
    func set(_ text: String, font: Font) -> Line? {
        let key = LineKey(text: text, font: font)
        if let cached = lines[key] {
            current = cached
            return cached.line
        }
        let direction = Self.direction(of: text)
        guard let context = direction == PANGO_DIRECTION_RTL ? rightToLeft : leftToRight,
            let description = description(font), var layout = Self.layout(text, context, description)
        else { return nil }
        var missing = Self.missingCharacters(layout)
        if !missing.isEmpty, let system = systemContext(direction),
            let fallback = Self.layout(text, system, description)
        {
            // A character the pinned fonts lack: the whole line from the system's fonts (which
            // list the same families first, so covered characters keep their glyphs).
            g_object_unref(UnsafeMutableRawPointer(layout))
            layout = fallback
            missing = Self.missingCharacters(layout)
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let (ascent, descent) = vertical(font, description)
        let line = Line(
            extent: TextExtent(width: Self.points(logical.width), ascent: ascent, descent: descent),
            baseline: Self.points(pango_layout_get_baseline(layout)), left: Self.points(logical.x))
        if lines.count >= Self.cachedLineLimit { forgetLines() }
        let cached = CachedLine(layout: layout, line: line, missing: missing)
        lines[key] = cached
        current = cached
        return line
    }

    /// `text` laid out on one line in `context` with `description`.
    private static func layout(_ text: String, _ context: OpaquePointer, _ description: OpaquePointer) -> OpaquePointer?
    {
        guard let layout = pango_layout_new(context) else { return nil }
        // A name stays on one line: U+2028 and U+2029 do not start a new one.
        pango_layout_set_single_paragraph_mode(layout, 1)
        // The direction is the context's (``direction(of:)``), not guessed by Pango.
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_font_description(layout, description)
        var utf8 = text
        utf8.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
        return layout
    }

    /// Draws the line last ``set(_:font:)`` with its top-left corner at the current point of `cairo`.
    func show(on cairo: OpaquePointer) {
        guard let current else { return }
        pango_cairo_show_layout(cairo, current.layout)
    }

    /// The characters of the line last set that no font had a glyph for (Pango draws a box for each),
    /// in order of appearance, without repeats.
    func missingCharacters() -> [Unicode.Scalar] {
        current?.missing ?? []
    }

    /// The characters of `layout` that no font had a glyph for, in order of appearance, without repeats.
    private static func missingCharacters(_ layout: OpaquePointer) -> [Unicode.Scalar] {
        guard pango_layout_get_unknown_glyphs_count(layout) > 0,
            let iterator = pango_layout_get_iter(layout)
        else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var found: [Unicode.Scalar] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs else {
                continue
            }
            for index in 0..<Int(glyphs.pointee.num_glyphs) {
                let glyph = glyphs.pointee.glyphs[index].glyph
                // An unknown glyph is the character's code point with PANGO_GLYPH_UNKNOWN_FLAG set.
                guard glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0, glyph != PANGO_GLYPH_EMPTY,
                    let scalar = Unicode.Scalar(glyph & ~PANGO_GLYPH_UNKNOWN_FLAG),
                    !found.contains(scalar)
                else { continue }
                found.append(scalar)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return found
    }

    /// The line's direction: that of its first strong letter outside isolates (U+2066–U+2069), as for
    /// a paragraph in the Unicode bidirectional algorithm (rules P2–P3), or left to right when it has
    /// none. A Hebrew name alone reads right to left ("!" and digits after it on its left); a label
    /// that isolates a name ("⁨שקשוקה⁩ 19 %", ``TextControls/isolated(_:)``) keeps the reading
    /// order of the words around it.
    static func direction(of text: String) -> PangoDirection {
        var isolates = 0
        for scalar in text.unicodeScalars {
            switch nutristats_paragraph_class(scalar.value) {
            case 3: isolates += 1
            case 4: isolates = max(0, isolates - 1)
            case 1 where isolates == 0: return PANGO_DIRECTION_LTR
            case 2 where isolates == 0: return PANGO_DIRECTION_RTL
            default: continue
            }
        }
        return PANGO_DIRECTION_LTR
    }

    // MARK: Fonts

    private func description(_ font: Font) -> OpaquePointer? {
        if let cached = descriptions[font] { return cached }
        guard let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, ChartKitCairo.fontFamilies.joined(separator: ","))
        pango_font_description_set_weight(description, font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        descriptions[font] = description
        return description
    }

    /// The ascent and descent of the first font of the list (DejaVu Sans: 0.928 and 0.236 em).
    private func vertical(_ font: Font, _ description: OpaquePointer) -> (ascent: Double, descent: Double) {
        if let cached = verticalMetrics[font] { return cached }
        var result = (ascent: 0.928 * font.size, descent: 0.236 * font.size)
        if let fontMap, let context = leftToRight,
            let primary = pango_font_description_copy_static(description)
        {
            defer { pango_font_description_free(primary) }
            pango_font_description_set_family_static(primary, ChartKitCairo.fontFamilies[0])
            let loaded = fontMap.withMemoryRebound(to: PangoFontMap.self, capacity: 1) {
                pango_font_map_load_font($0, context, primary)
            }
            if let loaded {
                if let metrics = pango_font_get_metrics(loaded, nil) {
                    result = (
                        Self.points(pango_font_metrics_get_ascent(metrics)),
                        Self.points(pango_font_metrics_get_descent(metrics))
                    )
                    pango_font_metrics_unref(metrics)
                }
                g_object_unref(UnsafeMutableRawPointer(loaded))
            }
        }
        verticalMetrics[font] = result
        return result
    }

    private static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
}
