import NutritionData
import NutritionStats
import NutritionTestSupport
import SafeOutput
import Testing

@testable import NutritionExport

/// `day_nutrients` (every nutrient of every counted day, long) and `daily_values` (every nutrient with a
/// Daily Value), built from model values; every expectation computed by hand in the comment above it.
@Suite struct DayNutrientsTableTests {
    static let cy = ParticipantID("cy")!
    static let oxalate = CustomNutrient(name: "Oxalate", unit: "mg")!

    /// An entry at `time` whose food object gives energy, protein and sodium (the other 14 of the 17 are 0)
    /// and `others` beyond the 17.
    static func entry(
        _ day: String, _ time: String, _ name: String, kcal: Double, protein: Double, sodium: Double,
        _ others: [(KnownNutrient, Double)] = [], custom: [(CustomNutrient, Double)] = []
    ) -> LogEntry {
        var entry = fixtureEntry(
            day, fixtureTime(time), name, kcal: kcal, id: Int(kcal),
            nutrients: [.calories: kcal, .protein: protein, .sodium: sodium])
        entry.otherNutrients = OtherNutrients(known: others, custom: custom)
        return entry
    }

    /// 2 Mar: oats 300 kcal (protein 10 g, sodium 100 mg, magnesium 120 mg, thiamin 0.5 mg, oxalate 30 mg),
    /// salmon 500 kcal (40 g, 400 mg, magnesium 150 mg, vitamin D 14.26 mcg), bread 200 kcal (6 g, 2,000 mg,
    /// nothing beyond the 17). 3 Mar: not logged. 4 Mar: a tea logged without kcal (logged, not counted).
    static func data() -> ParticipantData {
        var tea = fixtureEntry("2026-03-04", fixtureTime("09:00"), "Tea", kcal: 0)
        tea.kcalKnown = false
        let entries = [
            entry(
                "2026-03-02", "08:00", "Oats", kcal: 300, protein: 10, sodium: 100,
                [(.magnesium, 120), (.thiamin, 0.5)],
                custom: [(oxalate, 30)]),
            entry(
                "2026-03-02", "13:00", "Salmon", kcal: 500, protein: 40, sodium: 400,
                [(.magnesium, 150), (.vitaminD, 14.26)]),
            entry("2026-03-02", "19:00", "Bread", kcal: 200, protein: 6, sodium: 2_000),
            tea,
        ]
        let statistics = NutritionStatistics(entries: entries)
        guard let range = DateRange(first: fixtureDate("2026-03-02"), last: fixtureDate("2026-03-04")) else {
            fatalError("bad range")
        }
        return ParticipantData(
            participant: cy, figures: statistics.period(range), foodLog: FoodLog(entries: entries),
            activity: ActivityLog(days: []))
    }

    /// A table's rows as text (numbers as written, booleans `true`/`false`, NULL as nil), participant left out.
    static func cells(_ table: ExportTable) -> [[String?]] {
        table.rows.map { row in
            row.dropFirst().map { value -> String? in
                switch value {
                case .null: nil
                case .text(let text), .number(let text): text
                case .boolean(let flag): String(flag)
                }
            }
        }
    }

    /// The `day_nutrients` row of `nutrient` (its column name) on `date`.
    static func row(_ table: ExportTable, _ date: String, _ nutrient: String) -> [String?]? {
        cells(table).first { $0[0] == date && $0[1] == nutrient }
    }

