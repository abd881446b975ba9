import Foundation

/// The one rule for comparing food names typed by people: case, accents and surrounding spaces do
/// not matter ("MUSLI" finds "Müsli", "creme brulee" finds "Crème brûlée").
public enum FoodNameFolding {
    /// `name` lowercased, without diacritics, with runs of white space as one space and none at the ends.
    ///
    /// Foundation's folding leaves some combining marks in place (marks stacked on a character without
    /// a decomposition, such as U+FFFD), so every non-spacing mark left is dropped too, and the folding
    /// repeats until the text no longer changes (at most a few rounds): folding a folded name changes
    /// nothing, so a name and the same name typed again always meet.
    public static func fold(_ name: String) -> String {
        var text = name
        for _ in 0..<4 {
            let folded = once(text)
            if folded == text { break }
            text = folded
        }
        return text
    }

    private static func once(_ name: String) -> String {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var unmarked = String.UnicodeScalarView()
        unmarked.append(
            contentsOf: folded.unicodeScalars.lazy.filter { $0.properties.generalCategory != .nonspacingMark })
        return String(unmarked).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether folded `name` holds folded `part` as a run of characters ("" is in every name).
    ///
    /// Compared on Characters by hand: Foundation's `String.contains(_:)` (`range(of:)`) traps on some
    /// strings on Linux (found by the `food-lookup` fuzz harness), and a name typed by a user must
    /// never crash the command.
    public static func contains(_ name: String, _ part: String) -> Bool {
        let haystack = Array(name)
        let needle = Array(part)
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
