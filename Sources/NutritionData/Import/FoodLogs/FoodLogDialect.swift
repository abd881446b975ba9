/// The kinds of food log from other trackers that `--food-log` reads, told apart by their header.
public enum FoodLogDialect: String, Sendable, Hashable, CaseIterable {
    /// Cronometer's `servings.csv`: one row per food, `Day,Time,Group,Food Name,Amount,Energy (kcal),…`
    /// (`Time` may be absent).
    case cronometerServings = "Cronometer servings"
    /// Cronometer's `dailysummary.csv`: one row per day, `Date,Energy (kcal),…,Completed`, with the
    /// user's choice of columns. Day totals only: no foods.
    case cronometerDailySummary = "Cronometer daily summary"
    /// Cronometer's `dailysummary.csv` written per meal: `Date,Group,Energy (kcal),…`, one row per meal
    /// and a row whose `Group` is `Total` repeating their sum (blank on days without data). The meal
    /// rows are read; the Total rows are only compared with them (``FileTotalsCheck``).
    case cronometerDailySummaryByMeal = "Cronometer daily summary by meal"
    /// MyFitnessPal's `Nutrition-Summary-<from>-to-<to>.csv`: one row per meal per day,
    /// `Date,Meal,Calories,Fat (g),…,Vitamin A,Vitamin C,Calcium,Iron,Note`; the last four nutrients
    /// are percent of Daily Value.
    case myFitnessPal = "MyFitnessPal nutrition summary"
    /// Apple Health's `export.xml`: dietary records, grouped by food correlations (`HealthDietaryEntries`).
    /// Told by its first bytes (`HealthExportDetection`), not by a header.
    case appleHealthExportXML = "Apple Health export.xml"
    /// Apple Health's `export.zip`, holding the export.xml.
    case appleHealthExportZip = "Apple Health export.zip"
    /// An Apple Health record CSV of the common converters (`sourceName,…,type,unit,…,startDate,endDate,
    /// value`) holding dietary records (`DietaryEnergyConsumed`, …): read as the export's records
    /// outside correlations are (`HealthDietaryRecordsCSV`). Told by its header.
    case appleHealthRecordsCSV = "Apple Health record CSV"
    /// Fitbit's `food_logs-N.json` from Google Takeout (`Fitbit/Global Export Data`): a JSON list of
    /// `{"logDate", "loggedFood": {"name", "calories", "mealTypeId", …}, "nutritionalValues"?}`, one
    /// entry per element, without times (`FitbitFoodLogParser`). Told by its content
    /// (`FitbitFileKind`), not by a header.
    case fitbitFoodLog = "Fitbit food log"
    /// Health Auto Export's daily-aggregation CSV (`Date/Time,…` or `Date,…`) with the user's nutrition
    /// columns (`Dietary Energy (kcal)`, `Protein (g)`, …) among its activity ones: one entry per day
    /// holding that day's totals, like the Cronometer daily summary. Told by its header
    /// (``HealthAutoExportHeader/isFoodLog(_:)``); the same file is an activity file for `--activity`.
    case healthAutoExport = "Health Auto Export"

    /// The dialect whose header this is, or nil. Decided by content, not by the file's name: columns
    /// are compared without regard to case or surrounding spaces.
    public static func detect(header: [String]) -> FoodLogDialect? {
        let names = Set(header.map(FoodLogColumns.normalized))
        // Cronometer writes energy in the user's unit: `Energy (kcal)` or `Energy (kJ)`.
        let energy = names.contains { FoodLogColumns.split($0).name == "energy" }
        if names.contains("day") && names.contains("food name") && energy { return .cronometerServings }
        if names.contains("date") && names.contains("meal") && names.contains("calories") { return .myFitnessPal }
        // The daily summary holds the columns the user chose, energy perhaps not among them; its last is `Completed`.
        let last = header.last.map(FoodLogColumns.normalized)
        if header.first.map(FoodLogColumns.normalized) == "date" && (energy || last == "completed") {
            return names.contains("group") ? .cronometerDailySummaryByMeal : .cronometerDailySummary
        }
        if HealthAutoExportHeader.isFoodLog(header) { return .healthAutoExport }
        return nil
    }

    /// What a header must hold, for the message when a file is none of these.
    static let expectedHeaders =
        "a Cronometer servings.csv (Day,Time,Group,Food Name,Amount,Energy (kcal),…), "
        + "a Cronometer dailysummary.csv (Date,Energy (kcal),…,Completed) or a MyFitnessPal Nutrition-Summary CSV (Date,Meal,Calories,…)"
}
