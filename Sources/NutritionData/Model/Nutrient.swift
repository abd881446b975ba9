/// The unit a nutrient amount is stored in: the Nutrition shortcut's four, and millilitres for water
/// (``KnownNutrient/water``).
public enum NutrientUnit: String, Sendable, Hashable, CaseIterable {
    case kilocalorie = "kcal"
    case gram = "g"
    case milligram = "mg"
    case microgram = "mcg"
    case milliliter = "mL"

    /// The short symbol shown after an amount ("kcal", "g", "mg", "mcg", "mL").
    public var symbol: String { rawValue }
}

/// One of the 17 amounts a food object records per serving: the nutrients kept inline in every entry
/// (``NutrientVector``). Each is a ``KnownNutrient`` of the catalogue (``KnownNutrient/init(_:)``),
/// which holds its name, unit and key; the catalogue knows many more (``OtherNutrients``).
///
/// The raw value is the position in a ``NutrientVector``; ``key`` is the food object's JSON key.
public enum Nutrient: Int, Sendable, Hashable, CaseIterable, Comparable {
    case calories
    case carbs
    case fat
    case protein
    case sugar
    case fiber
    case monounsaturated
    case polyunsaturated
    case saturated
    case trans
    case sodium
    case cholesterol
    case potassium
    case vitaminC
    case calcium
    case iron
    case vitaminA

    /// The number of nutrients (the length of a ``NutrientVector``).
    public static let count = 17

    /// The key this amount has in a food object (`"Calories"`, `"VitC"`), the catalogue's
    /// (``NutrientDefinition/shortcutKey``).
    public var key: String { KnownNutrient(self).definition.shortcutKey ?? "" }

    /// A name for people ("Vitamin C", "Saturated fat"), the catalogue's (``KnownNutrient/displayName``).
    public var displayName: String { KnownNutrient(self).displayName }

    /// The unit amounts of this nutrient are stored and shown in, the catalogue's (``KnownNutrient/unit``).
    public var unit: NutrientUnit { KnownNutrient(self).unit }

    /// The nutrient whose food-object key is `key` (exact, case-sensitive), if any.
    public init?(key: String) {
        guard let found = Self.byKey[key] else { return nil }
        self = found
    }

    private static let byKey = Dictionary(uniqueKeysWithValues: Nutrient.allCases.map { ($0.key, $0) })

    public static func < (lhs: Nutrient, rhs: Nutrient) -> Bool { lhs.rawValue < rhs.rawValue }
}
