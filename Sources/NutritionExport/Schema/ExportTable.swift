/// One table of an export for one participant: its schema and its rows.
///
/// Every table starts with the `participant` column; ``key`` (participant first) identifies a row,
/// and ``indexes`` are the column lists the obvious queries filter or join on.
public struct ExportTable: Sendable {
    /// `days`, `entries`, `meals`, `activity_days`, `daily_values`, `imports`, `body_days`, `day_nutrients`.
    public var name: String
    /// The columns, `participant` first.
    public var columns: [ExportColumn]
    /// The primary key's columns.
    public var key: [String]
    /// Secondary indexes, each a list of columns.
    public var indexes: [[String]]
    /// The column holding the row's date when the CSV layout partitions the table by year
    /// (`year=YYYY/part.csv`); nil for tables written as one `part.csv` per participant.
    public var dateColumn: String?
    /// The rows, each with one value per column (participant included).
    public var rows: [[ExportValue]]

    public init(
        name: String, columns: [ExportColumn], key: [String], indexes: [[String]] = [],
        dateColumn: String? = nil, rows: [[ExportValue]] = []
    ) {
        self.name = name
        self.columns = columns
        self.key = key
        self.indexes = indexes
        self.dateColumn = dateColumn
        self.rows = rows
    }

    /// The name of the column that tags every row with its participant.
    public static let participantColumn = "participant"
}
