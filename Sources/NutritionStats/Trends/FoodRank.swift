import NutritionData

/// One food's share of a period: how often it was logged and how many kcal it brought.
///
/// Entries are the same food when they name the same food id; entries without an id are grouped by
/// their exact name.
public struct FoodRank: Sendable, Equatable {
    /// The name of the food in its latest entry of the period.
    public var name: String
    /// The food id, when the entries name one.
    public var foodID: FoodID?
    /// Entries of the food.
    public var entries: Int
    /// Logged kcal of those entries.
    public var kcal: Double
    /// Servings of those entries.
    public var servings: Double

    /// A value with these members, as given.
    public init(name: String, foodID: FoodID?, entries: Int, kcal: Double, servings: Double) {
        self.name = name
        self.foodID = foodID
        self.entries = entries
        self.kcal = kcal
        self.servings = servings
    }
}
