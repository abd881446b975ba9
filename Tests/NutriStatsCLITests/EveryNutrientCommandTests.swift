import Foundation
import Testing

/// Nutrients beyond the 17 through `stats`: the table, `--nutrients`, CSV and JSON. A Cronometer file
/// written here, computed by hand:
///
/// - 2 Mar: spinach 200 kcal reports magnesium 100 mg and oxalate 600 mg; bread 200 kcal leaves both
///   cells blank. Magnesium ≥ 100 mg from 200 of 400 kcal = 50 %; 100 ÷ 420 = 23.8 → ≥ 24 %DV, a lower
///   bound under a target: unknown whether under. Oxalate ≥ 600.0 mg, 50 %, no Daily Value.
/// - Oxalate over the period: 600 mg from 200 of 800 kcal = 25 % → ≥ 300.0 mg a day.
/// - 3 Mar: nuts 400 kcal report magnesium 300 mg (no oxalate cell): exact, 300 ÷ 420 = 71.4 → 71 %DV,
///   under target.
/// - Period (2 logged days): magnesium 400 mg from 600 of 800 kcal = 75 % → ≥ 200 mg a day, ≥ 48 %DV
///   (47.6); flagged on 3 Mar only, and 2 Mar may be too → days flagged ≥ 1 of 2.
@Suite struct EveryNutrientCommandTests {
    static let csv = """
        Day,Time,Group,Food Name,Amount,Energy (kcal),Protein (g),Magnesium (mg),Oxalate (mg)
        2026-03-02,8:00 AM,Breakfast,Spinach,100 g,200,5,100,600
        2026-03-02,8:00 AM,Breakfast,Bread,1 slice,200,6,,
        2026-03-03,12:00 PM,Lunch,Nuts,50 g,400,10,300,

        """

    static func arguments(_ file: URL, _ more: [String] = []) -> [String] {
        ["stats", "--food-log", file.path, "--from", "2026-03-02", "--to", "2026-03-03"] + more
    }

