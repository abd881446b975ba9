/// The unit a nutrient amount is stored in, as the Nutrition shortcut's food objects store it.
public enum NutrientUnit: String, Sendable, Hashable, CaseIterable {
    case kilocalorie = "kcal"
    case gram = "g"
    case milligram = "mg"
    case microgram = "mcg"

    /// The short symbol shown after an amount ("kcal", "g", "mg", "mcg").
    public var symbol: String { rawValue }
}

/// One of the 17 amounts a food object records per serving.
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

    /// The key this amount has in a food object (`"Calories"`, `"VitC"`, …).
    public var key: String {
        switch self {
        case .calories: "Calories"
        case .carbs: "Carbs"
        case .fat: "Fat"
        case .protein: "Protein"
        case .sugar: "Sugar"
        case .fiber: "Fiber"
        case .monounsaturated: "Monounsaturated"
        case .polyunsaturated: "Polyunsaturated"
        case .saturated: "Saturated"
        case .trans: "Trans"
        case .sodium: "Sodium"
        case .cholesterol: "Cholesterol"
        case .potassium: "Potassium"
        case .vitaminC: "VitC"
        case .calcium: "Calcium"
        case .iron: "Iron"
        case .vitaminA: "VitA"
        }
    }

    /// A name for people ("Vitamin C", "Saturated fat").
    public var displayName: String {
        switch self {
        case .calories: "Energy"
        case .carbs: "Carbohydrate"
        case .fat: "Fat"
        case .protein: "Protein"
        case .sugar: "Sugars"
        case .fiber: "Fiber"
        case .monounsaturated: "Monounsaturated fat"
        case .polyunsaturated: "Polyunsaturated fat"
        case .saturated: "Saturated fat"
        case .trans: "Trans fat"
        case .sodium: "Sodium"
        case .cholesterol: "Cholesterol"
        case .potassium: "Potassium"
        case .vitaminC: "Vitamin C"
        case .calcium: "Calcium"
        case .iron: "Iron"
        case .vitaminA: "Vitamin A"
        }
    }

    /// The unit amounts of this nutrient are stored and shown in.
    public var unit: NutrientUnit {
        switch self {
        case .calories: .kilocalorie
        case .carbs, .fat, .protein, .sugar, .fiber, .monounsaturated, .polyunsaturated, .saturated, .trans: .gram
        case .sodium, .cholesterol, .potassium, .vitaminC, .calcium, .iron: .milligram
        case .vitaminA: .microgram
        }
    }

    /// The nutrient whose food-object key is `key` (exact, case-sensitive), if any.
    public init?(key: String) {
        guard let found = Nutrient.allCases.first(where: { $0.key == key }) else { return nil }
        self = found
    }

    public static func < (lhs: Nutrient, rhs: Nutrient) -> Bool { lhs.rawValue < rhs.rawValue }
}
