/// The names one known nutrient goes by in the formats NutriStats reads. Column names are written
/// without their unit (`B1 (Thiamine)` for the header `B1 (Thiamine) (mg)`); the unit of a column is
/// read from the header and converted (``KnownNutrient/factor(fromUnit:)``).
public struct NutrientAliases: Sendable, Equatable {
    /// Cronometer `servings.csv` / `dailysummary.csv` column names (`B1 (Thiamine)`, `Trans-Fats`).
    public var cronometer: [String]
    /// The Apple Health type without its prefix `HKQuantityTypeIdentifierDietary` (`Thiamin`), when
    /// Health has one.
    public var appleHealth: String?
    /// Health Auto Export's nutrition column names (`Dietary Energy`, `Thiamin`).
    public var healthAutoExport: [String]
    /// MyFitnessPal Nutrition-Summary column names (`Saturated Fat`).
    public var myFitnessPal: [String]
    /// Other spellings food logs use (`Fibre`, `Total Carbs`).
    public var other: [String]

    public init(
        cronometer: [String] = [], appleHealth: String? = nil, healthAutoExport: [String] = [],
        myFitnessPal: [String] = [], other: [String] = []
    ) {
        self.cronometer = cronometer
        self.appleHealth = appleHealth
        self.healthAutoExport = healthAutoExport
        self.myFitnessPal = myFitnessPal
        self.other = other
    }

    /// Every column name of a CSV food log (Cronometer, Health Auto Export, MyFitnessPal, other), in that order.
    public var columnNames: [String] { cronometer + healthAutoExport + myFitnessPal + other }
}
