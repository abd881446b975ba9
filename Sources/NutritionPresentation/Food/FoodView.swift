import NutritionStats

/// What `nutristats food` prints: the food's facts and, with `--servings`, the what-if.
package struct FoodView {
    package var facts: FoodFacts
    package var whatIf: FoodWhatIf?
    /// The daily kcal goal the budget uses.
    package var goal: Double

    package init(facts: FoodFacts, whatIf: FoodWhatIf?, goal: Double) {
        self.facts = facts
        self.whatIf = whatIf
        self.goal = goal
    }
}
