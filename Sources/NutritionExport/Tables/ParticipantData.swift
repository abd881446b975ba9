import NutritionData
import NutritionStats

/// Everything one participant's export holds, as the engine and the stats CSV give it; the tables
/// (``ExportTables``) are built from this and nothing else.
public struct ParticipantData: Sendable {
    /// Whose rows these are.
    public var participant: ParticipantID
    /// The figures of the exported period (one ``/NutritionStats/DayStatistics`` per calendar day).
    public var figures: PeriodStatistics
    /// The `days` table as `stats --format csv` writes it: its columns (without `row`) and, per day of
    /// ``figures``, the cells of the day row in that order. Taken as text so that the export cannot
    /// differ from `stats` by a digit: the rounding rule stays in the stats CSV writer.
    public var dayColumns: [String]
    public var dayCells: [[String]]
    /// The `body_days` table's cells as text, one dictionary per day of ``figures`` keyed by column
    /// (`date`, `weight_kg`, …; a missing key is unknown), rounded by the stats CSV's body cells; empty
    /// when no body file was given.
    public var bodyDays: [[String: String]]
    /// The Daily Value table the figures used.
    public var dailyValues: DailyValueTable
    /// What was read (files, rows skipped).
    public var foodLog: FoodLog
    public var activity: ActivityLog
    /// The body files read (none without `--body`), for `imports`.
    public var bodyLog: BodyLog
    /// The column name of a nutrient (`sodium_mg`), as the stats CSV names it.
    public var nutrientColumn: @Sendable (Nutrient) -> String

    public init(
        participant: ParticipantID, figures: PeriodStatistics, dayColumns: [String], dayCells: [[String]],
        bodyDays: [[String: String]] = [], dailyValues: DailyValueTable, foodLog: FoodLog, activity: ActivityLog,
        bodyLog: BodyLog = BodyLog(),
        nutrientColumn: @escaping @Sendable (Nutrient) -> String
    ) {
        self.participant = participant
        self.figures = figures
        self.dayColumns = dayColumns
        self.dayCells = dayCells
        self.bodyDays = bodyDays
        self.dailyValues = dailyValues
        self.foodLog = foodLog
        self.activity = activity
        self.bodyLog = bodyLog
        self.nutrientColumn = nutrientColumn
    }
}
