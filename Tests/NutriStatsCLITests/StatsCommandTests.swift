import Foundation
import NutritionData
import NutritionStats
import Testing

@testable import NutriStatsCLI
@testable import NutritionPresentation

/// `nutristats stats` on model values (the importers are tested on their own): options, period
/// choice, the three formats and their agreement.
@Suite struct StatsCommandTests {
    typealias S = StatsFixtures

    static func command(_ arguments: [String]) throws -> StatsCommand {
        let parsed = try NutriStatsCommand.parseAsRoot(["stats"] + arguments)
        return try #require(parsed as? StatsCommand)
    }

    static func output(_ arguments: [String], foodLog: FoodLog = S.foodLog, activity: ActivityLog = S.activity) throws
        -> String
    {
        let command = try command(arguments)
        return try #require(
            try command.output(
                foodLog: foodLog, activity: activity, settings: command.settings(), chosen: command.period.chosen()))
    }

    /// CSV rows as dictionaries keyed by column (the fixture has no quoted cells).
    static func csvRows(_ text: String) throws -> [[String: String]] {
        let lines = text.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try #require(lines.first)
        #expect(header == StatsCSVFormatter.columns)
        return lines.dropFirst().map { cells in
            #expect(cells.count == header.count)
            return Dictionary(uniqueKeysWithValues: zip(header, cells))
        }
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: CSV

    @Test func csvHasOneRowPerDayThenTotalAndAverage() throws {
        let rows = try Self.csvRows(try Self.output(["--format", "csv"]))
        #expect(rows.map { $0["row"] } == ["day", "day", "day", "day", "day", "day", "day", "total", "average"])
        #expect(rows.prefix(7).map { $0["date"] } == (16...22).map { "2026-11-\($0)" })
        let monday = rows[0]
        // Mon: 300 + 120 + 450 + 800 = 1,670 kcal; remaining 2,000 − 1,670 = 330;
        // coverage (300 + 120 + 800) / 1,670 = 73.05 % → 73; sodium 5 + 100 + 1,900 = 2,005 mg.
        #expect(monday["kcal"] == "1670" && monday["remaining_kcal"] == "330" && monday["coverage_pct"] == "73")
        #expect(monday["sodium_mg"] == "2005" && monday["iron_mg"] == "3.4" && monday["carbs_g"] == "176.0")
        #expect(monday["entries"] == "4" && monday["meals"] == "3")
        // Macro split: carbs 176 × 4 = 704, protein 48 × 4 = 192, fat 35 × 9 = 315; sum 1,211 →
        // 58.1 / 15.9 / 26.0 % → 58 / 16 / 26.
        #expect(
            monday["carbs_kcal_pct"] == "58" && monday["protein_kcal_pct"] == "16" && monday["fat_kcal_pct"] == "26")
        // Sodium 2,005 / 2,300 = 87 %DV; protein 48 / 50 = 96 %: lower bounds (73 % coverage), so protein is
        // not asserted under its target — the 450 kcal without a food object may hold the missing 2 g.
        #expect(monday["sodium_dv_pct"] == "87" && monday["protein_dv_pct"] == "96")
        #expect(monday["flags"]?.hasPrefix("protein_g:unknown-whether-under;fiber_g:unknown-whether-under") == true)
        #expect(monday["lower_bound_nutrients"]?.hasPrefix("carbs_g;fat_g;protein_g;") == true)
        #expect(monday["protein_g_coverage_pct"] == "73")
        // Energy: 450 active + 1,700 resting = 2,150 spent; 1,670 − 2,150 = −480, a deficit.
        #expect(monday["spent_kcal"] == "2150" && monday["net_kcal"] == "-480" && monday["balance"] == "deficit")
        #expect(monday["resting_source"] == "data" && monday["hr_avg"] == "71")
        // Tuesday is not logged: every intake cell empty.
        let tuesday = rows[1]
        #expect(tuesday["logged"] == "false" && tuesday["counted"] == "false")
        #expect(tuesday["kcal"] == "" && tuesday["remaining_kcal"] == "" && tuesday["carbs_g"] == "")
        // Wednesday has cache entries only: kcal 35 + 240 = 275, nutrients unknown (empty, not 0).
        let wednesday = rows[2]
        #expect(wednesday["kcal"] == "275" && wednesday["coverage_pct"] == "0" && wednesday["sodium_mg"] == "")
        #expect(wednesday["kcal_dv_pct"] == "14" && wednesday["sodium_dv_pct"] == "")  // 275 / 2,000 = 13.75 %
        #expect(wednesday["resting_source"] == "total" && wednesday["spent_kcal"] == "2300")
    }

    @Test func csvTotalAndAverageRows() throws {
        let rows = try Self.csvRows(try Self.output(["--format", "csv"]))
        let total = rows[7]
        let average = rows[8]
        // kcal: 1,670 + 275 + 2,700 + 1,550.4 = 6,195.4 → 6195; 4 logged days.
        #expect(total["date"] == "2026-11-16/2026-11-22")
        #expect(total["kcal"] == "6195" && total["logged"] == "4" && total["entries"] == "11" && total["meals"] == "10")
        // Remaining: 2,000 × 4 − 6,195.4 = 1,804.6 → 1805.
        #expect(total["remaining_kcal"] == "1805")
        // Average per logged day: 6,195.4 / 4 = 1,548.85 → 1549; remaining 1,804.6 / 4 = 451.15 → 451.
        #expect(average["kcal"] == "1549" && average["remaining_kcal"] == "451")
        // Entries 11 / 4 = 2.75 → 2.8 (halves away from zero); meals 10 / 4 = 2.5.
        #expect(average["entries"] == "2.8" && average["meals"] == "2.5")
        // Steps: 8,500 + 6,000 + 12,345 = 26,845 over 3 days → 8,948.3 a day → 8948, 89 % of 10,000.
        #expect(total["steps"] == "26845" && average["steps"] == "8948" && average["steps_goal_pct"] == "89")
        // Energy over the 4 logged days with spending: spent 2,150 + 2,300 + 300 + 2,250 = 7,000;
        // net 6,195.4 − 7,000 = −804.6 → −805; per day −201.15 → −201.
        #expect(total["spent_kcal"] == "7000" && total["net_kcal"] == "-805" && average["net_kcal"] == "-201")
        // %DV only as averages: sodium (2,005 + 0 + 5,705 + 5) / 4 = 1,928.75 mg → 84 % of 2,300.
        #expect(total["sodium_dv_pct"] == "" && average["sodium_dv_pct"] == "84" && average["sodium_mg"] == "1929")
    }

    // MARK: Table

    @Test func tableAlignsColumnsAndShowsNotLoggedDays() throws {
        let lines = try Self.output([]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Latest week in the data: Mon 2026-11-16 – Sun 2026-11-22 · 4 of 7 days logged")
        let header = try #require(lines.first { $0.hasPrefix("Day ") && $0.contains("Entries") })
        let monday = try #require(lines.first { $0.hasPrefix("Mon 2026-11-16") && $0.contains("1,670") })
        // Right-aligned: "kcal" in the header ends where "1,670" ends in Monday's row.
        let headerEnd = try #require(header.range(of: " kcal")).upperBound
        let mondayEnd = try #require(monday.range(of: "1,670")).upperBound
        #expect(
            header.distance(from: header.startIndex, to: headerEnd)
                == monday.distance(from: monday.startIndex, to: mondayEnd))
        #expect(lines.contains("Tue 2026-11-17  not logged (7-day average 1,670 kcal)"))
        // Thousands separators and the limits exceeded on Thursday (fat 80 g > 78, sodium 5,705 > 2,300).
        #expect(
            lines.contains { $0.hasPrefix("Thu 2026-11-19") && $0.contains("2,700") && $0.hasSuffix("↑Fat ↑Sodium ↓6") }
        )
        #expect(lines.contains { $0.hasPrefix("Total") && $0.contains("6,195") && $0.contains("1,805") })
        #expect(lines.contains { $0.hasPrefix("  Sodium") && $0.contains("1,929 mg") && $0.contains("84 %") })
        #expect(lines.contains("  - 3 days not logged: left out of averages, budget and energy balance."))
        #expect(!lines.contains { $0.hasSuffix(" ") })
    }

    // MARK: JSON

    @Test func jsonHasSortedKeysAndTheDocumentedShape() throws {
        let text = try Self.output(["--format", "json"])
        let topKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(topKeys == ["days", "notes", "period", "schema", "settings", "summary"])
        let document = try Self.json(text)
        #expect(document["schema"] as? String == "nutristats-stats/1")
        let period = try #require(document["period"] as? [String: Any])
        #expect(period["first"] as? String == "2026-11-16" && period["selection"] as? String == "default-week")
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days.count == 7)
        #expect(days[0]["kcal"] as? Double == 1_670)
        #expect((days[0]["meals"] as? [[String: Any]])?.map { $0["time"] as? String } == ["08:00", "12:30", "19:00"])
        // Tuesday: not logged, no kcal key at all.
        #expect(days[1]["logged"] as? Bool == false && days[1]["kcal"] == nil)
        let summary = try #require(document["summary"] as? [String: Any])
        let budget = try #require(summary["budget"] as? [String: Any])
        #expect(budget["remaining_kcal"] as? Double == 1_805 && budget["days"] as? Int == 4)
        let streaks = try #require(summary["streaks"] as? [String: Any])
        // Data ends Friday 11-20; logged Wed–Fri: current streak 3 days.
        #expect((streaks["current"] as? [String: Any])?["days"] as? Int == 3)
        let trend = try #require(summary["trend"] as? [String: Any])
        #expect(trend["days"] as? Int == 4)
    }

    /// Every figure that appears in more than one format reads the same in all of them.
    @Test func formatsAgreeToTheLastDigitShown() throws {
        let rows = try Self.csvRows(try Self.output(["--format", "csv"]))
        let document = try Self.json(try Self.output(["--format", "json"]))
        let table = try Self.output([])
        let days = try #require(document["days"] as? [[String: Any]])
        for (row, day) in zip(rows, days) {
            let csvKcal = row["kcal"] ?? ""
            let jsonKcal = day["kcal"] as? Double
            #expect(csvKcal.isEmpty == (jsonKcal == nil))
            if let jsonKcal { #expect(Double(csvKcal) == jsonKcal) }
            if let nutrients = day["nutrients"] as? [String: Double] {
                for (column, value) in nutrients { #expect(Double(row[column] ?? "") == value) }
            }
            if let energy = day["energy"] as? [String: Any] {
                #expect(Double(row["net_kcal"] ?? "") == energy["net_kcal"] as? Double)
            }
            // The table shows the same kcal with thousands separators.
            if let jsonKcal, let date = day["date"] as? String, let weekday = day["weekday"] as? String {
                // The first row of the day is in the intake table.
                let line = table.split(separator: "\n").first { $0.hasPrefix(weekday + " " + date) }
                let grouped = FigureKind.kcal.grouped(jsonKcal)
                #expect(line?.contains(" " + grouped + " ") == true)
            }
        }
        let summary = try #require(document["summary"] as? [String: Any])
        let averages = try #require(summary["averages"] as? [String: Any])
        #expect(Double(rows[8]["kcal"] ?? "") == averages["kcal"] as? Double)
        #expect(Double(rows[8]["entries"] ?? "") == averages["entries"] as? Double)
    }

    // MARK: Options

    @Test func goalCreditAndUnloggedDays() throws {
        let credited = try Self.csvRows(try Self.output(["--format", "csv", "--goal", "1800", "--activity-credit"]))
        // Mon: 1,800 − 1,670 + 450 active = 580. Period: 1,800 × 4 − 6,195.4 + (450 + 0 + 300 + 600) = 2,354.6 → 2355.
        #expect(credited[0]["remaining_kcal"] == "580")
        #expect(credited[7]["remaining_kcal"] == "2355")
        let zero = try Self.csvRows(try Self.output(["--format", "csv", "--count-unlogged-as-zero"]))
        // Every day counts: 6,195.4 / 7 = 885.06 → 885; Tuesday shows 0 kcal and 2,000 remaining.
        #expect(zero[8]["kcal"] == "885" && zero[8]["counted"] == "7")
        #expect(zero[1]["kcal"] == "0" && zero[1]["remaining_kcal"] == "2000" && zero[1]["sodium_mg"] == "0")
    }

    @Test func restingKcalFillsMissingRestingEnergy() throws {
        let rows = try Self.csvRows(try Self.output(["--format", "csv", "--resting-kcal", "1600"]))
        // Thursday: 300 active + 1,600 configured = 1,900 spent; 2,700 − 1,900 = +800.
        #expect(
            rows[3]["resting_source"] == "configured" && rows[3]["spent_kcal"] == "1900" && rows[3]["net_kcal"] == "800"
        )
    }

    @Test func legacyAndCustomDailyValues() throws {
        let legacy = try Self.command(["--dv", "legacy"]).settings()
        #expect(legacy.dailyValues == .fdaLegacy)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nutristats-stats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("targets.txt")
        try "# dietitian\nCalories = 1800 kcal\nSodium = 1500 mg limit\n".write(
            to: file, atomically: true, encoding: .utf8)
        let rows = try Self.csvRows(try Self.output(["--format", "csv", "--dv", file.path]))
        // The file's Calories set the goal: 1,800 − 1,670 = 130. Sodium 2,005 / 1,500 = 134 %, over the limit.
        #expect(rows[0]["remaining_kcal"] == "130")
        #expect(rows[0]["sodium_dv_pct"] == "134" && rows[0]["flags"]?.contains("sodium_mg:over-limit") == true)
        // --goal wins over the file.
        #expect(try Self.command(["--dv", file.path, "--goal", "2100"]).settings().kcalGoal == 2_100)

        try "Sodium = 1500 mg\nFiber = lots g\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(
            throws: InputError(
                file: file.path, line: 2, field: "amount",
                problem: "expected a positive number such as 1500 or 2.5, found 'lots'")
        ) {
            _ = try Self.command(["--dv", file.path]).settings()
        }
        let missing = folder.appendingPathComponent("none.txt").path
        #expect(
            throws: InputError(
                .io, file: missing, problem: "no such file (--dv takes current, legacy or a targets file)")
        ) {
            _ = try Self.command(["--dv", missing]).settings()
        }
    }

    // MARK: Periods

    @Test func periodFlagsAndTheDefaultWeek() throws {
        func period(_ arguments: [String]) throws -> [String: Any] {
            try #require(try Self.json(try Self.output(arguments + ["--format", "json"]))["period"] as? [String: Any])
        }
        // Data ends Friday 2026-11-20: the latest Sunday-start week is 11-15 … 11-21.
        let sunday = try period(["--week-start", "sunday"])
        #expect(sunday["first"] as? String == "2026-11-15" && sunday["last"] as? String == "2026-11-21")
        let day = try period(["--on", "2026-11-16"])
        #expect(day["days"] as? Int == 1 && day["selection"] as? String == "day")
        let last = try period(["--last", "3"])
        #expect(last["first"] as? String == "2026-11-18" && last["last"] as? String == "2026-11-20")
        let month = try period(["--month", "2026-11"])
        #expect(month["days"] as? Int == 30)
        let all = try period(["--all"])
        #expect(all["first"] as? String == "2026-11-16" && all["last"] as? String == "2026-11-20")
    }

    @Test func anEmptyWeekAndNoData() throws {
        let rows = try Self.csvRows(try Self.output(["--format", "csv", "--week", "2026-11-02"]))
        #expect(rows.prefix(7).allSatisfy { $0["logged"] == "false" && $0["kcal"] == "" })
        #expect(rows[7]["kcal"] == "0" && rows[8]["kcal"] == "")
        // Without data and without a period there is nothing to show.
        let command = try Self.command([])
        #expect(
            try command.output(
                foodLog: FoodLog(entries: []), activity: ActivityLog(), settings: command.settings(),
                chosen: command.period.chosen()) == nil)
        // An explicit period with no data still prints its empty days.
        let empty = try Self.output(["--on", "2026-11-02"], foodLog: FoodLog(entries: []), activity: ActivityLog())
        #expect(empty.contains("Mon 2026-11-02  not logged"))
    }

    /// Without energy or step data the JSON leaves those sums out (as the table shows "–" and the
    /// CSV leaves them empty), instead of writing 0.
    @Test func jsonLeavesOutEnergyAndStepsItDoesNotKnow() throws {
        let document = try Self.json(
            try Self.output(
                ["--on", "2026-11-02", "--format", "json"],
                foodLog: FoodLog(entries: []), activity: ActivityLog()))
        let summary = try #require(document["summary"] as? [String: Any])
        let energy = try #require(summary["energy"] as? [String: Any])
        #expect(energy["days"] as? Int == 0)
        for key in ["intake_kcal", "active_kcal", "resting_kcal", "spent_kcal", "net_kcal", "balance"] {
            #expect(energy[key] == nil, "\(key)")
        }
        let steps = try #require(summary["steps"] as? [String: Any])
        #expect(steps["days"] as? Int == 0 && steps["total"] == nil)
        // With data the sums are there (the fixture week: 7,000 kcal spent).
        let full = try #require(try Self.json(try Self.output(["--format", "json"]))["summary"] as? [String: Any])
        #expect((full["energy"] as? [String: Any])?["spent_kcal"] as? Double == 7000)
    }

    @Test func refusesPeriodsLongerThanACentury() throws {
        // 0001-01-01 … 9999-12-31 is 3,652,059 days.
        #expect(throws: (any Error).self) { _ = try Self.output(["--from", "0001-01-01", "--to", "9999-12-31"]) }
        #expect(throws: (any Error).self) { _ = try Self.output(["--last", "40000"]) }
        // One day over the limit is refused (1926-12-31 … 2026-12-31 = 36,525 + 1 days); a year is fine.
        #expect(PeriodSelection.maximumDays == 36_525)
        #expect(throws: (any Error).self) { _ = try Self.output(["--from", "1926-12-31", "--to", "2026-12-31"]) }
        #expect(try Self.output(["--from", "2026-01-01", "--to", "2026-12-31", "--format", "csv"]).isEmpty == false)
    }

    @Test func countingZeroPastTheDataSaysSo() throws {
        let table = try Self.output(["--count-unlogged-as-zero"])
        // The week runs to Sunday 11-22, the data to Friday 11-20.
        #expect(table.contains("2 days after the last day of data (2026-11-20) count as 0 kcal too."))
    }

    @Test(arguments: [
        ["--goal", "0"], ["--goal", "nan"], ["--resting-kcal", "-5"], ["--steps-goal", "0"], ["--top", "-1"],
        ["--format", "xml"], ["--on", "2026-11-01", "--last", "3"], ["--week-start", "friday"],
    ])
    func rejectsBadOptions(arguments: [String]) {
        #expect(throws: (any Error).self) { _ = try Self.command(arguments) }
    }
}
