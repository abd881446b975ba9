import NutritionData
import NutritionStats

/// Everything a weekly report shows, ready to print: built only from the stats engine's figures
/// (``/NutritionStats/NutritionStatistics`` / ``/NutritionStats/PeriodStatistics``) and the import notes, with every number already
/// rounded and written by ``ReportNumber``. It holds no drawing: the charts come from
/// ``ReportCharts`` and are drawn, and given to templates as `charts`, when the report is rendered.
///
/// Templates see these stored properties by name (`{{period.label}}`, `{{#days}}…{{/days}}`); the
/// template-variable table in docs/report.md lists them (`ReportTemplateVariableTableTests` keeps it
/// exact). Unknown figures are nil (a section `{{#x}}…{{/x}}` skips them).
public struct PeriodReport: Sendable, Equatable {
    /// "Nutrition report".
    public var title: String
    /// The days covered and how they were chosen.
    public var period: ReportPeriod
    /// Goals and tables the figures were computed with.
    public var settings: ReportSettings
    /// The headline figures.
    public var summary: ReportSummary
    /// One row per calendar day, oldest first.
    public var days: [ReportDay]
    /// The day table's total row.
    public var dayTotal: ReportDayTotal
    /// The day table's average row (per counted day; energy per day with a balance; steps per day
    /// with steps).
    public var dayAverage: ReportDayTotal
    /// Average intake per counted day of every nutrient, against its Daily Value where it has one.
    public var nutrients: [ReportNutrient]
    /// Energy shares of carbohydrate, protein and fat over the period; nil without nutrient data.
    public var macroSplit: ReportMacroSplit?
    /// The food log by day, newest first, grouped into meals.
    public var foodLog: [ReportFoodDay]
    /// The foods that brought the most kcal.
    public var topFoods: [ReportTopFood]
    /// Sentences about the figures: coverage, days not logged, tables and goals used.
    public var dataNotes: [String]
    /// Sentences about the import: files, duplicates not double counted, rows skipped and why.
    public var importNotes: [String]
    /// "NutriStats".
    public var generator: String
    /// The pantry section; nil unless the report was given a pantry file (`report --pantry FILE`).
    public var pantry: ReportPantry? = nil
    /// The weight and expenditure section; nil unless the report was given body files (`report --body FILE`).
    public var body: ReportBody? = nil
    /// The vitamins and minerals section; nil unless the period has a vitamin or mineral beyond the 17 of
    /// ``nutrients`` (a food log with micronutrients: Cronometer, Apple Health).
    public var vitaminsAndMinerals: ReportVitaminsAndMinerals? = nil

    /// A report with these members, as given (``init(figures:imports:)`` builds one).
    public init(
        title: String, period: ReportPeriod, settings: ReportSettings, summary: ReportSummary, days: [ReportDay],
        dayTotal: ReportDayTotal, dayAverage: ReportDayTotal, nutrients: [ReportNutrient],
        macroSplit: ReportMacroSplit?, foodLog: [ReportFoodDay], topFoods: [ReportTopFood],
        dataNotes: [String], importNotes: [String], generator: String = "NutriStats"
    ) {
        self.title = title
        self.period = period
        self.settings = settings
        self.summary = summary
        self.days = days
        self.dayTotal = dayTotal
        self.dayAverage = dayAverage
        self.nutrients = nutrients
        self.macroSplit = macroSplit
        self.foodLog = foodLog
        self.topFoods = topFoods
        self.dataNotes = dataNotes
        self.importNotes = importNotes
        self.generator = generator
    }
}
