import SafeOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes one participant's tables into an SQLite database, creating the file and the tables when
/// missing.
///
/// Idempotent per participant: in one transaction (`BEGIN IMMEDIATE`, so concurrent writers take
/// turns), the participant's earlier rows are deleted from every table and the new ones inserted;
/// other participants' rows are never touched. A failure rolls the transaction back, leaving the
/// database as it was (and removing the file when this run created it).
public enum SQLiteExporter {
    /// The schema version written to `PRAGMA user_version`; a database of another version is refused
    /// rather than mixed. 2: `daily_values` gained `nutrient_id`, `name` and `source` (and holds every
    /// nutrient with a Daily Value); `day_nutrients` is new.
    public static let schemaVersion = 2

    /// Writes `tables` (all of one participant) into the database at `location`.
    public static func write(
        _ tables: [ExportTable], participant: ParticipantID,
        to location: OutputLocation
    ) throws(OutputError) {
        let path = location.path
        var info = stat()
        let existed = lstat(path, &info) == 0
        if existed && (info.st_mode & S_IFMT) != S_IFREG {
            throw OutputError(
                path: location.given, problem: .notARegularFile(hint: "--to sqlite takes a database file"))
        }
        do {
            try writeTables(tables, participant: participant, path: path)
        } catch let failure as SQLiteFailure {
            if !existed {
                unlink(path)
                unlink(path + "-journal")
            }
            let problem: OutputProblem =
                failure.isNotADatabase
                ? "is not an SQLite database; give a new file or an earlier export"
                : .cannotWrite("the database", reason: failure.message)
            throw OutputError(path: location.given, problem: problem)
        } catch let error as OutputError {
            if !existed {
                unlink(path)
                unlink(path + "-journal")
            }
            throw OutputError(path: location.given, problem: error.problem)
        } catch {
            throw OutputError(path: location.given, problem: "\(error)")
        }
    }

    private static func writeTables(_ tables: [ExportTable], participant: ParticipantID, path: String) throws {
        let database = try SQLiteConnection(path: path)
        try database.execute("BEGIN IMMEDIATE")
        do {
            let version = try database.rows("PRAGMA user_version").first?.first.flatMap { $0.flatMap { Int($0) } } ?? 0
            let existing = try database.rows("SELECT name FROM sqlite_schema WHERE type = 'table'").compactMap {
                $0.first ?? nil
            }
            if version != schemaVersion && !(version == 0 && existing.isEmpty) {
                throw OutputError(
                    path: path,
                    problem: .stated(
                        "holds tables of another kind or NutriStats version "
                            + "(schema \(version), this version writes \(schemaVersion)); export into a new file"))
            }
            try database.execute("PRAGMA user_version = \(schemaVersion)")
            for table in tables {
                try prepareTable(table, in: database, exists: existing.contains(table.name), path: path)
                let delete = try database.prepare("DELETE FROM \(quoted(table.name)) WHERE participant = ?")
                try delete.bind([.text(participant.text)])
                _ = try delete.step()
                let insert = try database.prepare(
                    "INSERT INTO \(quoted(table.name)) VALUES ("
                        + Array(repeating: "?", count: table.columns.count).joined(separator: ", ") + ")")
                for row in table.rows {
                    try insert.bind(
                        zip(table.columns, row).map { column, value in sqliteValue(value, type: column.type) })
                    _ = try insert.step()
                }
            }
            try database.execute("COMMIT")
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }

    /// Creates `table` with its key and indexes, or checks that the existing one has its columns.
    private static func prepareTable(
        _ table: ExportTable, in database: SQLiteConnection, exists: Bool,
        path: String
    ) throws {
        if exists {
            let found = try database.rows("SELECT name, type FROM pragma_table_info('\(table.name)') ORDER BY cid")
            let expected = table.columns.map { [$0.name, $0.type.rawValue] as [String?] }
            guard found == expected else {
                throw OutputError(
                    path: path,
                    problem: .stated(
                        "its table \(table.name) has other columns than this version "
                            + "of NutriStats writes; export into a new file"))
            }
            return
        }
        try database.execute(createStatement(table))
        for columns in table.indexes {
            try database.execute(
                "CREATE INDEX \(quoted(table.name + "_" + columns.joined(separator: "_"))) ON "
                    + "\(quoted(table.name)) (\(columns.map(quoted).joined(separator: ", ")))")
        }
    }

    /// `CREATE TABLE "days" ("participant" TEXT NOT NULL, …, PRIMARY KEY ("participant", "date"))`.
    static func createStatement(_ table: ExportTable) -> String {
        let columns = table.columns.map { column in
            quoted(column.name) + " " + column.type.rawValue + (table.key.contains(column.name) ? " NOT NULL" : "")
        }
        let key = "PRIMARY KEY (" + table.key.map(quoted).joined(separator: ", ") + ")"
        return "CREATE TABLE \(quoted(table.name)) (" + (columns + [key]).joined(separator: ", ") + ")"
    }

    /// An identifier in double quotes (the names are ours, lower case with underscores, never holding
    /// a quote; `date` is a keyword elsewhere).
    static func quoted(_ name: String) -> String { "\"" + name + "\"" }

    /// How a cell is bound: numbers as the nearest double (or as an integer in an INTEGER column),
    /// booleans as 1/0.
    static func sqliteValue(_ value: ExportValue, type: ColumnType) -> SQLiteValue {
        switch value {
        case .null: return .null
        case .text(let text): return .text(text)
        case .boolean(let flag): return .integer(flag ? 1 : 0)
        case .number(let text):
            if type == .integer, let whole = Int64(text) { return .integer(whole) }
            if let number = Double(text) { return .real(number) }
            return .text(text)
        }
    }
}
