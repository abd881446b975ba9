import Foundation

/// The one rule for comparing food names typed by people: case, accents and surrounding spaces do
/// not matter ("MUSLI" finds "Müsli", "creme brulee" finds "Crème brûlée").
public enum FoodNameFolding {
    /// `name` lowercased, without diacritics, with runs of white space as one space and none at the ends.
    public static func fold(_ name: String) -> String {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether folded `name` holds folded `part` as a run of characters ("" is in every name).
    ///
    /// Compared on Characters by hand: Foundation's `String.contains(_:)` (`range(of:)`) traps on some
    /// strings on Linux (found by the `food-lookup` fuzz harness), and a name typed by a user must
    /// never crash the command.
    public static func contains(_ name: String, _ part: String) -> Bool {
        let haystack = Array(name), needle = Array(part)
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
