extension KnownNutrient {
    /// The factor from `unit`, as a file writes it, to this nutrient's unit (amount = number × factor),
    /// or nil when the two do not convert (a mass for energy, `kJ` for a mineral, IU for a nutrient
    /// without an IU factor). **The one place units are converted**, for food-log columns, Apple Health
    /// dietary records and `--dv` files' IU alike.
    ///
    /// - Energy: ``EnergyUnit``'s names, the table activity files use too (`kcal`, `Cal`, `kJ`; `cal` is
    ///   the small calorie), case as written.
    /// - Masses: `g`, `mg`, `µg`/`μg`/`mcg`/`ug`, any case.
    /// - IU: ``NutrientDefinition/perInternationalUnit`` (vitamins A, D and E, see ``NutrientCatalogue``).
    /// - Water (mL): `mL`, `L`, and `g` (1 g of water is 1 mL).
    public func factor(fromUnit unit: String) -> Double? {
        switch self.unit {
        case .kilocalorie:
            return EnergyUnit(unit)?.toKilocalories
        case .milliliter:
            return Self.millilitres[unit.lowercased()]
        case .gram, .milligram, .microgram:
            let unit = unit.lowercased()
            if unit == "iu" { return definition.perInternationalUnit }
            guard let from = Self.micrograms[unit], let to = self.unit.micrograms else { return nil }
            return from / to
        }
    }

    /// The units ``factor(fromUnit:)`` takes for this nutrient, for messages ("g, mg or mcg").
    public var acceptedUnits: String {
        switch unit {
        case .kilocalorie: EnergyUnit.names
        case .milliliter: "mL, L or g"
        case .gram, .milligram, .microgram: definition.perInternationalUnit == nil ? "g, mg or mcg" : "g, mg, mcg or IU"
        }
    }

    /// Micrograms in one unit of each mass spelling.
    private static let micrograms: [String: Double] = ["g": 1e6, "mg": 1e3, "µg": 1, "μg": 1, "mcg": 1, "ug": 1]
    /// Millilitres in one unit of each volume spelling (and grams of water).
    private static let millilitres: [String: Double] = ["ml": 1, "l": 1_000, "g": 1]
}

extension NutrientUnit {
    /// Micrograms in one of this unit, for masses; nil for energy and volume.
    var micrograms: Double? {
        switch self {
        case .gram: 1e6
        case .milligram: 1e3
        case .microgram: 1
        case .kilocalorie, .milliliter: nil
        }
    }
}
