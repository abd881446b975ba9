import NutritionData

/// One line of a custom targets file: a nutrient's daily amount and, optionally, how to read it.
public struct CustomTarget: Sendable, Hashable {
    /// The nutrient: any nutrient of the catalogue.
    public var nutrient: KnownNutrient
    /// The amount per day, converted to the nutrient's ``/NutritionData/KnownNutrient/unit``.
    public var amount: Double
    /// Limit, target or reference; nil keeps the kind of the table it overrides.
    public var kind: DailyValueKind?
    /// The 1-based line it was read from.
    public var line: Int

    /// A value with these members, as given.
    public init(nutrient: KnownNutrient, amount: Double, kind: DailyValueKind?, line: Int) {
        self.nutrient = nutrient
        self.amount = amount
        self.kind = kind
        self.line = line
    }
}
