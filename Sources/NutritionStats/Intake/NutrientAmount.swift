/// A nutrient amount of a set of entries as the engine states it: **exact**, a **lower bound**, or
/// **unknown**, with its coverage. Made by ``NutrientTally/stated(entryCount:kcal:)``, the one rule;
/// front ends word it (`62.3 g`, `≥ 62.3 g`, `–`) and never decide it again.
public struct NutrientAmount: Sendable, Equatable {
    /// How much the amount says about the nutrient eaten.
    public enum Certainty: String, Sendable, Hashable {
        /// Every entry reports the nutrient: the amount is what was eaten.
        case exact
        /// Some entries report it and others do not: at least this much was eaten.
        case lowerBound = "lower-bound"
        /// No entry reports it: unknown, not 0.
        case unknown
    }

    /// Exact, lower bound or unknown.
    public var certainty: Certainty
    /// The amount in the nutrient's unit: exact or a lower bound; nil when ``certainty`` is unknown.
    public var value: Double?
    /// Share (0…1) of the entries' logged kcal from entries that report the nutrient; nil when they
    /// logged no kcal.
    public var coverage: Double?

    /// An amount with these members; `value` is dropped when `certainty` is unknown.
    public init(certainty: Certainty, value: Double, coverage: Double?) {
        self.certainty = certainty
        self.value = certainty == .unknown ? nil : value
        self.coverage = coverage
    }

    /// An exact amount that has no coverage of its own (energy, which is the logged kcal).
    public static func exact(_ value: Double) -> NutrientAmount {
        NutrientAmount(certainty: .exact, value: value, coverage: nil)
    }

    /// Unknown, without coverage (a day not counted, a period without counted days).
    public static let unknown = NutrientAmount(certainty: .unknown, value: 0, coverage: nil)

    /// Whether the amount is a lower bound (written `≥ 62.3 g`).
    public var isLowerBound: Bool { certainty == .lowerBound }

    /// The same statement about another value of the same entries (an average per day of this sum).
    func with(value newValue: Double) -> NutrientAmount {
        NutrientAmount(certainty: certainty, value: newValue, coverage: coverage)
    }
}
