/// What one `--food-log` file held, for `inspect`.
public struct FoodLogFile: Sendable, Equatable {
    /// The file as the user named it.
    public var file: String
    /// Its kind, told by its header.
    public var dialect: FoodLogDialect
    /// Data rows read (the header not counted).
    public var rows: Int
    /// Entries made from them (rows skipped with --lenient are not among them).
    public var entries: Int
    /// Days with entries.
    public var days: Int
    /// Columns of the header no figure uses, in file order: neither a structural column nor a nutrient
    /// (one of the 17, or one read into the entries' other nutrients: ``otherNutrientColumns``) — a
    /// column without a unit the catalogue does not know (`Category`), or a second column of one nutrient.
    public var unusedColumns: [String]
    /// Columns read into ``LogEntry/otherNutrients`` (known nutrients beyond the 17, custom nutrients),
    /// in file order; for an Apple Health export, the dietary types beyond the 17 that have records.
    public var otherNutrientColumns: [String] = []
    /// The order slashed dates were read in, when the file has any.
    public var dateOrder: DateOrder?
    /// Nutrients the file has no column for: unknown (not zero) in each of its entries
    /// (``NutrientVector/unknown``).
    public var missingNutrients: [Nutrient]
    /// Whether the file is a CSV without any nutrient column but energy: its entries have kcal only
    /// (``LogEntry/nutrients`` nil) rather than every nutrient unknown.
    public var givesKcalOnly: Bool { healthExport == nil && missingNutrients.count == Nutrient.allCases.count - 1 }

    /// For an Apple Health export: the apps that wrote its dietary records, and how correlations were
    /// counted. There ``rows`` are dietary records, ``unusedColumns`` the dietary types not used, and
    /// ``missingNutrients`` the nutrients no record has (unknown in every entry, see `HealthDietaryType`).
    public var healthExport: HealthFoodLogDetails?

    /// For a file that carries its own totals (a per-meal Cronometer daily summary's `Total` rows): how
    /// they compared with the rows read. Nil for a file without totals.
    public var totals: FileTotalsCheck?

    /// Amounts above what anyone plausibly takes in on a day (``NutrientBounds``), read as written and
    /// named so the user can check the file; in file order.
    public var suspicious: [SuspiciousAmount] = []

    /// Lines joined to the row before them as the rest of its `Note` (MyFitnessPal writes line breaks
    /// in notes unquoted): not rows of their own, and not counted in ``rows``.
    public var noteContinuations = 0

    /// Rows that hold no food: Health Auto Export writes a row for every day with any metric (steps,
    /// weight, …), and a row with neither an energy value nor any nutrient is a day without food, not
    /// an entry (nor a day of unknown kcal). Counted in ``rows``, not in ``entries``.
    public var rowsWithoutFood = 0

    public init(
        file: String, dialect: FoodLogDialect, rows: Int, entries: Int, days: Int, unusedColumns: [String],
        dateOrder: DateOrder?, missingNutrients: [Nutrient], healthExport: HealthFoodLogDetails? = nil,
        totals: FileTotalsCheck? = nil
    ) {
        self.healthExport = healthExport
        self.totals = totals
        self.file = file
        self.dialect = dialect
        self.rows = rows
        self.entries = entries
        self.days = days
        self.unusedColumns = unusedColumns
        self.dateOrder = dateOrder
        self.missingNutrients = missingNutrients
    }
}

/// A day of a food log left out because an earlier source already gave that day's food (see
/// `FoodLogCombiner`).
public struct DayLeftOut: Sendable, Equatable {
    /// The file whose day was left out.
    public var file: String
    public var date: LocalDate
    /// Its entries and their kcal, as they would have counted.
    public var entries: Int
    public var kcal: Double
    /// The source that gave the day instead: the storage folder or history file, or an earlier food log.
    public var keptFrom: String

    public init(file: String, date: LocalDate, entries: Int, kcal: Double, keptFrom: String) {
        self.file = file
        self.date = date
        self.entries = entries
        self.kcal = kcal
        self.keptFrom = keptFrom
    }
}
