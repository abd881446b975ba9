/// The activity file dialects NutriStats reads; detected from a file's content (its header line, or
/// its first bytes for Apple Health export.xml and export.zip).
public enum ActivityDialect: String, Sendable, Hashable, CaseIterable {
    /// Apple Health record CSV (one row per sample), as written by the common export.xml converter.
    case appleHealthRecords = "apple-health"
    /// Apple Health `ActivitySummary` CSV (one row per day, `dateComponents,activeEnergyBurned,…`).
    case appleHealthSummary = "apple-health-summary"
    /// Health Auto Export, daily aggregation, units in the headers (`Date/Time,…`, or `Date,…` from
    /// older app versions).
    case healthAutoExport = "health-auto-export"
    /// Google Fit Takeout "Daily activity metrics.csv".
    case googleFitDaily = "google-fit"
    /// Google Fit Takeout per-day file `Daily activity metrics/YYYY-MM-DD.csv` (rows of 15 minutes,
    /// the date in the file's name).
    case googleFitDay = "google-fit-day"
    /// QS Access (`Start,Finish,Steps (count)`), hourly or daily rows.
    case qsAccess = "qs-access"
    /// `date,steps,active_kcal,resting_kcal`.
    case plainDaily = "plain"
    /// MyFitnessPal's `Exercise-Summary-<from>-to-<to>.csv` (one row per exercise session or tracker
    /// sync, `Date,Exercise,Type,Exercise Calories,…,Steps,Note`): a day's rows add up to its active
    /// energy and steps.
    case myFitnessPalExercise = "myfitnesspal-exercise"
    /// A Withings export's daily aggregate, `date,value`, whose metric only the file's name says
    /// (`aggregates_steps.csv`, `aggregates_calories_earned.csv`, `aggregates_calories_passive.csv`).
    case withings = "withings"
    /// Apple Health's own export.xml (records and activity summaries), detected by its content.
    case appleHealthExportXML = "Apple Health export.xml"
    /// Apple Health's export.zip, its `apple_health_export/export.xml` read without extracting it.
    case appleHealthExportZip = "Apple Health export.zip"
    /// Fitbit's per-minute steps, `steps-YYYY-MM-DD.json` from Google Takeout (`Fitbit/Global Export
    /// Data`): a JSON list of `{"dateTime", "value"}`, told by its content and its name.
    case fitbitSteps = "Fitbit steps JSON"
    /// Fitbit's per-minute energy, `calories-YYYY-MM-DD.json`: total energy (resting included).
    case fitbitCalories = "Fitbit calories JSON"
}

/// What one activity file contributed.
public struct ActivityFileSummary: Sendable, Equatable {
    /// The file as the user named it.
    public var file: String
    /// The dialect detected from its header.
    public var dialect: ActivityDialect
    /// Data rows read (header excluded).
    public var rows: Int
    /// Rows used.
    public var rowsUsed: Int
    /// Distinct local days the file has data for.
    public var days: Int
    /// Source names seen in the file (for record dialects, the devices/apps), sorted.
    public var sources: [String]
    /// Record rows of types NutriStats does not use, counted per type, in the order first seen (record
    /// dialect and Apple Health exports).
    public var otherTypes: [ActivityTypeCount] = []
    /// Record rows of a used type left out because their source did not match `--device-priority only:TEXT`.
    public var rowsExcludedBySource: Int = 0
    /// Record rows left out of a read limited to some days (``ActivityReader/read(paths:days:)``)
    /// because their timestamps show they touch none of those days; such rows are not checked further.
    public var rowsOutsideWindow: Int = 0
    /// MyFitnessPal's exercise summary: lines read as the rest of the `Note` on the line before (the
    /// app writes line breaks in notes unquoted), not rows of their own and not counted in ``rows``.
    public var noteContinuations: Int = 0
    /// Rows skipped as malformed (lenient mode only; the reasons are in ``ActivityLog/skipped``).
    public var rowsSkipped: Int = 0
    /// Header columns the dialect does not use (daily dialects), in file order.
    public var ignoredColumns: [String] = []
    /// The order the file's slashed dates (`6/1/2021`) were read in; nil when it has none (daily dialects).
    public var dateOrder: DateOrder?
    /// For a file whose times carry no offset (Fitbit's per-minute files): the clock they were read
    /// on; nil for every other file.
    public var clock: ActivityClock?

    public init(file: String, dialect: ActivityDialect, rows: Int, rowsUsed: Int, days: Int, sources: [String]) {
        self.file = file
        self.dialect = dialect
        self.rows = rows
        self.rowsUsed = rowsUsed
        self.days = days
        self.sources = sources
    }
}

/// Activity per local day from all activity files given.
public struct ActivityLog: Sendable {
    /// One record per day with any data, sorted by date.
    public var days: [DayActivity]
    /// One summary per file, in the order given.
    public var files: [ActivityFileSummary]
    /// Rows skipped in lenient mode (and the rows of record CSVs of types NutriStats does not use, counted
    /// by type; an export's are summarised by ``unusedRecordTypes(named:)``).
    public var skipped: SkippedRows
    /// Values dropped because another file gave the same metric for the same day, in file order,
    /// then date, then metric.
    public var conflicts: [ActivityConflict] = []

    public init(days: [DayActivity] = [], files: [ActivityFileSummary] = [], skipped: SkippedRows = SkippedRows()) {
        self.days = days
        self.files = files
        self.skipped = skipped
    }

    /// The record for `date`, if any file had data that day.
    public func day(_ date: LocalDate) -> DayActivity? {
        var low = 0
        var high = days.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if days[mid].date == date { return days[mid] }
            if days[mid].date < date { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }
}
