import Foundation
import Testing

/// Coverage per nutrient through the command line, on a Cronometer `servings.csv` with blank cells
/// scattered (NutritionDataTests/Fixtures/FoodLogs/servings-blank-cells.csv). Computed by hand:
///
/// - 2 Mar, 1,100 kcal: protein 5 + 8 + 10 + 10 = 33 g from 1,020 kcal (the apple's cell is blank) → ≥ 33.0 g,
///   93 %; carbs 150.0 g exact; sodium 1 + 100 + 2,500 + 2 = 2,603 mg from 850 kcal → ≥, 77 %; fiber
///   4 + 0 + 4 = 8 g from 350 kcal → ≥ 8.0 g, 32 % (the day's coverage, its lowest).
/// - 3 Mar, 300 kcal: a salad of blank cells beside toast → every nutrient ≥ the toast's, 67 %.
/// - 4 Mar, 300 kcal: one soup without fiber → fiber unknown (0 %), protein 12.0 g exact (24 %DV: under target).
/// - Period, 1,700 kcal over 3 days: protein 51 g from 1,520 kcal → ≥ 17.0 g a day, 89 %, ≥ 34 %DV, unknown
///   whether under its target; fiber 11 g from 550 kcal → ≥ 3.7 g, 32 %; sodium 3,803 mg from 1,350 kcal →
///   ≥ 1,268 mg, 79 %, ≥ 55 %DV (a limit: no flag). Protein was under target on 4 Mar and unknown on the other
///   days → days flagged ≥ 1 of 3.
@Suite struct NutrientCoverageCommandTests {
    static let log = FoodLogCommandTests.fixture("servings-blank-cells.csv")
    static let arguments = ["stats", "--food-log", log, "--from", "2026-03-02", "--to", "2026-03-04"]

    static func words(_ line: Substring) -> [Substring] { line.split(separator: " ") }

