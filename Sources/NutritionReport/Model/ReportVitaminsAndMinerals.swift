/// The report's vitamins and minerals section: every vitamin and mineral some entry of the period
/// reports, with its %DV, and a second %DV chart of those with a Daily Value (`chart.vitamins-minerals`).
/// A report has one only when the period has a vitamin or mineral beyond the 17 of the nutrient table
/// (``PeriodReport/vitaminsAndMinerals``): a food log of the Nutrition shortcut keeps its report as it was.
public struct ReportVitaminsAndMinerals: Sendable, Equatable {
    /// Vitamins, then minerals; a group without data is left out.
    public var groups: [ReportVitaminMineralGroup]
    /// Whether some amount is a lower bound (written `≥`).
    public var hasLowerBounds: Bool
    /// Whether some nutrient is flagged or unknown whether under.
    public var hasFlags: Bool

    /// A section of these groups.
    public init(groups: [ReportVitaminMineralGroup]) {
        self.groups = groups
        let nutrients = groups.flatMap(\.nutrients)
        self.hasLowerBounds = nutrients.contains { $0.isLowerBound }
        self.hasFlags = nutrients.contains { $0.flag != nil }
    }
}
