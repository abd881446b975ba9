import ArgumentParser
import Foundation
import Testing

@testable import NutriStatsCLI

/// `--food-log` and `--date-order` on the commands, with the data tests' hand-written food logs.
@Suite struct FoodLogCommandTests {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
            + "/NutritionDataTests/Fixtures/FoodLogs/" + name
    }

    static let servings = fixture("servings.csv")
    static let myFitnessPal = fixture("Nutrition-Summary-2026-01-27-to-2026-01-28.csv")
    static let dailySummary = fixture("dailysummary.csv")

    /// A temporary file holding `text`, removed by the caller.
    static func temporaryFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nutristats-foodlog-\(UInt32.random(in: 0...UInt32.max)).csv")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Health Auto Export's daily CSV given to `--food-log` (its nutrition) and to `--activity` (its
    /// activity), through the binary. 2 Mar: 2,104.25 kcal → 2,104, 2,000 − 2,104.25 = −104; 3 Mar has
    /// steps but no food: not logged; 4 Mar 1,750 (250 left); 5 Mar has protein but no energy: logged, not
    /// counted. Total 2,104.25 + 1,750 = 3,854.25 → 3,854, 1,927 a counted day; carbs 231.4 + 200.
    @Test func statsOfAHealthAutoExportFileAsFoodLogAndActivity() throws {
        let file = Self.fixture("health-auto-export-nutrition.csv")
        let food = try ReliabilityCLI.run([
            "stats", "--food-log", file, "--from", "2026-03-02", "--to", "2026-03-05", "--format", "csv",
        ])
        #expect(food.status == 0)
        let rows = food.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let days = rows.filter { $0.first == "day" || $0.first == "total" || $0.first == "average" }
        #expect(
            days.map { $0[1...11].joined(separator: ",") } == [
                "2026-03-02,Mon,true,true,1,1,2104,-104,100,231.4,78.9",
                "2026-03-03,Tue,false,false,0,0,,,,,",
                "2026-03-04,Wed,true,true,1,1,1750,250,100,200.0,60.0",
                "2026-03-05,Thu,true,false,1,1,,,,,",
                "2026-03-02/2026-03-05,,3,2,3,3,3854,146,55,431.4,138.9",
                "2026-03-02/2026-03-05,,3,2,1.0,1.0,1927,73,55,215.7,69.5",
            ])
        // The same file to both options: steps and active energy from its activity columns beside the food.
        let both = try ReliabilityCLI.run([
            "stats", "--food-log", file, "--activity", file, "--from", "2026-03-02", "--to", "2026-03-05",
            "--format", "csv",
        ])
        #expect(both.status == 0)
        let header = try #require(both.stdout.split(separator: "\n").first).split(separator: ",")
        let steps = try #require(header.firstIndex(of: "steps"))
        let active = try #require(header.firstIndex(of: "active_kcal"))
        let lines = both.stdout.split(separator: "\n").dropFirst().prefix(4).map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        #expect(
            lines.map { "\($0[7]) \($0[steps]) \($0[active])" } == [
                "2104 9876 413", " 7000 300", "1750 12040 516", " 3021 ",
            ])
        // Inspect counts the day without food.
        let inspect = try ReliabilityCLI.run(["inspect", "--food-log", file])
        #expect(inspect.stdout.contains("      Health Auto Export, 4 rows, 3 entries, 3 days\n"))
        #expect(
            inspect.stdout.contains(
                "      1 row without food (no energy value and no nutrient: days not logged), not entries\n"))
    }

    @Test func historyOfACronometerFile() throws {
        let command = try #require(
            try NutriStatsCommand.parseAsRoot(["history", "--food-log", Self.servings]) as? HistoryCommand)
        // 26 Jan: 0.35 + 151.60 + 122.45 = 274.40 → 274 (the soup's energy cell is empty); 27 Jan: 311.25 → 311;
        // all: 585.65 → 586.
        #expect(
            try command.output() == """
                Food history 2026-01-26 – 2026-01-27: 2 of 2 days logged, 586 kcal (+ 1 entry of unknown kcal)

                Tue 27 Jan 2026 — 311 kcal
                  19:05  1 × Salmon  311 kcal

                Mon 26 Jan 2026 — 274 kcal (+ 1 entry of unknown kcal)
                  00:05  1 × Espresso             0 kcal
                  09:51  1 × Oats, rolled       152 kcal
                  09:51  1 × Milk, 2%           122 kcal
                  12:30  1 × Soup "Minestrone"    ? kcal

                """)
    }

    @Test func inspectShowsDialectsColumnsAndDaysLeftOut() throws {
        let command = try #require(
            try NutriStatsCommand.parseAsRoot(
                ["inspect", "--food-log", Self.myFitnessPal, "--food-log", Self.dailySummary]) as? InspectCommand)
        let text = try command.output()
        #expect(
            text.hasPrefix(
                """
                Food log: 2 food log files
                  Files read:
                    \(Self.myFitnessPal)
                      MyFitnessPal nutrition summary, 3 rows, 3 entries, 2 days
                      columns not used: Note
                    \(Self.dailySummary)
                      Cronometer daily summary, 3 rows, 3 entries, 3 days, dates read month/day/year
                      no column for: Sugars, Fiber, Monounsaturated fat, Polyunsaturated fat, Saturated fat, Trans fat, Sodium, Cholesterol, Potassium, Vitamin C, Calcium, Iron, Vitamin A (unknown in its entries, not 0)
                      columns not used: Completed
                Days left out (a day's food comes from one source: storage folder first, then food logs in the order given):
                  \(Self.dailySummary): 2 days, already given by \(Self.myFitnessPal)
                    2026-01-27  1 entry, 1,835 kcal not counted (kept from \(Self.myFitnessPal))
                    2026-01-28  1 entry, 2,012 kcal not counted (kept from \(Self.myFitnessPal))

                Entries: 4
                  history   0
                  cache     0
                  backlog   0
                  food log  4

                """))
    }

    @Test func statsDayTotalsAreTheFilesOwnSums() throws {
        // MyFitnessPal: 27 Jan 412 + 655 = 1,067 kcal; 28 Jan 830; the daily summary's 3 Feb 1,500 (its
        // 27 and 28 Jan are left out). Through the binary, to see the note on stderr.
        let run = try ReliabilityCLI.run([
            "stats", "--food-log", Self.myFitnessPal, "--food-log", Self.dailySummary,
            "--from", "2026-01-27", "--to", "2026-02-03", "--format", "csv",
        ])
        #expect(run.status == 0)
        #expect(run.stdout.contains("2026-01-27"))
        #expect(run.stdout.contains(",1067,"))
        #expect(run.stdout.contains(",830,"))
        #expect(run.stdout.contains(",1500,"))
        #expect(
            run.stderr.contains(
                "nutristats: note: \(Self.dailySummary): 2 days left out, already given by \(Self.myFitnessPal) "
                    + "(a day's food comes from one source); 'nutristats inspect' lists them"))
    }

    /// Issue: a per-meal Cronometer daily summary came out doubled (its `Total` rows counted beside the
    /// meals: 2 Feb 4,501 kcal). Now 2 Feb is 450.45 + 800.27 + 1,000.00 = 2,250.72 → 2,251 kcal and 4 Feb
    /// 300 + 120.5 = 420.5 → 421 (half away from zero); 3 Feb's blank Total is no day. A Total that does
    /// not agree with its meals is named on stderr; one that agrees is not.
    @Test func aPerMealDailySummaryIsCountedOnceAndItsTotalsChecked() throws {
        let byMeal = Self.fixture("dailysummary-by-meal.csv")
        let run = try ReliabilityCLI.run([
            "stats", "--food-log", byMeal, "--from", "2026-02-02", "--to", "2026-02-04", "--format", "csv",
        ])
        #expect(run.status == 0)
        let days = run.stdout.split(separator: "\n").filter { $0.hasPrefix("day,") }
        #expect(days.count == 3)
        #expect(days[0].hasPrefix("day,2026-02-02,Mon,true,true,3,3,2251,-251,100,"))
        #expect(days[1].hasPrefix("day,2026-02-03,Tue,false,false,0,0,,"))
        // 4 Feb: only the 120.5 kcal snack reports sodium (95 mg): coverage 120.5 ÷ 420.5 = 29 %, sodium ≥ 95 mg.
        #expect(days[2].hasPrefix("day,2026-02-04,Wed,true,true,2,2,421,1580,29,55.2,16.0,12.0,,,,,,,95,"))
        #expect(!run.stderr.contains("Total rows"))

        let off = try Self.temporaryFile(
            "Date,Group,Energy (kcal)\n2026-01-29,Breakfast,300\n2026-01-29,\"Total\",310\n")
        defer { try? FileManager.default.removeItem(at: off) }
        let noted = try ReliabilityCLI.run([
            "stats", "--food-log", off.path, "--from", "2026-01-29", "--to", "2026-01-29",
        ])
        #expect(noted.status == 0)
        #expect(
            noted.stderr.contains(
                "nutristats: note: \(off.path): the meals of 1 day do not add up to the file's Total rows "
                    + "(first: 2026-01-29, line 3, Energy (kcal): meals 300, Total 310); the meals are counted; "
                    + "'nutristats inspect' lists every difference"))
        let inspect = try #require(
            try NutriStatsCommand.parseAsRoot(["inspect", "--food-log", off.path]) as? InspectCommand)
        let text = try inspect.output()
        #expect(text.contains("      Cronometer daily summary by meal, 2 rows, 1 entry, 1 day\n"))
        #expect(
            text.contains(
                """
                      Total rows: 1 compared with the meals, 1 day disagrees (the meals are counted)
                        2026-01-29, line 3, Energy (kcal): meals 300, Total 310

                """))
    }

    /// Issue: a day of 135,695 µg of vitamin A stopped the whole read. It is read as written (the day
    /// counts, 1,835 kcal) and named on stderr and in `inspect`.
    @Test func anImplausibleAmountIsReadAndNamed() throws {
        let file = try Self.temporaryFile(
            "Date,Energy (kcal),Vitamin A (µg),Completed\r\n1/27/2026,1834.56,135695,FALSE\r\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try ReliabilityCLI.run([
            "stats", "--food-log", file.path, "--from", "2026-01-27", "--to", "2026-01-27", "--format", "csv",
        ])
        #expect(run.status == 0)
        #expect(run.stdout.contains("day,2026-01-27,Tue,true,true,1,1,1835,"))
        #expect(
            run.stderr.contains(
                "nutristats: note: \(file.path): 1 amount above what anyone plausibly takes in on a day was read "
                    + "as written (first: 2026-01-27, line 2, Vitamin A (µg): 135,695 mcg, plausible up to 30,000 mcg); check the file; "
                    + "'nutristats inspect' lists them"))
        let inspect = try #require(
            try NutriStatsCommand.parseAsRoot(["inspect", "--food-log", file.path]) as? InspectCommand)
        #expect(
            try inspect.output().contains(
                """
                      1 amount above what anyone plausibly takes in on a day was read as written:
                        2026-01-27, line 2, Vitamin A (µg): 135,695 mcg, plausible up to 30,000 mcg

                """))
    }

    /// The `meals` column of `stats --format csv` for each day row, by date.
    static func mealsByDay(_ csv: String) throws -> [String: String] {
        let lines = csv.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try #require(lines.first)
        let date = try #require(header.firstIndex(of: "date"))
        let meals = try #require(header.firstIndex(of: "meals"))
        let row = try #require(header.firstIndex(of: "row"))
        var result: [String: String] = [:]
        for fields in lines.dropFirst() where fields.count == header.count && fields[row] == "day" {
            result[fields[date]] = fields[meals]
        }
        return result
    }

    @Test func statsCountsTheMealsTheFileNames() throws {
        // Cronometer without a Time column (every row at 00:00): 2 Feb has Breakfast (Oats, Milk) and
        // Dinner: 2 meals; 3 Feb has two Uncategorized rows (no meal: grouped by their time, 00:00) and
        // Lunch: 2 meals. MyFitnessPal: 27 Jan Breakfast and Lunch, 2 meals; 28 Jan Dinner, 1 meal.
        let cronometer = Self.fixture("servings-meals-no-time.csv")
        let run = try ReliabilityCLI.run([
            "stats", "--food-log", cronometer, "--from", "2026-02-02", "--to", "2026-02-03",
            "--format", "csv",
        ])
        #expect(run.status == 0)
        #expect(try Self.mealsByDay(run.stdout) == ["2026-02-02": "2", "2026-02-03": "2"])
        // 150 + 310 + 120 = 580 kcal; 2 + 140 + 200 = 342 kcal: the rows' own energy, whatever the amounts.
        #expect(run.stdout.contains(",580,"))
        #expect(run.stdout.contains(",342,"))
        let mfp = try ReliabilityCLI.run([
            "stats", "--food-log", Self.myFitnessPal, "--from", "2026-01-27", "--to", "2026-01-28",
            "--format", "csv",
        ])
        #expect(mfp.status == 0)
        #expect(try Self.mealsByDay(mfp.stdout) == ["2026-01-27": "2", "2026-01-28": "1"])
    }

    @Test func statsJSONNamesMealsAndKeepsAmounts() throws {
        let cronometer = Self.fixture("servings-meals-no-time.csv")
        let run = try ReliabilityCLI.run([
            "stats", "--food-log", cronometer, "--from", "2026-02-03", "--to", "2026-02-03",
            "--format", "json",
        ])
        #expect(run.status == 0)
        // `2 large` biscuits are 2 servings of 140 kcal in all; `1.50 cup` of soup 1.5 servings.
        #expect(run.stdout.contains("\"amount\" : \"2 large\""))
        #expect(run.stdout.contains("\"amount\" : \"1.50 cup\""))
        #expect(run.stdout.contains("\"name\" : \"Lunch\""))
        #expect(!run.stdout.contains("Uncategorized"))
        // No Time column: every meal's time is null, never a made-up "00:00".
        #expect(run.stdout.contains("\"time\" : null"))
        #expect(!run.stdout.contains("\"time\" : \"00:00\""))
    }

    @Test func reportShowsNoMidnightForAFileWithoutTimes() throws {
        let cronometer = Self.fixture("servings-meals-no-time.csv")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nutristats-untimed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try ReliabilityCLI.run([
            "report", "--food-log", cronometer, "--from", "2026-02-02", "--to", "2026-02-03",
            "--format", "markdown", "--out", out.path,
        ])
        #expect(run.status == 0)
        let markdown = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
        // 2 Feb: Breakfast (Oats, Milk) and Dinner, each with an unknown time.
        #expect(markdown.contains("| **–** | **Breakfast** |"))
        #expect(markdown.contains("| **–** | **Dinner** |"))
        #expect(!markdown.contains("**00:00**"))
    }

    /// A daily summary with energy, protein and sodium columns; 28 Jan's sodium cell is empty. Protein
    /// averages (90 + 100) / 2 = 95 g, exact; sodium is 2,300 mg on 27 Jan, unknown on 28 Jan (0 %), and for
    /// the period a lower bound: 2,300 mg from 1,800 of 3,800 kcal (47 %), ≥ 1,150 mg a day — never 0, and
    /// never hidden for the whole period. Fat has no column: unknown everywhere. Each format shows it its own
    /// way: "≥" and "–" in the table, the coverage columns and an empty cell in CSV, null in JSON.
    @Test func statsShowUnknownNutrientsAsUnknownNotZero() throws {
        let log = try Self.temporaryFile(
            "Date,Energy (kcal),Protein (g),Sodium (mg),Completed\n2026-01-27,1800,90,2300,TRUE\n2026-01-28,2000,100,,TRUE\n"
        )
        defer { try? FileManager.default.removeItem(at: log) }
        let arguments = ["stats", "--food-log", log.path, "--from", "2026-01-27", "--to", "2026-01-28"]
        let table = try ReliabilityCLI.run(arguments)
        #expect(table.status == 0)
        let lines = table.stdout.split(separator: "\n")
        func words(_ prefix: String) -> [Substring] {
            lines.first { $0.hasPrefix("  " + prefix) }?.split(separator: " ") ?? []
        }
        #expect(
            words("Protein ") == ["Protein", "95.0", "g", "100", "%", "190", "%", "50", "g", "target", "0", "of", "2"])
        #expect(
            words("Sodium ") == [
                "Sodium", "≥", "1,150", "mg", "47", "%", "≥", "50", "%", "2,300", "mg", "limit", "≥", "0", "of", "2",
            ])
        #expect(words("Fat ") == ["Fat", "–", "0", "%", "–", "78", "g", "limit", "–"])
        #expect(
            table.stdout.contains(
                "  - Not every entry reports Sodium on 1 day (a food log without the column or with an empty cell"))
        #expect(table.stdout.contains("  - No entry reports Carbohydrate, Fat, Sugars"))

        let csv = try ReliabilityCLI.run(arguments + ["--format", "csv"]).stdout
        let rows = csv.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try #require(rows.first)
        let sodium = try #require(header.firstIndex(of: "sodium_mg"))
        let sodiumCoverage = try #require(header.firstIndex(of: "sodium_mg_coverage_pct"))
        let protein = try #require(header.firstIndex(of: "protein_g"))
        let fat = try #require(header.firstIndex(of: "fat_g"))
        // Rows: day 27, day 28, total, average.
        #expect(rows.dropFirst().prefix(4).map { $0[sodium] } == ["2300", "", "2300", "1150"])
        #expect(rows.dropFirst().prefix(4).map { $0[sodiumCoverage] } == ["100", "0", "47", "47"])
        #expect(rows.dropFirst().prefix(4).map { $0[protein] } == ["90.0", "100.0", "190.0", "95.0"])
        #expect(rows.dropFirst().prefix(4).map { $0[fat] } == ["", "", "", ""])

        let json = try ReliabilityCLI.run(arguments + ["--format", "json"]).stdout
        #expect(json.contains("\"sodium_mg\" : 2300,"))
        #expect(json.contains("\"sodium_mg\" : null,"))
        #expect(json.contains("\"sodium_mg\" : 1150,"))
        #expect(json.contains("\"fat_g\" : null,"))
        #expect(!json.contains("\"sodium_mg\" : 0,"))
    }

    @Test func theStorageFolderGivesADayFirst() throws {
        // The fixture folder has 24 August 2023 (770 kcal); the food log's 24 August is left out, its 30 August kept.
        let log = try Self.temporaryFile("Day,Food Name,Energy (kcal)\n2023-08-24,Pizza,900\n2023-08-30,Soup,200\n")
        defer { try? FileManager.default.removeItem(at: log) }
        let run = try ReliabilityCLI.run(["history", "--storage", CLIFixtures.storage, "--food-log", log.path])
        #expect(run.status == 0)
        // The food log has no times: the entry's time is shown as unknown, not as midnight.
        #expect(run.stdout.contains("Wed 30 Aug 2023 — 200 kcal\n  –      1 × Soup  200 kcal\n"))
        #expect(run.stdout.contains("Thu 24 Aug 2023 — 770 kcal\n"))
        #expect(!run.stdout.contains("Pizza"))
        #expect(run.stderr.contains("\(log.path): 1 day left out, already given by \(CLIFixtures.storage)"))
    }

    @Test func ambiguousDatesStopWithAHintAndDateOrderReadsThem() throws {
        let ambiguous = Self.fixture("dailysummary-ambiguous.csv")
        let run = try ReliabilityCLI.run(["history", "--food-log", ambiguous])
        #expect(run.status == 65)
        #expect(
            run.stderr.contains(
                "\(ambiguous):2: field 'Date': the dates (such as \"1/2/2026\") could be month/day or day/month"))
        let dmy = try ReliabilityCLI.run(["history", "--food-log", ambiguous, "--date-order", "dmy"])
        #expect(dmy.status == 0)
        #expect(dmy.stdout.contains("Fri 2 Jan 2026 — 1,900 kcal"))
        #expect(throws: (any Error).self) {
            try NutriStatsCommand.parseAsRoot(["history", "--food-log", ambiguous, "--date-order", "ymd"])
        }
    }

    @Test func everyCommandTakesAFoodLog() throws {
        for name in ["history", "inspect", "stats", "chart", "report"] {
            var arguments = [name, "--food-log", Self.servings]
            if name == "chart" { arguments += ["--metric", "kcal", "--out", "/tmp/unused.svg"] }
            if name == "report" { arguments += ["--out", "/tmp/unused-report"] }
            #expect(throws: Never.self, "\(name)") { _ = try NutriStatsCommand.parseAsRoot(arguments) }
        }
    }
}

