import Foundation
import SafeOutput
import Testing

@testable import NutritionExport

/// `--to sqlite`: schema, values, idempotent re-runs per participant, and refusals that leave the file as it was.
@Suite struct SQLiteExporterTests {
    static let (ana, bob) = (ExportFixtures.ana, ExportFixtures.bob)

    static func write(_ data: ParticipantData, to path: String) throws {
        try SQLiteExporter.write(ExportTables.tables(data), participant: data.participant, to: try OutputLocation(path))
    }

    static func query(_ path: String, _ sql: String) throws -> [[String?]] {
        try SQLiteConnection(path: path).rows(sql)
    }

    /// Rows per participant in `table`.
    static func counts(_ path: String, _ table: String) throws -> [String: String] {
        var counts: [String: String] = [:]
        for row in try query(path, "SELECT participant, count(*) FROM \(table) GROUP BY participant") {
            counts[row[0] ?? "NULL"] = row[1] ?? "NULL"
        }
        return counts
    }

    @Test func everyTableIsCreatedWithItsKeyAndIndexes() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let db = scratch.file("cohort.db")
        try Self.write(ExportFixtures.data(Self.ana), to: db)
        let tables = try Self.query(db, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").map {
            $0[0]
        }
        #expect(tables == ExportTables.names.sorted())
        let indexes = try Self.query(
            db, "SELECT name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY name"
        )
        .map { $0[0] }
        #expect(
            indexes == [
                "activity_days_date", "day_nutrients_date", "day_nutrients_nutrient", "days_date", "entries_date",
                "entries_food_name", "meals_date",
            ])
        // The key: a second row of the same participant and date is refused by SQLite itself.
        #expect(throws: SQLiteFailure.self) {
            try SQLiteConnection(path: db).execute("INSERT INTO days (participant, date) VALUES ('ana', '2025-12-31')")
        }
        #expect(try Self.query(db, "PRAGMA user_version") == [["\(SQLiteExporter.schemaVersion)"]])
        #expect(SQLiteExporter.schemaVersion == 2)
    }

    @Test func figuresAreNumbersBooleansAreOneAndZeroUnknownsAreNull() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let db = scratch.file("cohort.db")
        try Self.write(ExportFixtures.data(Self.ana), to: db)
        let rows = try Self.query(
            db, "SELECT date, typeof(kcal), kcal, logged, typeof(entries), sodium_mg, flags FROM days ORDER BY date")
        // 12-31: 300 + 450 = 750 kcal written "750.00", read back as the double 750; sodium 120.25 → 120.
        #expect(rows[0] == ["2025-12-30", "null", nil, "0", "integer", nil, nil])
        #expect(rows[1] == ["2025-12-31", "real", "750.0", "1", "integer", "120.0", "a,b"])
        #expect(rows[2] == ["2026-01-01", "real", "200.0", "1", "integer", "900.0", "a,b"])
        let entries = try Self.query(
            db,
            "SELECT date, entry, meal, time, food_name, food_id, servings, kcal, nutrients_known, sodium_mg FROM entries ORDER BY date, entry"
        )
        #expect(
            entries == [
                ["2025-12-31", "1", "1", "08:00", "Oats, rolled", "7", "1.5", "300.0", "1", "120.25"],
                ["2025-12-31", "2", "2", "19:00", "Cake, \"home\"", nil, "1.0", "450.0", "0", nil],
                ["2026-01-01", "1", "1", "12:30", "Soup", "8", "1.0", "200.0", "1", "900.0"],
            ])
        let activity = try Self.query(
            db, "SELECT date, steps, active_kcal, hr_avg, hr_samples, sources FROM activity_days")
        #expect(activity == [["2025-12-31", "8123.0", "410.5", "70.0", "3", "Watch"]])
        let sodium = try Self.query(
            db, "SELECT amount, unit, kind, custom, table_name FROM daily_values WHERE nutrient = 'sodium_mg'")
        #expect(sodium == [["2300.0", "mg", "limit", "0", "FDA 2016"]])
        let imports = try Self.query(db, "SELECT item, kind, file, rows, reason, first_line FROM imports ORDER BY item")
        #expect(
            imports == [
                ["1", "food", "History/foodHistory.json", nil, nil, nil],
                ["2", "skipped", "History/foodHistory.json", "2", "field 'cals': expected a number", "4"],
            ])
    }

    @Test func aRerunReplacesThatParticipantOnlyAndNeverDuplicates() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let db = scratch.file("cohort.db")
        try Self.write(ExportFixtures.data(Self.ana), to: db)
        try Self.write(ExportFixtures.data(Self.bob), to: db)
        let bobBefore = try Self.query(db, "SELECT * FROM entries WHERE participant = 'bob' ORDER BY date, entry")
        try Self.write(ExportFixtures.data(Self.ana), to: db)
        #expect(try Self.counts(db, "days") == ["ana": "4", "bob": "4"])
        #expect(try Self.counts(db, "entries") == ["ana": "3", "bob": "3"])
        // A shorter period for ana: her rows of the days left out are gone, bob's are as they were.
        try Self.write(ExportFixtures.data(Self.ana, lastDay: "2025-12-31"), to: db)
        #expect(try Self.counts(db, "days") == ["ana": "2", "bob": "4"])
        #expect(try Self.counts(db, "entries") == ["ana": "2", "bob": "3"])
        #expect(try Self.counts(db, "meals") == ["ana": "2", "bob": "3"])
        #expect(try Self.query(db, "SELECT * FROM entries WHERE participant = 'bob' ORDER BY date, entry") == bobBefore)
        // No participant given: its own rows, keyed by the empty string.
        try Self.write(ExportFixtures.data(.none), to: db)
        #expect(try Self.counts(db, "days") == ["": "4", "ana": "2", "bob": "4"])
    }

    @Test func aFileThatIsNotADatabaseIsLeftAsItWas() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.file("notes.db")
        try "my notes\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect {
            try Self.write(ExportFixtures.data(Self.ana), to: path)
        } throws: { error in
            (error as? OutputError)?.problem.description.contains("is not an SQLite database") == true
        }
        #expect(try scratch.text("notes.db") == "my notes\n")
        #expect(scratch.files() == ["notes.db"])
    }

    @Test func aDatabaseOfOtherTablesIsRefusedUntouched() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let db = scratch.file("other.db")
        try SQLiteConnection(path: db).execute("CREATE TABLE days (x INTEGER); INSERT INTO days VALUES (42)")
        #expect {
            try Self.write(ExportFixtures.data(Self.ana), to: db)
        } throws: { error in
            (error as? OutputError)?.problem.description.contains("another kind or NutriStats version") == true
        }
        #expect(try Self.query(db, "SELECT * FROM days") == [["42"]])
        #expect(try Self.query(db, "SELECT count(*) FROM sqlite_schema") == [["1"]])
    }

    @Test func aDatabaseOfSchemaVersionOneIsRefusedUntouched() throws {
        // Version 1 (before day_nutrients and the catalogue's Daily Values) had daily_values of six
        // columns: such a file is refused as a whole, not mixed.
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let db = scratch.file("earlier.db")
        try SQLiteConnection(path: db).execute(
            "CREATE TABLE daily_values (participant TEXT NOT NULL, nutrient TEXT NOT NULL, amount REAL, unit TEXT, "
                + "kind TEXT, custom BOOLEAN, table_name TEXT, PRIMARY KEY (participant, nutrient)); "
                + "INSERT INTO daily_values VALUES ('bob', 'sodium_mg', 2300, 'mg', 'limit', 0, 'FDA 2016'); "
                + "PRAGMA user_version = 1")
        #expect {
            try Self.write(ExportFixtures.data(Self.ana), to: db)
        } throws: { error in
            (error as? OutputError)?.problem.description.contains("(schema 1, this version writes 2)") == true
        }
        #expect(try Self.query(db, "SELECT participant, nutrient FROM daily_values") == [["bob", "sodium_mg"]])
        #expect(try Self.query(db, "PRAGMA user_version") == [["1"]])
    }

    @Test func aFailedFirstWriteLeavesNoFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var data = ExportFixtures.data(Self.ana)
        // Two rows with one key: the primary key refuses the second, the transaction rolls back.
        data.dayCells.append(data.dayCells[1])
        let db = scratch.file("new.db")
        #expect(throws: OutputError.self) { try Self.write(data, to: db) }
        #expect(scratch.files() == [])
    }
}