    @Test func tableWritesLowerBoundsCoverageAndUnknownWhetherUnder() throws {
        let run = try ReliabilityCLI.run(Self.arguments)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        let day2 = try #require(lines.first { $0.hasPrefix("Mon 2026-03-02") })
        // Entries, meals, kcal, remaining, coverage, carbs, protein, fat …
        // No macro split: carbs come from all five entries, protein from four. Sodium ≥ 2,603 mg is over its
        // limit; protein ≥ 33 g (66 %) and fiber ≥ 8 g (29 %) are under their targets' 100 % only as lower bounds.
        #expect(
            Self.words(day2) == [
                "Mon", "2026-03-02", "5", "4", "1,100", "900", "32", "%", "150.0", "≥", "33.0", "38.3", "–",
                "1,100", "↑Sodium", "?2",
            ])
        let day4 = try #require(lines.first { $0.hasPrefix("Wed 2026-03-04") })
        #expect(
            Self.words(day4).prefix(11) == [
                "Wed", "2026-03-04", "1", "1", "300", "1,700", "100", "%", "40.0", "12.0", "8.0",
            ])
        let protein = try #require(lines.first { $0.hasPrefix("  Protein ") })
        #expect(
            Self.words(protein) == [
                "Protein", "≥", "17.0", "g", "89", "%", "≥", "34", "%", "50", "g", "target",
                "?", "unknown", "whether", "under", "≥", "1", "of", "3",
            ])
        let fiber = try #require(lines.first { $0.hasPrefix("  Fiber ") })
        #expect(Self.words(fiber).prefix(9) == ["Fiber", "≥", "3.7", "g", "32", "%", "≥", "13", "%"])
        let sodium = try #require(lines.first { $0.hasPrefix("  Sodium ") })
        #expect(
            Self.words(sodium).prefix(12) == [
                "Sodium", "≥", "1,268", "mg", "79", "%", "≥", "55", "%", "2,300", "mg", "limit",
            ])
        #expect(!sodium.contains("over limit"))
        // Nutrients no entry reports (no column) stay unknown: no amount, no coverage beyond 0 %.
        let iron = try #require(lines.first { $0.hasPrefix("  Iron ") })
        #expect(Self.words(iron).prefix(4) == ["Iron", "–", "0", "%"])
        #expect(run.stdout.contains("  - Not every entry reports Carbohydrate, Fat, Protein, Fiber, Sodium on 3 days"))
        #expect(
            run.stdout.contains(
                "  - No entry reports Sugars, Monounsaturated fat, Polyunsaturated fat, Saturated fat, Trans fat, "
                    + "Cholesterol, Potassium, Vitamin C, Calcium, Iron, Vitamin A (a food log without the column"))
    }

    @Test func csvHasCoverageColumnsAndNamesLowerBounds() throws {
        let run = try ReliabilityCLI.run(Self.arguments + ["--format", "csv"])
        #expect(run.status == 0)
        let rows = run.stdout.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try #require(rows.first)
        func column(_ name: String) throws -> [String] {
            let index = try #require(header.firstIndex(of: name))
            return rows.dropFirst().map { $0[index] }  // 2, 3, 4 Mar, total, average
        }
        #expect(try column("protein_g") == ["33.0", "6.0", "12.0", "51.0", "17.0"])
        #expect(try column("protein_g_coverage_pct") == ["93", "67", "100", "89", "89"])
        #expect(try column("fiber_g") == ["8.0", "3.0", "", "11.0", "3.7"])
        #expect(try column("fiber_g_coverage_pct") == ["32", "67", "0", "32", "32"])
        #expect(try column("carbs_g_coverage_pct") == ["100", "67", "100", "94", "94"])
        #expect(try column("iron_mg_coverage_pct") == ["0", "0", "0", "0", "0"])
        #expect(try column("coverage_pct") == ["32", "67", "100", "32", "32"])
        // Then the 7-day averages that are lower bounds: on 2 Mar (that day alone) protein; from 3 Mar on the
        // window holds 3 Mar, whose carbs and fat are lower bounds too (4 Mar's own amounts are exact).
        let averages = "carbs_g_7d_avg;protein_g_7d_avg;fat_g_7d_avg"
        #expect(
            try column("lower_bound_nutrients") == [
                "protein_g;fiber_g;sodium_mg;protein_g_7d_avg", "carbs_g;fat_g;protein_g;fiber_g;sodium_mg;" + averages,
                averages, "carbs_g;fat_g;protein_g;fiber_g;sodium_mg", "carbs_g;fat_g;protein_g;fiber_g;sodium_mg",
            ])
        // The flags: sodium's lower bound over its limit on 2 Mar is over it; protein's under its target is not asserted.
        let flags = try column("flags")
        #expect(flags[0].contains("sodium_mg:over-limit") && flags[0].contains("protein_g:unknown-whether-under"))
        #expect(!flags[0].contains("protein_g:under-target") && flags[2].contains("protein_g:under-target"))
    }

    @Test func jsonMarksLowerBoundsWithTheirCoverage() throws {
        let run = try ReliabilityCLI.run(Self.arguments + ["--format", "json"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        let readings = try #require(summary["daily_values"] as? [[String: Any]])
        let protein = try #require(readings.first { $0["nutrient"] as? String == "protein_g" })
        #expect(protein["lower_bound"] as? Bool == true)
        #expect(protein["flag"] as? String == "unknown-whether-under")
        #expect(protein["amount"] as? Double == 17)
        #expect(protein["flagged_days"] as? Int == 1 && protein["flagged_days_lower_bound"] as? Bool == true)
        let averages = try #require(summary["averages"] as? [String: Any])
        let coverage = try #require(averages["nutrient_coverage"] as? [String: [String: Any]])
        #expect(coverage["protein_g"]?["coverage_pct"] as? Double == 89)
        #expect(coverage["protein_g"]?["lower_bound"] as? Bool == true)
        #expect(coverage["iron_mg"]?["lower_bound"] as? Bool == false)
        let days = try #require(json["days"] as? [[String: Any]])
        let soup = try #require(days.last?["nutrients"] as? [String: Any])
        #expect(soup["fiber_g"] is NSNull && soup["protein_g"] as? Double == 12)
        let carbs = try #require(readings.first { $0["nutrient"] as? String == "carbs_g" })
        #expect(carbs["lower_bound"] as? Bool == true)
    }
}
