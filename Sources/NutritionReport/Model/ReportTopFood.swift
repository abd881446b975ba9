/// One food of the top-food list.
public struct ReportTopFood: Sendable, Equatable {
    /// `1`.
    public var rank: String
    /// The food's latest name in the period.
    public var name: String
    /// Entries: `6`.
    public var entries: String
    /// Logged kcal: `1,840`.
    public var kcal: String
    /// Servings, one decimal: `6.5`.
    public var servings: String

    /// A value with these members, as given.
    public init(rank: String, name: String, entries: String, kcal: String, servings: String) {
        self.rank = rank
        self.name = name
        self.entries = entries
        self.kcal = kcal
        self.servings = servings
    }
}
