/// The tables of one participant's export, in the order they are written: `days`, `entries`, `meals`,
/// `activity_days`, `daily_values`, `imports`, `body_days` (empty without body files), `day_nutrients` (every
/// nutrient of every counted day, long). docs/export.md describes every column.
public enum ExportTables {
    /// Every table of `data`.
    public static func tables(_ data: ParticipantData) -> [ExportTable] {
        [
            days(data), entries(data), meals(data), activityDays(data), dailyValues(data), imports(data),
            bodyDays(data),
            dayNutrients(data),
        ]
    }

    /// The names of the tables, in order.
    public static let names = [
        "days", "entries", "meals", "activity_days", "daily_values", "imports", "body_days",
        "day_nutrients",
    ]

    /// `participant` as the first column of every table.
    static let participant = ExportColumn(ExportTable.participantColumn, .text)
}
