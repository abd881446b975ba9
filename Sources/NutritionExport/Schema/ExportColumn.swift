/// One column of an export table: its name, how it is stored and what it holds (for docs/export.md).
public struct ExportColumn: Sendable, Hashable {
    /// The column name, lower case with underscores (`sodium_mg`).
    public var name: String
    /// How the values are stored.
    public var type: ColumnType

    public init(_ name: String, _ type: ColumnType) {
        self.name = name
        self.type = type
    }
}
