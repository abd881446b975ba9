/// A nutrient the catalogue does not know, kept as a file names it: a Cronometer column such as
/// `Oxalate (mg)`, `Phytate (mg)` or a user's own `My Custom (mg)`. It is summed with the same nutrient
/// of other entries and files (same ``id``), shown and exported under its name, never given a Daily
/// Value.
///
/// Two columns are the same custom nutrient when their names agree without regard to case, spaces and
/// punctuation and their units agree (mass spellings `µg`, `μg`, `ug` and `mcg` are one unit, `mcg`);
/// the same name in another unit is another nutrient (amounts are kept as written, not converted).
public struct CustomNutrient: Sendable, Hashable, Comparable {
    /// `custom_` and the name in snake_case (`custom_oxalate`, `custom_my_custom`): never one of the
    /// catalogue's ids, and stable across files.
    public let id: String
    /// The name as the first file to use it wrote it, without its unit (`Oxalate`).
    public let displayName: String
    /// The unit as written, mass spellings made one (`mg`, `mcg`, `IU`, `%`).
    public let unit: String

    /// The custom nutrient a column named `name` in `unit` stands for; nil when the name has no letter
    /// or digit, or the unit is empty (a column without a unit is not taken for a nutrient).
    public init?(name: String, unit: String) {
        let words = name.lowercased().unicodeScalars.split { !($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        let unit = unit.trimmingSpaces()
        guard !words.isEmpty, !unit.isEmpty else { return nil }
        id = "custom_" + words.map { String(String.UnicodeScalarView($0)) }.joined(separator: "_")
        displayName = name.trimmingSpaces()
        self.unit = Self.spelling(ofUnit: unit)
    }

    /// One spelling per mass unit (`µg` → `mcg`, `MG` → `mg`); any other unit as written.
    static func spelling(ofUnit unit: String) -> String {
        switch unit.lowercased() {
        case "g": "g"
        case "mg": "mg"
        case "µg", "μg", "ug", "mcg": "mcg"
        default: unit
        }
    }

    /// Same nutrient: same ``id`` and ``unit`` (the display name is the first file's spelling).
    public static func == (lhs: CustomNutrient, rhs: CustomNutrient) -> Bool {
        lhs.id == rhs.id && lhs.unit == rhs.unit
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(unit)
    }

    /// By id, then unit.
    public static func < (lhs: CustomNutrient, rhs: CustomNutrient) -> Bool {
        lhs.id != rhs.id ? lhs.id < rhs.id : lhs.unit < rhs.unit
    }
}
