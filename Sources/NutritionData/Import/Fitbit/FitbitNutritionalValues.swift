/// The keys of a Fitbit food log entry's `nutritionalValues` that NutriStats reads, with their
/// nutrient: `carbs`, `fat`, `fiber`, `protein` in grams and `sodium` in milligrams, NutriStats'
/// own units (no conversion). `calories` repeats the entry's energy and is not read from here;
/// other keys are not used.
enum FitbitNutritionalValues {
    /// The nutrient `key` holds, nil for a key not read.
    static func nutrient(_ key: String) -> Nutrient? {
        switch key {
        case "carbs": .carbs
        case "fat": .fat
        case "fiber": .fiber
        case "protein": .protein
        case "sodium": .sodium
        default: nil
        }
    }

    /// Every nutrient a `nutritionalValues` object can give.
    static let read: [Nutrient] = [.carbs, .fat, .fiber, .protein, .sodium]
}
