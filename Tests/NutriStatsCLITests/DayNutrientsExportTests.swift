import Foundation
import Testing

@testable import NutritionExport

/// `export`'s `day_nutrients` end to end: for the shortcut's 17, every row equals what `stats --format
/// json` says of the same day (amount, coverage, lower bound, %DV and flag: one rule, not a second
/// computation), on Cronometer logs with blank cells and micronutrients; the nutrients beyond the 17 are
/// there too; the sample storage folder gives 17 rows a counted day.
@Suite struct DayNutrientsExportTests {
    /// Rows of `day_nutrients` for `participant` on `date`, by nutrient: amount, coverage_pct,
    /// lower_bound, dv_pct, flag.
    static func rows(_ connection: SQLiteConnection, _ participant: String, _ date: String) throws -> [String:
        [String?]]
    {
        var rows: [String: [String?]] = [:]
        for row in try connection.rows(
            "SELECT nutrient, amount, coverage_pct, lower_bound, dv_pct, flag FROM day_nutrients "
                + "WHERE participant = '\(participant)' AND date = '\(date)'")
        {
            rows[row[0] ?? ""] = Array(row.dropFirst())
        }
        return rows
    }

    /// A JSON number (or null) as the double SQLite holds for it.
    static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    /// The days of `stats --format json` for `arguments`.
    static func statsDays(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try ReliabilityCLI.run(["stats"] + arguments + ["--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try #require(document["days"] as? [[String: Any]])
    }

    @Test func theSeventeensRowsEqualStatsJSONForTheSameDay() throws {
        let folder = try ReliabilityFolder()
        let db = folder.url.appendingPathComponent("cohort.db").path
        var compared = 0
        for (participant, file) in [("blank", "servings-blank-cells.csv"), ("micro", "servings-micronutrients.csv")] {
            let inputs = ["--food-log", FoodLogCommandTests.fixture(file), "--all"]
            let export = try ReliabilityCLI.run(["export"] + inputs + ["--participant", participant, "--sqlite", db])
            #expect(export.status == 0, "\(export.stderr)")
            let connection = try SQLiteConnection(path: db)
            for day in try Self.statsDays(inputs) {
                let date = try #require(day["date"] as? String)
                let rows = try Self.rows(connection, participant, date)
                guard day["counted"] as? Bool == true else {
                    #expect(rows.isEmpty, "\(date)")
                    continue
                }
                let nutrients = day["nutrients"] as? [String: Any] ?? [:]
                let coverage = day["nutrient_coverage"] as? [String: [String: Any]] ?? [:]
                let readings = try #require(day["daily_values"] as? [[String: Any]])
                // Energy, then each of the other 16 that stats states (a null amount is unknown: no row).
                var stated: [String: Double] = ["kcal": try #require(Self.number(day["kcal"]))]
                for (column, value) in nutrients { if let value = Self.number(value) { stated[column] = value } }
                let ofTheSeventeen = rows.filter { $0.key == "kcal" || nutrients.keys.contains($0.key) }
                #expect(Set(ofTheSeventeen.keys) == Set(stated.keys), "\(participant) \(date)")
                for (column, amount) in stated {
                    let row = try #require(rows[column], "\(participant) \(date) \(column)")
                    #expect(row[0].flatMap(Double.init) == amount, "\(participant) \(date) \(column)")
                    let statedCoverage = coverage[column]
                    #expect(
                        row[1].flatMap(Double.init) == Self.number(statedCoverage?["coverage_pct"]),
                        "\(participant) \(date) \(column)")
                    #expect(
                        row[2] == ((statedCoverage?["lower_bound"] as? Bool) == true ? "1" : "0"),
                        "\(participant) \(date) \(column)")
                    let reading = readings.first { $0["nutrient"] as? String == column }
                    #expect(
                        row[3].flatMap(Double.init) == Self.number(reading?["pct"]), "\(participant) \(date) \(column)")
                    #expect(row[4] == reading?["flag"] as? String, "\(participant) \(date) \(column)")
                    compared += 1
                }
            }
        }
        // blank: energy and five nutrients on three days (fiber unknown on one); micro: most of the 17 on two days.
        #expect(compared >= 30)
    }

    @Test func nutrientsBeyondTheSeventeenAreThereToo() throws {
        let folder = try ReliabilityFolder()
        let out = folder.url.appendingPathComponent("tables").path
        let log = FoodLogCommandTests.fixture("servings-micronutrients.csv")
        let export = try ReliabilityCLI.run(["export", "--food-log", log, "--participant", "m", "--csv", out])
        #expect(export.status == 0, "\(export.stderr)")
        let lines = try String(contentsOfFile: out + "/day_nutrients/participant=m/year=2026/part.csv", encoding: .utf8)
            .split(separator: "\n")
        // 2 Mar: thiamin 0.18 (oats) + 0.3 (salmon) = 0.48 → 0.5 mg; the coffee's cell is blank, so a lower
        // bound covering (151.6 + 311.3) / 465.3 kcal = 99.5 → 99 %; 0.48 / 1.2 mg = 40 %DV, under the target
        // only as a lower bound.
        #expect(
            lines.contains("2026-03-02,thiamin_mg,thiamin,Thiamin,vitamins,0.5,mg,99,true,40,unknown-whether-under"))
        // A custom column (My Custom (mg)): 12.5 mg from the salmon alone, 311.3 / 465.3 = 67 %, no Daily Value.
        #expect(lines.contains("2026-03-02,custom_my_custom_mg,custom_my_custom,My Custom,other,12.5,mg,67,true,,"))
        #expect(lines.contains { $0.hasPrefix("2026-03-02,magnesium_mg,magnesium,Magnesium,minerals,") })
        #expect(export.stderr.contains(" day_nutrients"))
    }

    @Test func aStorageFolderGivesSeventeenRowsACountedDay() throws {
        let folder = try ReliabilityFolder()
        let db = folder.url.appendingPathComponent("cohort.db").path
        let inputs = ["--storage", ExportCommandTests.storage, "--week", "2026-11-09"]
        let export = try ReliabilityCLI.run(["export"] + inputs + ["--participant", "p", "--sqlite", db])
        #expect(export.status == 0, "\(export.stderr)")
        let counted = try Self.statsDays(inputs).filter { $0["counted"] as? Bool == true }.count
        let connection = try SQLiteConnection(path: db)
        #expect(counted > 0)
        #expect(try connection.rows("SELECT count(*) FROM day_nutrients") == [["\(17 * counted)"]])
        #expect(
            try connection.rows(
                "SELECT count(DISTINCT nutrient), min(lower_bound), max(lower_bound) FROM day_nutrients")
                == [["17", "0", "0"]])
        // Every nutrient with an FDA 2016 Daily Value, and energy's reference.
        #expect(try connection.rows("SELECT count(*) FROM daily_values") == [["36"]])
    }
}
