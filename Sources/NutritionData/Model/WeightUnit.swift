/// The unit a body weight is written in. Every weight NutriStats keeps is in kilograms; this unit is
/// only for reading a file that does not say its own (`--weight-unit`) and for showing weights.
public enum WeightUnit: String, Sendable, Hashable, CaseIterable {
    /// Kilograms.
    case kilograms = "kg"
    /// International avoirdupois pounds (exactly 0.45359237 kg).
    case pounds = "lb"

    /// Kilograms in one of this unit: 1 for kg, 0.45359237 for lb (the international pound, 1959).
    public var kilogramsPerUnit: Double {
        switch self {
        case .kilograms: return 1
        case .pounds: return 0.45359237
        }
    }

    /// `value` of this unit in kilograms.
    public func kilograms(_ value: Double) -> Double { value * kilogramsPerUnit }

    /// `kilograms` in this unit.
    public func amount(fromKilograms kilograms: Double) -> Double { kilograms / kilogramsPerUnit }

    /// The unit's symbol as tables and charts print it: `kg` or `lb`.
    public var symbol: String { rawValue }
}

extension WeightUnit {
    /// `kg` or `lb` in any case (also `kgs`, `lbs`, `kilograms`, `pounds`), as `--weight-unit` and the
    /// configuration file take it.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "kg", "kgs", "kilogram", "kilograms": self = .kilograms
        case "lb", "lbs", "pound", "pounds": self = .pounds
        default: return nil
        }
    }
}