/// `--food-log export.xml`: Apple Health dietary records through the commands, with the data tests'
/// hand-written export (NutritionDataTests/Fixtures/FoodLogs/health-dietary-export.xml).
@Suite struct HealthDietaryCommandTests {
    static let export = FoodLogCommandTests.fixture("health-dietary-export.xml")

    @Test func statsCSVHasTheHandComputedDays() throws {
        let run = try ReliabilityCLI.run([
            "stats", "--food-log", Self.export, "--from", "2026-01-10", "--to", "2026-01-11",
            "--format", "csv",
        ])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try #require(lines.first)
        func cell(_ date: String, _ column: String) -> String? {
            guard let index = header.firstIndex(of: column) else { return nil }
            return lines.first { $0.count > index && $0[0] == "day" && $0[1] == date }?[index]
        }
        // 10 Jan: Toast & Jam 250 + Café latte 1046 kJ = 250 + Oat "porridge" 150 + Food 100 = 750 kcal (the fiber-only
        // entry has unknown kcal); each correlation's top-level copies counted once.
        #expect(cell("2026-01-10", "entries") == "5")
        #expect(cell("2026-01-10", "kcal") == "750")
        #expect(cell("2026-01-10", "protein_g") == "16.0")
        #expect(cell("2026-01-10", "carbs_g") == "45.0")
        #expect(cell("2026-01-10", "fat_g") == "10.0")
        #expect(cell("2026-01-10", "sugar_g") == "12.0")
        #expect(cell("2026-01-10", "fiber_g") == "4.0")
        #expect(cell("2026-01-10", "sodium_mg") == "300")
        #expect(cell("2026-01-10", "iron_mg") == "2.0")
        #expect(cell("2026-01-10", "vita_mcg") == "300")
        #expect(cell("2026-01-11", "kcal") == "200")
        // No record of trans fat, saturated fat or calcium anywhere in the export: unknown, an empty cell, not 0.
        #expect(cell("2026-01-10", "trans_g") == "")
        #expect(cell("2026-01-10", "saturated_g") == "")
        #expect(cell("2026-01-10", "calcium_mg") == "")
    }

