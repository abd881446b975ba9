import NutritionStats

/// What `nutristats food` prints: the food's facts and, with `--servings`, the what-if.
struct FoodView {
    var facts: FoodFacts
    var whatIf: FoodWhatIf?
    /// The daily kcal goal the budget uses.
    var goal: Double
}
