/// One entry of the food log.
public struct ReportFood: Sendable, Equatable {
    /// The food's name as logged (escaped by the output format, never trusted as markup).
    public var name: String
    /// Servings, one decimal: `1.5`.
    public var servings: String
    /// Logged kcal: `320`, or `?` when the entry was logged without kcal (see `LogEntry.kcalKnown`).
    public var kcal: String
    /// Whether the entry's nutrients are known (a food object was found).
    public var hasNutrients: Bool
    /// `history`, `cache`, `backlog` or `food log`.
    public var source: String

    /// A value with these members, as given.
    public init(name: String, servings: String, kcal: String, hasNutrients: Bool, source: String) {
        self.name = name
        self.servings = servings
        self.kcal = kcal
        self.hasNutrients = hasNutrients
        self.source = source
    }
}
