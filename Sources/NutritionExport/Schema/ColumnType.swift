/// How a column's values are stored: the SQLite type it is declared with, and how a CSV reader
/// should read it (DuckDB and Spark infer these from the cells).
public enum ColumnType: String, Sendable, Hashable {
    /// Text (dates are ISO 8601 text, `2026-11-16`).
    case text = "TEXT"
    /// A whole number.
    case integer = "INTEGER"
    /// A decimal number (SQLite REAL, an IEEE double).
    case real = "REAL"
    /// `true`/`false` in CSV; 1/0 in SQLite, which has no boolean type.
    case boolean = "BOOLEAN"
}