    @Test func inspectNamesTheAppsAndTheCopies() throws {
        let command = try #require(
            try NutriStatsCommand.parseAsRoot(["inspect", "--food-log", Self.export]) as? InspectCommand)
        #expect(
            try command.output().contains(
                """
                      Apple Health export.xml, 25 dietary records, 7 entries, 3 days, 3 food correlations
                      from Cronometer: 3 entries (5 records)
                      from Lose It!: 3 entries (7 records)
                      from Anna\u{2019}s App: 1 entry (3 records)
                      9 top-level records repeating a food correlation's, counted once
                      no records of: Monounsaturated fat, Polyunsaturated fat, Saturated fat, Trans fat, Cholesterol, Potassium, Vitamin C, Calcium (unknown in its entries, not 0; Health has no trans fat type)
                      other nutrients read (1): DietaryCaffeine

                """))
    }

    @Test func theStorageFolderGivesADayFirst() throws {
        // The storage fixture has 24 August 2023; the export's 24 August is left out, its 30 August kept.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nutristats-export-\(UInt32.random(in: 0...UInt32.max)).xml")
        let record = { (day: String, value: String) in
            "<Record type=\"HKQuantityTypeIdentifierDietaryEnergyConsumed\" sourceName=\"App\" unit=\"kcal\" "
                + "startDate=\"2023-08-\(day) 12:00:00 +0200\" endDate=\"2023-08-\(day) 12:00:00 +0200\" value=\"\(value)\"/>\n"
        }
        try Data(
            ("<HealthData locale=\"en_US\">\n" + record("24", "900") + record("30", "200") + "</HealthData>\n").utf8
        ).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try ReliabilityCLI.run(["history", "--storage", CLIFixtures.storage, "--food-log", url.path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Wed 30 Aug 2023 — 200 kcal\n  12:00  1 × Food  200 kcal\n"))
        #expect(run.stdout.contains("Thu 24 Aug 2023 — 770 kcal\n"))
        #expect(run.stderr.contains("\(url.path): 1 day left out, already given by \(CLIFixtures.storage)"))
    }
}
