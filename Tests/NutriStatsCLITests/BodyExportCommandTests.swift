import Foundation
import Testing

@testable import NutritionExport

/// `nutristats export --body`: the `body_days` table in SQLite and CSV, its cells equal to the body
/// columns of `stats --body --format csv`, per-participant replacement, and an empty table without
/// body files.
///
/// The person of ``BodyFixture``: E = 2,077 kcal a day with an interval of zero width from 03-22 on.
/// The devices measured 400 active + 1,700 resting = 2,100 kcal on every day of March, so the window's
/// measured mean is 2,100.
@Suite struct BodyExportCommandTests {
    let folder: ReliabilityFolder

    init() throws {
        folder = try ReliabilityFolder()
        try BodyFixture.write(into: folder.url, activity: true)
    }

    static let period = ["--from", "2026-03-01", "--to", "2026-03-28"]
    static let inputs = ["--food-log", "food.csv", "--activity", "activity.csv"] + period
    static let body = ["--body", "weights.csv"]

    func export(_ arguments: [String]) throws -> ReliabilityCLI.Outcome {
        let run = try ReliabilityCLI.run(["export"] + arguments, in: folder.url)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        return run
    }

    @Test func sqliteHoldsADayRowWithTheHandWorkedFigures() throws {
        let run = try export(Self.inputs + Self.body + ["--participant", "p1", "--sqlite", "cohort.db"])
        #expect(run.stderr.contains(", 28 body_days, "), "\(run.stderr)")
        let db = try SQLiteConnection(path: folder.url.appendingPathComponent("cohort.db").path)
        let columns =
            "date, weight_kg, weight_readings, typeof(weight_readings), body_fat_pct, weight_trend_kg, expenditure_kcal, "
            + "expenditure_low_kcal, expenditure_high_kcal, devices_spent_kcal"
        func row(_ date: String) throws -> [String?] {
            try #require(
                try db.rows("SELECT \(columns) FROM body_days WHERE participant = 'p1' AND date = '\(date)'").first)
        }
        #expect(try db.rows("SELECT count(*) FROM body_days") == [["28"]])
        // 03-01: the first weigh-in, 80 kg; its trend is itself; no window yet.
        #expect(try row("2026-03-01") == ["2026-03-01", "80.0", "1", "integer", nil, "80.0", nil, nil, nil, nil])
        // 03-21: no weigh-in (0 readings), the trend carried on; still no estimate.
        #expect(try row("2026-03-21") == ["2026-03-21", nil, "0", "integer", nil, "79.9", nil, nil, nil, nil])
        // 03-22: 80 − 0.21 = 79.79 → 79.8; E = 2,077 with a zero-width interval; the devices' 2,100 beside it.
        #expect(
            try row("2026-03-22") == [
                "2026-03-22", "79.8", "1", "integer", nil, "79.9", "2077.0", "2077.0", "2077.0", "2100.0",
            ])
        #expect(try db.rows("SELECT count(*) FROM body_days WHERE expenditure_kcal = 2077") == [["7"]])
        // The body file is listed among what was read: 10 rows, 10 days with a reading.
        #expect(
            try db.rows("SELECT kind, file, format, rows, rows_used, days FROM imports WHERE kind = 'body'")
                == [["body", "weights.csv", "plain body CSV", "10", nil, "10"]])
    }

    @Test func rerunsReplaceTheParticipantsRowsAndNothingElse() throws {
        let db = folder.url.appendingPathComponent("cohort.db").path
        _ = try export(Self.inputs + Self.body + ["--participant", "p1", "--sqlite", "cohort.db"])
        _ = try export(Self.inputs + Self.body + ["--participant", "p2", "--sqlite", "cohort.db"])
        let before = try SQLiteConnection(path: db).rows("SELECT * FROM body_days ORDER BY participant, date")
        _ = try export(Self.inputs + Self.body + ["--participant", "p1", "--sqlite", "cohort.db"])
        #expect(try SQLiteConnection(path: db).rows("SELECT * FROM body_days ORDER BY participant, date") == before)
        // Another window (--expenditure-window, as in `stats`): the rows are replaced, not added to.
        _ = try export(
            Self.inputs + Self.body + ["--expenditure-window", "14", "--participant", "p1", "--sqlite", "cohort.db"])
        #expect(
            try SQLiteConnection(path: db).rows("SELECT participant, count(*) FROM body_days GROUP BY 1 ORDER BY 1")
                == [["p1", "28"], ["p2", "28"]])
        // Without --body the participant's body rows go (no stale weights); the other's stay, days are kept.
        _ = try export(Self.inputs + ["--participant", "p1", "--sqlite", "cohort.db"])
        let connection = try SQLiteConnection(path: db)
        #expect(
            try connection.rows("SELECT participant, count(*) FROM body_days GROUP BY 1 ORDER BY 1") == [["p2", "28"]])
        #expect(try connection.rows("SELECT count(*) FROM days WHERE participant = 'p1'") == [["28"]])
    }

    @Test func csvCellsAreTheStatsBodyCellsDigitForDigit() throws {
        _ = try export(Self.inputs + Self.body + ["--participant", "p1", "--csv", "out"])
        let part = folder.url.appendingPathComponent("out/body_days/participant=p1/year=2026/part.csv")
        let lines = try String(contentsOf: part, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "date,weight_kg,weight_readings,body_fat_pct,weight_trend_kg,expenditure_kcal,expenditure_low_kcal,"
                + "expenditure_high_kcal,devices_spent_kcal")
        #expect(lines.count == 29)
        #expect(lines.contains("2026-03-01,80.0,1,,80.0,,,,"))
        #expect(lines.contains("2026-03-02,,0,,80.0,,,,"))
        #expect(lines.contains("2026-03-22,79.8,1,,79.9,2077,2077,2077,2100"))

        // Every shared cell equals the stats CSV's body cell of the same day.
        let stats = try ReliabilityCLI.run(["stats"] + Self.inputs + Self.body + ["--format", "csv"], in: folder.url)
        let statsRows = stats.stdout.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let statsHeader = try #require(statsRows.first)
        let header = lines[0].split(separator: ",").map(String.init)
        let shared = [
            "weight_kg", "weight_trend_kg", "body_fat_pct", "expenditure_kcal", "expenditure_low_kcal",
            "expenditure_high_kcal",
        ]
        var compared = 0
        for line in lines.dropFirst() {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let statsRow = try #require(statsRows.first { $0.first == "day" && $0[1] == cells[0] })
            for column in shared {
                let exported = cells[try #require(header.firstIndex(of: column))]
                #expect(exported == statsRow[try #require(statsHeader.firstIndex(of: column))], "\(cells[0]) \(column)")
                compared += exported.isEmpty ? 0 : 1
            }
        }
        #expect(compared > 50)

        // Without --body the participant's folder is emptied, as activity_days is for a participant without activity.
        let plain = try export(Self.inputs + ["--participant", "p1", "--csv", "out"])
        #expect(plain.stderr.contains(", 0 body_days, "))
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: part.deletingLastPathComponent().deletingLastPathComponent().path
            )
            .isEmpty)
    }

    @Test func badBodyFlagsAreUsageErrors() throws {
        let run = try ReliabilityCLI.run(
            ["export"] + Self.inputs + Self.body + ["--expenditure-window", "7", "--csv", "out"],
            in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains("--expenditure-window takes a number of days from 14 to 90, not 7."))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
    }
}
