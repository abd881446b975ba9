import ChartKit

/// Breaks text into lines no wider than a width, at spaces, for the label's footnote and long
/// serving sizes. A single word wider than the width is cut with an ellipsis (``TextFitting``), so
/// nothing is drawn past the label's edge.
enum WordWrapping {
    /// The lines of `text` in `font`, each at most `width` wide.
    static func lines(_ text: String, width: Double, font: Font, measurer: some TextMeasurer) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if measurer.measure(candidate, font: font).width <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current =
                measurer.measure(word, font: font).width <= width
                ? word : TextFitting.truncate(word, toWidth: width, font: font, measurer: measurer)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
