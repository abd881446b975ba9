/// `body_days`: one row per participant and calendar day of the period with the body figures of
/// `stats --body` (weight, trend, body fat, the expenditure from the scale with its 80 % interval) and
/// what the devices measured over the same window. Empty for a participant exported without `--body`,
/// as `activity_days` is for one without activity, so a re-run without body files leaves no stale rows.
extension ExportTables {
    /// The columns after `participant`, with how each is stored.
    static let bodyDayColumns = [
        ExportColumn("date", .text), ExportColumn("weight_kg", .real), ExportColumn("weight_readings", .integer),
        ExportColumn("body_fat_pct", .real), ExportColumn("weight_trend_kg", .real),
        ExportColumn("expenditure_kcal", .real),
        ExportColumn("expenditure_low_kcal", .real), ExportColumn("expenditure_high_kcal", .real),
        ExportColumn("devices_spent_kcal", .real),
    ]

    static func bodyDays(_ data: ParticipantData) -> ExportTable {
        let rows = data.bodyDays.map { cells in
            [ExportValue.text(data.participant.text)]
                + bodyDayColumns.map { column in
                    dayValue(cells[column.name] ?? "", type: column.type)
                }
        }
        // Keyed like `days`; no index of its own on `date`: a table of a row a day is read whole or
        // joined to `days` on the key.
        return ExportTable(
            name: "body_days", columns: [participant] + bodyDayColumns, key: ["participant", "date"],
            dateColumn: "date", rows: rows)
    }
}
