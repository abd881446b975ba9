import NutritionData

/// The nutrients of the foods the test weeks log (per serving), shared by the stats command's and the
/// report's fixtures so both describe the same oats, milk and pasta.
public enum FixtureFoods {
    public static let oats: [Nutrient: Double] = [
        .calories: 300, .carbs: 54, .protein: 10, .fat: 5, .fiber: 8, .sodium: 5, .calcium: 50, .iron: 3.4,
        .potassium: 300,
    ]
    public static let milk: [Nutrient: Double] = [
        .calories: 120, .carbs: 12, .protein: 8, .fat: 5, .calcium: 300, .sodium: 100,
    ]
    public static let pasta: [Nutrient: Double] = [
        .calories: 800, .carbs: 110, .protein: 30, .fat: 25, .sodium: 1_900, .fiber: 6,
    ]
}
