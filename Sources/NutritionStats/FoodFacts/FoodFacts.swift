import NutritionData

/// Everything `nutristats food` shows about one food: its amounts per serving against the Daily
/// Values chosen, and how often it was logged.
public struct FoodFacts: Sendable, Equatable {
    /// The food.
    public var food: KnownFood
    /// Every nutrient per serving, in ``/NutritionData/Nutrient`` order, with its Daily Value when it has one.
    public var nutrients: [NutrientFact]
    /// How often and when the food was logged.
    public var usage: FoodUsage
    /// The Daily Value table the percentages use.
    public var tableName: String

    /// One nutrient of one serving.
    public struct NutrientFact: Sendable, Equatable {
        /// The nutrient.
        public var nutrient: Nutrient
        /// The amount per serving, in the nutrient's unit; nil when unknown (a food from a food log
        /// without that nutrient's column or cell, ``/NutritionData/NutrientVector/unknown``).
        public var amount: Double?
        /// The Daily Value compared with; nil for nutrients without one (sugars, mono-, poly- and trans fat).
        public var dailyValue: DailyValue?

        /// `amount` as a percentage of the Daily Value (unrounded); nil without one.
        public var percent: Double? {
            guard let dailyValue, let amount else { return nil }
            return dailyValue.percent(of: amount)
        }
    }

    /// The facts of `food` with percentages of `table` and usage from `entries`.
    public init(food: KnownFood, table: DailyValueTable, entries: [LogEntry]) {
        self.food = food
        self.tableName = table.name
        self.nutrients = Nutrient.allCases.map {
            NutrientFact(nutrient: $0, amount: food.perServing.known($0), dailyValue: table[$0])
        }
        self.usage = FoodUsage(of: food, in: entries)
    }
}
