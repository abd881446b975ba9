import Foundation

/// The one rule for comparing food names typed by people: case, accents and surrounding spaces do
/// not matter ("MUSLI" finds "Müsli", "creme brulee" finds "Crème brûlée").
public enum FoodNameFolding {
    /// `name` lowercased, without diacritics, with runs of white space as one space and none at the ends.
    public static func fold(_ name: String) -> String {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
