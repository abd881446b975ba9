/// `days`: one row per participant and calendar day of the period, holding every figure of the
/// `stats --format csv` day row, cell for cell (the `row` column, always `day`, is left out).
extension ExportTables {
    /// Stats CSV columns that hold text rather than numbers.
    static let dayTextColumns: Set<String> = [
        "date", "weekday", "flags", "resting_source", "balance", "lower_bound_nutrients",
    ]
    /// Stats CSV columns that hold `true`/`false`.
    static let dayBooleanColumns: Set<String> = ["logged", "counted"]
    /// Stats CSV columns that hold whole counts on a day row.
    static let dayIntegerColumns: Set<String> = ["entries", "meals"]

    /// How a stats CSV column is stored: text, boolean and count columns are named above; every other
    /// column is a figure (REAL).
    static func dayColumnType(_ name: String) -> ColumnType {
        if dayTextColumns.contains(name) { return .text }
        if dayBooleanColumns.contains(name) { return .boolean }
        if dayIntegerColumns.contains(name) { return .integer }
        return .real
    }

    static func days(_ data: ParticipantData) -> ExportTable {
        let columns = [participant] + data.dayColumns.map { ExportColumn($0, dayColumnType($0)) }
        let rows = data.dayCells.map { cells in
            [ExportValue.text(data.participant.text)]
                + zip(columns.dropFirst(), cells).map { column, cell in
                    dayValue(cell, type: column.type)
                }
        }
        return ExportTable(
            name: "days", columns: columns, key: ["participant", "date"], indexes: [["date"]],
            dateColumn: "date", rows: rows)
    }

    /// A stats CSV cell as a value: empty is unknown.
    static func dayValue(_ cell: String, type: ColumnType) -> ExportValue {
        guard !cell.isEmpty else { return .null }
        switch type {
        case .text: return .text(cell)
        case .boolean: return cell == "true" ? .boolean(true) : cell == "false" ? .boolean(false) : .text(cell)
        case .integer, .real: return .number(cell)
        }
    }
}
