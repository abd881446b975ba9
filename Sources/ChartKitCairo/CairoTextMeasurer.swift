import ChartKit

/// Measures text exactly as ``ChartRenderer`` draws it: one Pango line (``PangoTypesetter``) per
/// text, its advance width, and the first font's ascent and descent. Results are cached per text and
/// font.
///
/// Measurers share the process's one typesetter (``SharedTypesetter``); a measurer's own cache is
/// not locked, so use one measurer from one thread at a time (make one per thread).
public final class CairoTextMeasurer: TextMeasurer {
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
        let replaced = TextControls.replacingControls(text)
        guard let line = SharedTypesetter.with({ $0.set(replaced, font: font) }) else {
            return ApproximateTextMeasurer().measure(text, font: font)
        }
        cache[key] = line.extent
        return line.extent
    }
}
