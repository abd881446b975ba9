/// How the nutrient columns of other trackers' food logs map onto NutriStats' nutrients: the one place
/// that decides which header names a nutrient, and how its unit is converted.
///
/// A header is `NAME (UNIT)` or a bare `NAME`. NAME is compared without regard to case, with these
/// spellings (Cronometer's, then MyFitnessPal's): Energy/Calories, Carbs/Carbohydrates, Fat, Protein,
/// Sugars/Sugar, Fiber/Fibre, Monounsaturated (Fat), Polyunsaturated (Fat), Saturated (Fat),
/// Trans-Fats/Trans Fat, Sodium, Cholesterol, Potassium, Vitamin C, Calcium, Iron, Vitamin A. Units `g`,
/// `mg`, `µg`/`μg`/`mcg`/`ug`, `kcal`/`Cal`, `kJ`, `cal` (energy, ``EnergyUnit``) and `IU` (vitamin A, 1 IU = 0.3 mcg RAE) are
/// converted to the nutrient's own unit (``Nutrient/unit``). A bare NAME is taken in the nutrient's
/// own unit, except MyFitnessPal's Vitamin A, Vitamin C, Calcium and Iron, which are percent of Daily
/// Value (see ``MyFitnessPalDailyValues``). Any other column (Net Carbs, Alcohol, Caffeine, B
/// vitamins, …) is not used, and `inspect` lists it.
enum FoodLogColumns {
    /// How one column's numbers become an amount of a nutrient.
    struct Use: Equatable {
        var nutrient: Nutrient
        /// Amount in the nutrient's unit = number × factor.
        var factor: Double
    }

    /// A header name lower-cased, without surrounding spaces (the form names are compared in).
    static func normalized(_ header: String) -> String {
        header.trimmingSpaces().lowercased()
    }

    /// The nutrient a header stands for and its conversion, or nil for a column NutriStats does not use.
    static func use(of header: String, dialect: FoodLogDialect) -> Use? {
        // The name is compared lower-cased; the unit is kept as written (`Cal` and `cal` differ).
        let name = split(normalized(header)).name
        let unit = split(header.trimmingSpaces()).unit
        guard let nutrient = names[name] else { return nil }
        guard let unit else {
            if dialect == .myFitnessPal, let full = MyFitnessPalDailyValues.hundredPercent(of: nutrient) {
                return Use(nutrient: nutrient, factor: full / 100)
            }
            return Use(nutrient: nutrient, factor: 1)
        }
        guard let factor = factor(from: unit, to: nutrient) else { return nil }
        return Use(nutrient: nutrient, factor: factor)
    }

    /// `energy (kcal)` → (`energy`, `kcal`); `calories` → (`calories`, nil).
    static func split(_ header: String) -> (name: String, unit: String?) {
        guard header.hasSuffix(")"), let open = header.lastIndex(of: "(") else { return (header, nil) }
        let name = String(header[..<open]).trimmingSpaces()
        let unit = String(header[header.index(after: open)..<header.index(before: header.endIndex)]).trimmingSpaces()
        return (name, unit)
    }

    /// The factor from `unit` (as written) to the unit of `nutrient`, or nil when they do not fit
    /// together (a mass for energy, `kJ` for a mineral). The one place units are converted, for food
    /// log columns and Apple Health dietary records alike (``HealthDietaryType``). Energy units are
    /// ``EnergyUnit``'s, the table activity files use too (`cal` is the small calorie, `Cal` the
    /// kilocalorie); masses are compared without regard to case.
    static func factor(from unit: String, to nutrient: Nutrient) -> Double? {
        let micrograms: [String: Double] = ["g": 1e6, "mg": 1e3, "µg": 1, "μg": 1, "mcg": 1, "ug": 1]
        switch nutrient.unit {
        case .kilocalorie:
            return EnergyUnit(unit)?.toKilocalories
        case .gram, .milligram, .microgram:
            let unit = unit.lowercased()
            if unit == "iu", nutrient == .vitaminA { return 0.3 }
            guard let from = micrograms[unit] else { return nil }
            let to: Double = nutrient.unit == .gram ? 1e6 : nutrient.unit == .milligram ? 1e3 : 1
            return from / to
        }
    }

    /// Header names (lower-cased, without unit) of each nutrient.
    private static let names: [String: Nutrient] = [
        "energy": .calories, "calories": .calories,
        "carbs": .carbs, "carbohydrates": .carbs, "total carbs": .carbs,
        "fat": .fat, "total fat": .fat,
        "protein": .protein,
        "sugars": .sugar, "sugar": .sugar,
        "fiber": .fiber, "fibre": .fiber,
        "monounsaturated": .monounsaturated, "monounsaturated fat": .monounsaturated,
        "polyunsaturated": .polyunsaturated, "polyunsaturated fat": .polyunsaturated,
        "saturated": .saturated, "saturated fat": .saturated,
        "trans-fats": .trans, "trans fat": .trans, "trans fats": .trans,
        "sodium": .sodium,
        "cholesterol": .cholesterol,
        "potassium": .potassium,
        "vitamin c": .vitaminC,
        "calcium": .calcium,
        "iron": .iron,
        "vitamin a": .vitaminA,
    ]
}
