import CSQLite

/// A thin, throwing wrapper over the SQLite C library (Debian `libsqlite3-dev`): open, run
/// statements, prepare and bind. Kept to the few calls the export needs rather than pulling in
/// GRDB.swift: the export writes six tables in one transaction, and a C module adds no compile time
/// to CI (GRDB.swift would add a large Swift package to every clean build).
final class SQLiteConnection {
    private var handle: OpaquePointer?
    /// The database file, for messages.
    let path: String

    /// Opens (creating when missing) the database at `path`.
    init(path: String) throws(SQLiteFailure) {
        self.path = path
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_FULLMUTEX
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(handle)
            handle = nil
            throw SQLiteFailure(message: message, code: status)
        }
        // Other writers (one Spark task per participant into one file) wait their turn.
        sqlite3_busy_timeout(handle, 120_000)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs `sql` (one or more statements without parameters).
    func execute(_ sql: String) throws(SQLiteFailure) {
        var error: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &error)
        guard status == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? lastMessage
            sqlite3_free(error)
            throw SQLiteFailure(message: message, code: status)
        }
    }

    /// A prepared statement of `sql`.
    func prepare(_ sql: String) throws(SQLiteFailure) -> SQLiteStatement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else { throw SQLiteFailure(message: lastMessage, code: status) }
        return SQLiteStatement(statement, connection: self)
    }

    /// Runs a query and returns its rows as text (NULL as nil): for reading the schema back.
    func rows(_ sql: String) throws(SQLiteFailure) -> [[String?]] {
        let statement = try prepare(sql)
        var rows: [[String?]] = []
        while try statement.step() {
            rows.append((0..<statement.columnCount).map { statement.text(at: $0) })
        }
        return rows
    }

    var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }
}

/// A prepared statement; finalized when released.
final class SQLiteStatement {
    private let statement: OpaquePointer
    private let connection: SQLiteConnection

    init(_ statement: OpaquePointer, connection: SQLiteConnection) {
        self.statement = statement
        self.connection = connection
    }

    deinit { sqlite3_finalize(statement) }

    /// Binds `values` to parameters 1…n, clearing earlier bindings.
    func bind(_ values: [SQLiteValue]) throws(SQLiteFailure) {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32 =
                switch value {
                case .null: sqlite3_bind_null(statement, index)
                case .integer(let number): sqlite3_bind_int64(statement, index, number)
                case .real(let number): sqlite3_bind_double(statement, index, number)
                case .text(let text): sqlite3_bind_text(statement, index, text, -1, SQLiteStatement.transient)
                }
            guard status == SQLITE_OK else { throw SQLiteFailure(message: connection.lastMessage, code: status) }
        }
    }

    /// Steps once: true when a row is ready, false when done.
    func step() throws(SQLiteFailure) -> Bool {
        let status = sqlite3_step(statement)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw SQLiteFailure(message: connection.lastMessage, code: status)
        }
    }

    var columnCount: Int { Int(sqlite3_column_count(statement)) }

    func text(at column: Int) -> String? {
        guard let text = sqlite3_column_text(statement, Int32(column)) else { return nil }
        return String(cString: text)
    }

    /// SQLite copies bound text at once (`SQLITE_TRANSIENT`).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}

/// A value bound to a statement parameter.
enum SQLiteValue {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
}

/// An error the SQLite library reported.
struct SQLiteFailure: Error, CustomStringConvertible {
    var message: String
    var code: Int32

    /// Whether the file is not an SQLite database (or is encrypted).
    var isNotADatabase: Bool { code & 0xff == SQLITE_NOTADB }

    var description: String { message }
}
