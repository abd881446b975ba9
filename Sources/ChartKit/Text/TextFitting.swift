/// Shortening text to a width with an ellipsis, on grapheme-cluster boundaries so accents, emoji
/// and other multi-scalar characters are never cut in half.
public enum TextFitting {
    /// The ellipsis appended to shortened text.
    public static let ellipsis = "…"

    /// `text` unchanged when it fits in `maxWidth`, otherwise the longest prefix (trailing spaces
    /// dropped) followed by "…" that fits, or "" when not even "…" fits.
    public static func truncate(_ text: String, toWidth maxWidth: Double, font: Font, measurer: some TextMeasurer)
        -> String
    {
        if measurer.measure(text, font: font).width <= maxWidth { return text }
        if measurer.measure(ellipsis, font: font).width > maxWidth { return "" }
        let characters = Array(text)
        // Binary search on the number of characters kept: width grows with the prefix length.
        var low = 0
        var high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            let candidate = shortened(characters, keeping: mid)
            if measurer.measure(candidate, font: font).width <= maxWidth { low = mid } else { high = mid - 1 }
        }
        return shortened(characters, keeping: low)
    }

    private static func shortened(_ characters: [Character], keeping count: Int) -> String {
        var prefix = String(characters[0..<count])
        while prefix.last == " " { prefix.removeLast() }
        return prefix + ellipsis
    }
}
