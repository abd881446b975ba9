/// What a Health Auto Export header is, and which of its columns are the user's nutrition: the one
/// rule the activity reader (``ActivityHeader``), the food-log reader (`FoodLogDialect`) and
/// `config --init` (``InputKind``) share.
///
/// The app's daily-aggregation CSV has a date column first — `Date/Time`, or `Date` in older versions
/// and in some of 2025 — and one column per metric the user selected, its unit in parentheses
/// (`Active Energy (kcal)`, `Step Count (steps)`, `Dietary Energy (kcal)`, `Protein (g)`,
/// `Water (fl. oz.)`, `Insulin Delivery (IU)`). The same file carries activity, body and nutrition
/// columns side by side.
///
/// - An **activity** file: the first column is `Date/Time`, or `Date` (any case) with one of the
///   app's activity metrics (``ActivityHeader/isHealthAutoExportMetric(_:)``).
/// - A **food log**: the first column is `Date/Time` or `Date` (any case), and a column is the app's
///   energy intake, `Dietary Energy` (with its unit, `kcal` or `kJ`; the reader checks the unit). No
///   other tracker names a column so: Cronometer writes `Energy`, MyFitnessPal `Calories`, Google Fit's
///   `Calories (kcal)` is energy spent.
enum HealthAutoExportHeader {
    /// The app's column of energy eaten, lower-cased, its unit split off.
    static let energyIntakeName = "dietary energy"

    /// Whether `fields` (trimmed) are a Health Auto Export header that `--activity` reads.
    static func isActivity(_ fields: [String]) -> Bool {
        guard let first = fields.first else { return false }
        if first == "Date/Time" { return true }
        return first.lowercased() == "date" && fields.contains(where: ActivityHeader.isHealthAutoExportMetric)
    }

    /// Whether `fields` (trimmed or not) are a Health Auto Export header that `--food-log` reads: a date
    /// column first and a `Dietary Energy` column.
    static func isFoodLog(_ fields: [String]) -> Bool {
        startsWithDate(fields) && energyIntakeColumn(in: fields) != nil
    }

    /// Whether the first column is the app's date column, `Date/Time` or `Date` (any case).
    static func startsWithDate(_ fields: [String]) -> Bool {
        guard let first = fields.first.map(FoodLogColumns.normalized) else { return false }
        return first == "date/time" || first == "date"
    }

    /// The position of the `Dietary Energy (…)` column, or nil.
    static func energyIntakeColumn(in fields: [String]) -> Int? {
        fields.firstIndex { FoodLogColumns.split(FoodLogColumns.normalized($0)).name == energyIntakeName }
    }

    /// The nutrition columns of an activity header that has no `Dietary Energy` column: those whose name
    /// the nutrient catalogue knows (`Protein (g)`), in file order — for the message that says why such
    /// a file is not read as a food log.
    static func nutritionColumns(in fields: [String]) -> [String] {
        fields.dropFirst().filter { field in
            NutrientCatalogue.column(named: FoodLogColumns.split(field.trimmingSpaces()).name) != nil
        }
    }

    /// Whether a column the catalogue does not know, in `unit`, is kept as a custom nutrient: only in a
    /// unit of nutrient mass (`g`, `mg`, `mcg`/`µg`/`ug`). The app's other columns are activity, body
    /// and vitals metrics in their own units — `Step Count (steps)`, `Height (cm)`, `Blood Glucose
    /// (mg/dL)`, `Insulin Delivery (IU)`, `Alcohol Consumption (count)` (drinks, not grams of alcohol) —
    /// and are not nutrients.
    static func keepsAsCustomNutrient(unit: String) -> Bool {
        massUnits.contains(unit.trimmingSpaces().lowercased())
    }

    private static let massUnits: Set<String> = ["g", "mg", "mcg", "µg", "μg", "ug"]
}
