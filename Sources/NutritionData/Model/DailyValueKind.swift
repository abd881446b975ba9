/// How a nutrient's Daily Value is read.
public enum DailyValueKind: String, Sendable, Hashable, CaseIterable {
    /// Eat at most this much (fat, saturated fat, cholesterol, sodium): flagged above 100 %DV.
    case limit
    /// Eat at least this much (fiber, protein, vitamins, minerals): flagged below 100 %DV.
    case target
    /// A reference amount only (carbohydrate, energy): shown as %DV, never flagged.
    case reference
}
