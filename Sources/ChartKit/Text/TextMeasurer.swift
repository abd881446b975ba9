/// Measures text so layout can use real extents. ChartKitCairo provides one backed by Cairo;
/// ``ApproximateTextMeasurer`` is a deterministic stand-in for pure tests.
public protocol TextMeasurer {
    /// The extent of `text` set on one line in `font`.
    func measure(_ text: String, font: Font) -> TextExtent
}