    @Test func theTableListsEveryNutrientWithDataGrouped() throws {
        let file = try FoodLogCommandTests.temporaryFile(Self.csv)
        let run = try ReliabilityCLI.run(Self.arguments(file))
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        let magnesium = try #require(lines.first { $0.hasPrefix("  Magnesium ") })
        #expect(
            NutrientCoverageCommandTests.words(magnesium) == [
                "Magnesium", "≥", "200", "mg", "75", "%", "≥", "48", "%", "420", "mg", "target", "?", "unknown",
                "whether", "under", "≥", "1", "of", "2",
            ])
        let oxalate = try #require(lines.first { $0.hasPrefix("  Oxalate ") })
        #expect(
            NutrientCoverageCommandTests.words(oxalate) == ["Oxalate", "≥", "300.0", "mg", "25", "%", "–", "no", "DV"])
        // Grouped: the Minerals heading comes before magnesium, Other before oxalate.
        let minerals = try #require(lines.firstIndex { $0 == "Minerals" || $0.hasPrefix("Minerals ") })
        let other = try #require(lines.firstIndex { $0 == "Other" || $0.hasPrefix("Other ") })
        let magnesiumRow = try #require(lines.firstIndex { $0.hasPrefix("  Magnesium ") })
        #expect(minerals < magnesiumRow && magnesiumRow < other)
    }

    @Test func nutrientsChoosesTheRows() throws {
        let file = try FoodLogCommandTests.temporaryFile(Self.csv)
        let run = try ReliabilityCLI.run(Self.arguments(file, ["--nutrients", "magnesium,custom_oxalate"]))
        #expect(run.status == 0)
        let table = run.stdout.components(separatedBy: "Nutrients, average")[1].components(separatedBy: "\n\n")[0]
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { $0.split(separator: " ")[0] }
        #expect(rows == ["Magnesium", "Oxalate"])
        let dv = try ReliabilityCLI.run(Self.arguments(file, ["--nutrients", "dv"]))
        // 35 nutrients with an FDA 2016 Daily Value and energy; biotin has no data: unknown.
        let dvTable = dv.stdout.components(separatedBy: "Nutrients, average")[1].components(separatedBy: "\n\n")[0]
        #expect(dvTable.split(separator: "\n").filter { $0.hasPrefix("  ") }.count == 36)
        #expect(dvTable.split(separator: "\n").contains { $0.hasPrefix("  Biotin ") && $0.contains("–") })
        let unknown = try ReliabilityCLI.run(Self.arguments(file, ["--nutrients", "magnesium,unobtainium"]))
        #expect(unknown.status == 64)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr.contains("--nutrients: no nutrient is named \"unobtainium\""))
    }

    @Test func csvAndJSONCarryTheOtherNutrients() throws {
        let file = try FoodLogCommandTests.temporaryFile(Self.csv)
        let csv = try ReliabilityCLI.run(Self.arguments(file, ["--format", "csv"]))
        #expect(csv.status == 0)
        let rows = csv.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let header = rows[0].map(String.init)
        func cell(_ row: Int, _ column: String) -> String? {
            header.firstIndex(of: column).map { String(rows[row][$0]) }
        }
        // The existing columns first, then the three of magnesium and the two of oxalate (no Daily Value).
        #expect(
            Array(header.suffix(5)) == [
                "magnesium_mg", "magnesium_mg_coverage_pct", "magnesium_dv_pct", "custom_oxalate_mg",
                "custom_oxalate_mg_coverage_pct",
            ])
        // 2 Mar.
        #expect(cell(1, "magnesium_mg") == "100" && cell(1, "magnesium_mg_coverage_pct") == "50")
        #expect(cell(1, "magnesium_dv_pct") == "24")
        #expect(cell(1, "flags")?.contains("magnesium_mg:unknown-whether-under") == true)
        #expect(cell(1, "lower_bound_nutrients")?.contains("magnesium_mg") == true)
        // 3 Mar: exact, under target; oxalate unknown (no entry reports it).
        #expect(cell(2, "magnesium_mg") == "300" && cell(2, "magnesium_dv_pct") == "71")
        #expect(cell(2, "flags")?.contains("magnesium_mg:under-target") == true)
        #expect(cell(2, "custom_oxalate_mg") == "" && cell(2, "custom_oxalate_mg_coverage_pct") == "0")
        // Total and average.
        #expect(cell(3, "magnesium_mg") == "400" && cell(3, "magnesium_mg_coverage_pct") == "75")
        #expect(cell(4, "magnesium_mg") == "200" && cell(4, "magnesium_dv_pct") == "48")

        let json = try ReliabilityCLI.run(Self.arguments(file, ["--format", "json"]))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Any])
        let averages = try #require(summary["averages"] as? [String: Any])
        let nutrients = try #require(averages["nutrients"] as? [String: Any])
        #expect(nutrients["magnesium_mg"] as? Double == 200)
        #expect(nutrients["custom_oxalate_mg"] as? Double == 300)
        let readings = try #require(summary["daily_values"] as? [[String: Any]])
        let magnesium = try #require(readings.first { $0["nutrient"] as? String == "magnesium_mg" })
        #expect(magnesium["pct"] as? Double == 48 && magnesium["lower_bound"] as? Bool == true)
        #expect(magnesium["flagged_days"] as? Int == 1 && magnesium["flagged_days_lower_bound"] as? Bool == true)
    }

    @Test func nutrientNamesAnyNutrientOfTheFile() throws {
        let file = try FoodLogCommandTests.temporaryFile(Self.csv)
        let run = try ReliabilityCLI.run(Self.arguments(file, ["--nutrient", "Oxalate"]))
        #expect(run.status == 0)
        // Oxalate 600 mg, all from spinach; bread and nuts do not report it.
        #expect(run.stdout.contains("Where oxalate came from (600.0 mg known)"))
        #expect(run.stdout.contains("2 entries do not report it"))
    }
}
