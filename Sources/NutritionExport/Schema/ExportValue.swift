/// One cell of an export table.
///
/// Numbers are carried as their decimal text, so that the CSV cell and the SQLite value both come
/// from the same digits: a `days` figure is the text `stats --format csv` writes, read back by SQLite
/// as the nearest double, exactly as a CSV reader reads it.
public enum ExportValue: Sendable, Hashable {
    /// Unknown or not applicable: an empty CSV cell, SQL NULL.
    case null
    case text(String)
    /// A number as decimal text (`-1234.5`, `0.25`, `1e-05`).
    case number(String)
    case boolean(Bool)

    /// A number with the shortest text that reads back as the same double; nil for a value that is
    /// not finite (never written as `inf` or `nan`).
    public static func number(_ value: Double) -> ExportValue {
        guard value.isFinite else { return .null }
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int64(value))) }
        return .number(String(value))
    }

    public static func number(_ value: Int) -> ExportValue { .number(String(value)) }

    /// `.null` for nil, else `.text`.
    public static func optional(_ value: String?) -> ExportValue { value.map { .text($0) } ?? .null }

    /// `.null` for nil, else the number.
    public static func number(_ value: Double?) -> ExportValue { value.map { number($0) } ?? .null }
}