    @Test func everyReportedNutrientOfACountedDayHasOneRow() throws {
        let table = ExportTables.dayNutrients(Self.data())
        #expect(
            table.columns.map(\.name) == [
                "participant", "date", "nutrient", "nutrient_id", "name", "nutrient_group", "amount", "unit",
                "coverage_pct", "lower_bound", "dv_pct", "flag",
            ])
        #expect(table.key == ["participant", "date", "nutrient"])
        let rows = Self.cells(table)
        // Only 2 Mar: 3 Mar is not logged and 4 Mar is not counted (its one entry has no kcal). The three
        // food objects report all 17, and the day's entries report 4 more: 21 rows, the 17 first in their
        // order, then catalogue order (vitamin D and thiamin among the vitamins, magnesium a mineral), the
        // custom nutrient last.
        #expect(rows.allSatisfy { $0[0] == "2026-03-02" })
        #expect(
            rows.map { $0[1] } == [
                "kcal", "carbs_g", "fat_g", "protein_g", "sugar_g", "fiber_g", "monounsaturated_g",
                "polyunsaturated_g", "saturated_g", "trans_g", "sodium_mg", "cholesterol_mg", "potassium_mg",
                "vitc_mg", "calcium_mg", "iron_mg", "vita_mcg", "vitamin_d_mcg", "thiamin_mg", "magnesium_mg",
                "custom_oxalate_mg",
            ])
        #expect(table.rows.allSatisfy { $0[0] == .text("cy") })
    }

    @Test func amountsCoverageLowerBoundsPercentagesAndFlagsAreTheEngines() throws {
        let table = ExportTables.dayNutrients(Self.data())
        let day = "2026-03-02"
        // Energy: the logged 300 + 500 + 200 = 1,000 kcal, exact, no coverage of its own; 1,000 / 2,000 = 50 %DV
        // (a reference: no flag).
        #expect(
            Self.row(table, day, "kcal")
                == [day, "kcal", "energy", "Energy", "energy and macros", "1000", "kcal", nil, "false", "50", nil])
        // Protein 10 + 40 + 6 = 56.0 g from every entry: exact, 100 %; 56 / 50 = 112 %DV, over a target: no flag.
        #expect(
            Self.row(table, day, "protein_g")
                == [
                    day, "protein_g", "protein", "Protein", "energy and macros", "56.0", "g", "100", "false", "112",
                    nil,
                ])
        // Sodium 100 + 400 + 2,000 = 2,500 mg, exact; 2,500 / 2,300 = 108.7 → 109 %DV, over its limit.
        #expect(
            Self.row(table, day, "sodium_mg")
                == [
                    day, "sodium_mg", "sodium", "Sodium", "minerals", "2500", "mg", "100", "false", "109", "over-limit",
                ])
        // Fiber: every food object says 0 g: exact 0, 0 %DV, under its target.
        #expect(
            Self.row(table, day, "fiber_g")
                == [day, "fiber_g", "fiber", "Fiber", "carbohydrates", "0.0", "g", "100", "false", "0", "under-target"])
        // Magnesium 120 + 150 = 270 mg from two of three entries: a lower bound covering (300 + 500) / 1,000 =
        // 80 % of the kcal; 270 / 420 = 64.3 → 64 %DV, under the target only as a lower bound: unknown whether under.
        #expect(
            Self.row(table, day, "magnesium_mg")
                == [
                    day, "magnesium_mg", "magnesium", "Magnesium", "minerals", "270", "mg", "80", "true", "64",
                    "unknown-whether-under",
                ])
        // Thiamin 0.5 mg from the oats alone: 300 / 1,000 = 30 %; one decimal (its DV, 1.2 mg, is below 25);
        // 0.5 / 1.2 = 41.7 → 42 %DV.
        #expect(
            Self.row(table, day, "thiamin_mg")
                == [
                    day, "thiamin_mg", "thiamin", "Thiamin", "vitamins", "0.5", "mg", "30", "true", "42",
                    "unknown-whether-under",
                ])
        // Vitamin D 14.26 mcg from the salmon: 14.3 (one decimal), 500 / 1,000 = 50 %; 14.26 / 20 = 71.3 → 71 %DV.
        #expect(
            Self.row(table, day, "vitamin_d_mcg")
                == [
                    day, "vitamin_d_mcg", "vitamin_d", "Vitamin D", "vitamins", "14.3", "mcg", "50", "true", "71",
                    "unknown-whether-under",
                ])
        // Oxalate, a custom nutrient: 30.0 mg (one decimal), 30 %, a lower bound; no Daily Value, so no %DV or flag.
        #expect(
            Self.row(table, day, "custom_oxalate_mg")
                == [
                    day, "custom_oxalate_mg", "custom_oxalate", "Oxalate", "other", "30.0", "mg", "30", "true", nil,
                    nil,
                ])
    }

    @Test func theSeventeensRowsAreTheDaysTableAmounts() throws {
        // The same figures the stats CSV writes into `days`: every day_nutrients amount of the 17 is the
        // cell of its column (ParticipantData+Stats takes those cells from StatsCSVFormatter).
        let data = Self.data()
        let table = ExportTables.dayNutrients(data)
        let day = try #require(data.dayCells.first { $0.first == "2026-03-02" })
        var compared = 0
        for row in Self.cells(table) where Nutrient.allCases.map({ data.nutrientColumn($0) }).contains(row[1] ?? "") {
            let column = try #require(data.dayColumns.firstIndex(of: row[1] ?? ""))
            #expect(day[column] == row[5], "\(row[1] ?? "")")
            compared += 1
        }
        #expect(compared == 17)
    }

    @Test func csvIsPartitionedByYearAndSQLiteHasItsKeyTypesAndIndexes() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let tables = ExportTables.tables(Self.data())
        try CSVExporter.write(tables, participant: Self.cy, to: try OutputLocation(scratch.file("out")))
        let lines = try scratch.text("out/day_nutrients/participant=cy/year=2026/part.csv").split(separator: "\n")
        #expect(lines.count == 1 + 21)
        #expect(
            lines[0] == "date,nutrient,nutrient_id,name,nutrient_group,amount,unit,coverage_pct,lower_bound,dv_pct,flag"
        )
        #expect(lines[1] == "2026-03-02,kcal,energy,Energy,energy and macros,1000,kcal,,false,50,")
        #expect(
            lines.contains(
                "2026-03-02,magnesium_mg,magnesium,Magnesium,minerals,270,mg,80,true,64,unknown-whether-under"))
        #expect(lines.last == "2026-03-02,custom_oxalate_mg,custom_oxalate,Oxalate,other,30.0,mg,30,true,,")

        let db = scratch.file("cohort.db")
        try SQLiteExporter.write(tables, participant: Self.cy, to: try OutputLocation(db))
        let connection = try SQLiteConnection(path: db)
        #expect(
            try connection.rows("SELECT name, type, pk > 0 FROM pragma_table_info('day_nutrients') ORDER BY cid") == [
                ["participant", "TEXT", "1"], ["date", "TEXT", "1"], ["nutrient", "TEXT", "1"],
                ["nutrient_id", "TEXT", "0"], ["name", "TEXT", "0"], ["nutrient_group", "TEXT", "0"],
                ["amount", "REAL", "0"], ["unit", "TEXT", "0"], ["coverage_pct", "REAL", "0"],
                ["lower_bound", "BOOLEAN", "0"], ["dv_pct", "REAL", "0"], ["flag", "TEXT", "0"],
            ])
        #expect(
            try connection.rows(
                "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'day_nutrients' "
                    + "AND sql IS NOT NULL ORDER BY name") == [["day_nutrients_date"], ["day_nutrients_nutrient"]])
        #expect(
            try connection.rows(
                "SELECT typeof(amount), amount, typeof(coverage_pct), lower_bound, dv_pct, flag FROM day_nutrients "
                    + "WHERE participant = 'cy' AND date = '2026-03-02' AND nutrient IN ('kcal', 'thiamin_mg', "
                    + "'custom_oxalate_mg') ORDER BY nutrient") == [
                    ["real", "30.0", "real", "1", nil, nil],
                    ["real", "1000.0", "null", "0", "50.0", nil],
                    ["real", "0.5", "real", "1", "42.0", "unknown-whether-under"],
                ])
        // The key: a second row of the same participant, date and nutrient is refused by SQLite itself.
        #expect(throws: SQLiteFailure.self) {
            try connection.execute(
                "INSERT INTO day_nutrients (participant, date, nutrient) VALUES ('cy', '2026-03-02', 'kcal')")
        }
        // Magnesium against its Daily Value, joined on the column name.
        #expect(
            try connection.rows(
                "SELECT n.amount, v.amount, v.kind FROM day_nutrients n "
                    + "JOIN daily_values v USING (participant, nutrient) WHERE n.nutrient = 'magnesium_mg'")
                == [["270.0", "420.0", "target"]])
    }

    @Test func dailyValuesHoldEveryNutrientWithAValueInCatalogueOrder() throws {
        var data = Self.data()
        let fda = Self.cells(ExportTables.dailyValues(data))
        // FDA 2016: the 35 nutrients with a Daily Value and energy's 2,000 kcal reference. The 13 of the 17
        // come first, in their order, as the table held them before.
        #expect(fda.count == 36)
        #expect(
            fda.prefix(13).map { $0[0] } == [
                "kcal", "carbs_g", "fat_g", "protein_g", "fiber_g", "saturated_g", "sodium_mg", "cholesterol_mg",
                "potassium_mg", "vitc_mg", "calcium_mg", "iron_mg", "vita_mcg",
            ])
        #expect(fda[6] == ["sodium_mg", "2300", "mg", "limit", "false", "FDA 2016", "sodium", "Sodium", "FDA 2016"])
        #expect(
            fda.contains(["thiamin_mg", "1.2", "mg", "target", "false", "FDA 2016", "thiamin", "Thiamin", "FDA 2016"]))
        #expect(
            fda.contains([
                "added_sugars_g", "50", "g", "limit", "false", "FDA 2016", "added_sugars", "Added sugars", "FDA 2016",
            ]))
        #expect(
            fda.contains([
                "chloride_mg", "2300", "mg", "target", "false", "FDA 2016", "chloride", "Chloride", "FDA 2016",
            ]))
        #expect(fda.last == ["zinc_mg", "11", "mg", "target", "false", "FDA 2016", "zinc", "Zinc", "FDA 2016"])

        // Legacy: no added sugars and no choline, so 34 rows; vitamin D 400 IU = 10 mcg.
        data.dailyValues = .fdaLegacy
        let legacy = Self.cells(ExportTables.dailyValues(data))
        #expect(legacy.count == 34)
        #expect(!legacy.contains { $0[0] == "added_sugars_g" || $0[0] == "choline_mg" })
        #expect(legacy.first { $0[0] == "vitamin_d_mcg" }?[1] == "10")

        // A --dv file: sodium and magnesium replaced, caffeine added (it has no FDA value): 37 rows.
        data.dailyValues = DailyValueTable.fdaCurrent.overriding(
            with: [
                CustomTarget(nutrient: .sodium, amount: 1_500, kind: nil, line: 1),
                CustomTarget(nutrient: .magnesium, amount: 400, kind: nil, line: 2),
                CustomTarget(nutrient: .caffeine, amount: 400, kind: .limit, line: 3),
            ], source: "targets.txt")
        let custom = Self.cells(ExportTables.dailyValues(data))
        let name = "FDA 2016 + custom (targets.txt)"
        #expect(custom.count == 37)
        #expect(
            custom[6] == ["sodium_mg", "1500", "mg", "limit", "true", name, "sodium", "Sodium", "custom (targets.txt)"])
        #expect(
            custom.contains([
                "magnesium_mg", "400", "mg", "target", "true", name, "magnesium", "Magnesium", "custom (targets.txt)",
            ]))
        #expect(
            custom.contains([
                "caffeine_mg", "400", "mg", "limit", "true", name, "caffeine", "Caffeine", "custom (targets.txt)",
            ]))
        #expect(custom.contains(["zinc_mg", "11", "mg", "target", "false", name, "zinc", "Zinc", "FDA 2016"]))
    }
}
