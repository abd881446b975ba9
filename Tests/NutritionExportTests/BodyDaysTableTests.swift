import Foundation
import SafeOutput
import Testing

@testable import NutritionExport

/// The `body_days` table from its cells: the year partitions and empty cells in CSV, NULLs and an
/// INTEGER reading count in SQLite, and a database of the six earlier tables gaining it.
@Suite struct BodyDaysTableTests {
    /// ana's fixture with body cells on two days across the year boundary (12-30 has no row: a
    /// missing key is unknown, not zero).
    static func data() -> ParticipantData {
        var data = ExportFixtures.data(ExportFixtures.ana)
        data.bodyDays = [
            [
                "date": "2025-12-31", "weight_kg": "80.4", "weight_readings": "2", "body_fat_pct": "21.5",
                "weight_trend_kg": "80.6",
            ],
            [
                "date": "2026-01-01", "weight_readings": "0", "weight_trend_kg": "80.5", "expenditure_kcal": "2310",
                "expenditure_low_kcal": "2150", "expenditure_high_kcal": "2470", "devices_spent_kcal": "2398",
            ],
        ]
        return data
    }

    @Test func csvPartsHoldTheCellsAsGiven() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try CSVExporter.write(
            ExportTables.tables(Self.data()), participant: ExportFixtures.ana,
            to: try OutputLocation(scratch.file("out")))
        let header =
            "date,weight_kg,weight_readings,body_fat_pct,weight_trend_kg,expenditure_kcal,expenditure_low_kcal,"
            + "expenditure_high_kcal,devices_spent_kcal\n"
        #expect(
            try scratch.text("out/body_days/participant=ana/year=2025/part.csv") == header
                + "2025-12-31,80.4,2,21.5,80.6,,,,\n")
        #expect(
            try scratch.text("out/body_days/participant=ana/year=2026/part.csv") == header
                + "2026-01-01,,0,,80.5,2310,2150,2470,2398\n")
    }

    @Test func sqliteStoresNumbersAndNullsAndIsAddedToAnEarlierDatabase() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let db = scratch.file("cohort.db")
        // A database as an earlier NutriStats wrote it: the six tables, no body_days.
        let earlier = ExportTables.tables(ExportFixtures.data(ExportFixtures.bob)).filter { $0.name != "body_days" }
        try SQLiteExporter.write(earlier, participant: ExportFixtures.bob, to: try OutputLocation(db))
        try SQLiteExporter.write(
            ExportTables.tables(Self.data()), participant: ExportFixtures.ana, to: try OutputLocation(db))
        let rows = try SQLiteConnection(path: db).rows(
            "SELECT participant, date, weight_kg, typeof(weight_readings), weight_readings, "
                + "body_fat_pct, expenditure_kcal, devices_spent_kcal FROM body_days ORDER BY date")
        #expect(
            rows == [
                ["ana", "2025-12-31", "80.4", "integer", "2", "21.5", nil, nil],
                ["ana", "2026-01-01", nil, "integer", "0", nil, "2310.0", "2398.0"],
            ])
        #expect(try SQLiteConnection(path: db).rows("SELECT count(*) FROM days WHERE participant = 'bob'") == [["4"]])
        #expect(try SQLiteConnection(path: db).rows("PRAGMA user_version") == [["2"]])
    }
}
