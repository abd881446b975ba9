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
    /// - Water (mL): `mL`, `L`, the US fluid ounce (exactly 29.5735295625 mL, as `fl oz`, `fl. oz.` —
    ///   Health Auto Export's `Water (fl. oz.)` — or `fl_oz_us`, HealthKit's name), and `g` (1 g of water
    ///   is 1 mL). A bare `oz` is not taken: it is also the ounce of mass.
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
        case .milliliter: "mL, L, fl oz or g"
        case .gram, .milligram, .microgram: definition.perInternationalUnit == nil ? "g, mg or mcg" : "g, mg, mcg or IU"
        }
    }

    /// Micrograms in one unit of each mass spelling.
    private static let micrograms: [String: Double] = ["g": 1e6, "mg": 1e3, "µg": 1, "μg": 1, "mcg": 1, "ug": 1]
    /// Millilitres in one unit of each volume spelling (and grams of water).
    private static let millilitres: [String: Double] = [
        "ml": 1, "l": 1_000, "g": 1, "fl oz": usFluidOunce, "fl. oz.": usFluidOunce, "fl. oz": usFluidOunce,
        "fl_oz_us": usFluidOunce, "floz": usFluidOunce,
    ]
    /// Millilitres in one US fluid ounce (1/128 of the US gallon of 231 cubic inches).
    private static let usFluidOunce = 29.5735295625
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
