/// Energy shares of the three macronutrients (4 / 4 / 9 kcal per g), whole percent.
public struct ReportMacroSplit: Sendable, Equatable {
    public var carbs: String
    public var protein: String
    public var fat: String

    /// A value with these members, as given.
    public init(carbs: String, protein: String, fat: String) {
        self.carbs = carbs
        self.protein = protein
        self.fat = fat
    }
}
