/// How the nutrient columns of other trackers' food logs map onto NutriStats' nutrients, done once per
/// file at its header. Which header names a nutrient, and how its unit converts, is the catalogue's
/// (``NutrientCatalogue/column(named:)``, ``KnownNutrient/factor(fromUnit:)``); this splits a header
/// into name and unit and asks it.
///
/// A header is `NAME (UNIT)` or a bare `NAME`. NAME is compared without regard to case (Cronometer's,
/// Health Auto Export's, MyFitnessPal's and other spellings: Energy/Calories, Carbs/Carbohydrates,
/// Trans-Fats/Trans Fat, B1 (Thiamine), …; see `docs/nutrients.md`). The unit is converted to the
/// nutrient's own; a bare NAME is taken in the nutrient's own unit, except MyFitnessPal's Vitamin A,
/// Vitamin C, Calcium and Iron, which are percent of Daily Value (see ``MyFitnessPalDailyValues``).
///
/// Columns of the shortcut's 17 nutrients are ``use(of:dialect:)``'s (kept in ``NutrientVector``);
/// columns of every other nutrient are ``otherUse(of:dialect:)``'s (kept in ``OtherNutrients``): a known
/// nutrient in a unit that converts, or — for a name the catalogue does not know, written with a unit
/// (`Oxalate (mg)`, `My Custom (mg)`) — a ``CustomNutrient``. A known name in a unit that does not
/// convert (`Vitamin K (IU)`), or a name without a unit the catalogue does not know (`Category`,
/// `Note`), is not used, and `inspect` lists it.
enum FoodLogColumns {
    /// How one column's numbers become an amount of a nutrient.
    struct Use: Equatable {
        var nutrient: Nutrient
        /// Amount in the nutrient's unit = number × factor.
        var factor: Double
        /// The most one row may hold, in the nutrient's unit (``NutrientBounds/physicalMaximum(_:)-swift.method``).
        var limit: Double { NutrientBounds.physicalMaximum(nutrient) }
    }

    /// How one column's numbers become an amount of a nutrient beyond the 17.
    struct OtherUse: Equatable {
        var nutrient: NutrientIdentity
        /// Amount in the nutrient's unit = number × factor (1 for a custom nutrient, kept as written).
        var factor: Double
        /// The most one row may hold, in the nutrient's unit (``NutrientBounds/physicalMaximum(_:)-swift.method``).
        var limit: Double
    }

    /// A header name lower-cased, without surrounding spaces (the form names are compared in).
    static func normalized(_ header: String) -> String {
        header.trimmingSpaces().lowercased()
    }

    /// The nutrient of the 17 a header stands for and its conversion, or nil for a column of another
    /// nutrient or none.
    static func use(of header: String, dialect: FoodLogDialect) -> Use? {
        // The name is compared lower-cased; the unit is kept as written (`Cal` and `cal` differ).
        let name = split(normalized(header)).name
        let unit = split(header.trimmingSpaces()).unit
        guard let nutrient = NutrientCatalogue.column(named: name)?.inline else { return nil }
        guard let unit else {
            if dialect == .myFitnessPal, let full = MyFitnessPalDailyValues.hundredPercent(of: nutrient) {
                return Use(nutrient: nutrient, factor: full / 100)
            }
            return Use(nutrient: nutrient, factor: 1)
        }
        guard let factor = KnownNutrient(nutrient).factor(fromUnit: unit) else { return nil }
        return Use(nutrient: nutrient, factor: factor)
    }

    /// The nutrient beyond the 17 a header stands for and its conversion: a known one whose unit
    /// converts (a bare name in its own unit), or a custom one for an unknown name with a unit; nil
    /// for any other column. In a Health Auto Export file, whose other columns are activity and body
    /// metrics, an unknown name is a custom nutrient only in a unit of nutrient mass
    /// (``HealthAutoExportHeader/keepsAsCustomNutrient(unit:)``).
    static func otherUse(of header: String, dialect: FoodLogDialect? = nil) -> OtherUse? {
        let (name, unit) = split(header.trimmingSpaces())
        if let known = NutrientCatalogue.column(named: name) {
            guard known.inline == nil else { return nil }
            let converted: Double? = if let unit { known.factor(fromUnit: unit) } else { 1 }
            guard let factor = converted else { return nil }
            return OtherUse(nutrient: .known(known), factor: factor, limit: NutrientBounds.physicalMaximum(known.unit))
        }
        guard let unit, let custom = CustomNutrient(name: name, unit: unit) else { return nil }
        if dialect == .healthAutoExport, !HealthAutoExportHeader.keepsAsCustomNutrient(unit: unit) { return nil }
        return OtherUse(
            nutrient: .custom(custom), factor: 1, limit: NutrientBounds.physicalMaximum(customUnit: custom.unit))
    }

    /// `energy (kcal)` → (`energy`, `kcal`); `calories` → (`calories`, nil).
    static func split(_ header: String) -> (name: String, unit: String?) {
        guard header.hasSuffix(")"), let open = header.lastIndex(of: "(") else { return (header, nil) }
        let name = String(header[..<open]).trimmingSpaces()
        let unit = String(header[header.index(after: open)..<header.index(before: header.endIndex)]).trimmingSpaces()
        return (name, unit)
    }

    /// The factor from `unit` (as written) to the unit of `nutrient`, or nil when they do not fit
    /// together: the catalogue's (``KnownNutrient/factor(fromUnit:)``), for food log columns and Apple
    /// Health dietary records alike.
    static func factor(from unit: String, to nutrient: Nutrient) -> Double? {
        KnownNutrient(nutrient).factor(fromUnit: unit)
    }
}
