import ChartKit

/// Measures text exactly as ``ChartRenderer`` draws it: one Pango line (``PangoTypesetter``) per
/// text, its advance width, and the first font's ascent and descent. Results are cached per text and
/// font.
///
/// One measurer holds one Pango context; use it from one thread at a time (make one per thread).
public final class CairoTextMeasurer: TextMeasurer {
    private let typesetter = PangoTypesetter()
    private var cache: [CacheKey: TextExtent] = [:]

    private struct CacheKey: Hashable {
        var text: String
        var font: Font
    }

    public init() {}

    public func measure(_ text: String, font: Font) -> TextExtent {
        let key = CacheKey(text: text, font: font)
        if let cached = cache[key] { return cached }
        // Controls replaced as when drawing (ScenePainter), so the text measured is the text drawn.
        guard let line = typesetter.set(TextControls.replacingControls(text), font: font) else {
            return ApproximateTextMeasurer().measure(text, font: font)
        }
        cache[key] = line.extent
        return line.extent
    }
}
