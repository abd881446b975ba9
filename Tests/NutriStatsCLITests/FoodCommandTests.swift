import Foundation
import Testing

/// `nutristats food` end to end on the sample data: lookup and its errors, the table and JSON, the
/// label file, and the what-if checked against `stats` of the same day with the entry logged.
@Suite struct FoodCommandTests {
    static var storage: String { ReliabilityCLI.sampleData().appendingPathComponent("Storage").path }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aNameFindsTheFoodWhateverItsCaseAndAccents() throws {
        let run = try ReliabilityCLI.run(["food", "MUSLI", "--storage", Self.storage])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Müsli (id 266)\n"))
        // Fiber "5" and iron "2" are strings in the food object; 5 g / 28 g = 17.86 % → 18 %.
        let fiber = run.stdout.split(separator: "\n").first { $0.hasPrefix("Fiber") }
        #expect(fiber?.contains("5.0 g") == true && fiber?.contains("18 %") == true)
        #expect(run.stdout.contains("Logged: "))
    }

    @Test func noMatchIsAUsageErrorNamingTheClosestFoods() throws {
        let run = try ReliabilityCLI.run(["food", "expresso", "--storage", Self.storage])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("no food matches 'expresso'; closest: 12 Espresso"))
    }

    @Test func severalMatchesAreListedWithTheirIds() throws {
        let run = try ReliabilityCLI.run(["food", "oat", "--storage", Self.storage])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("foods match 'oat'; give one of their ids:"))
        #expect(run.stderr.contains("  137 Oat milk") && run.stderr.contains("  22 Oatmeal"))
    }

    @Test func jsonHoldsThePerServingFiguresAndUsage() throws {
        let run = try ReliabilityCLI.run(["food", "149", "--storage", Self.storage, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try Self.json(run.stdout)
        #expect(document["schema"] as? String == "nutristats-food/1")
        let food = try #require(document["food"] as? [String: Any])
        #expect(food["name"] as? String == "Banana" && food["id"] as? String == "149")
        let nutrients = try #require(document["per_serving"] as? [[String: Any]])
        let potassium = try #require(nutrients.first { $0["nutrient"] as? String == "Potassium" })
        #expect(potassium["amount"] as? Double == 422)
        #expect(potassium["percent_dv"] as? Double == 9)  // 422 / 4,700 = 8.98 %
        let usage = try #require(document["usage"] as? [String: Any])
        #expect((usage["entries"] as? Int ?? 0) > 0)
    }

    /// A food another tracker logged (a Cronometer row of 40 g oats, 151.6 kcal) is a food too.
    @Test func aFoodLogFoodIsFound() throws {
        let cronometer = ReliabilityCLI.sampleData().deletingLastPathComponent()
            .appendingPathComponent("Tests/NutritionDataTests/Fixtures/FoodLogs/servings.csv").path
        let run = try ReliabilityCLI.run(["food", "oats, ROLLED", "--food-log", cronometer, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try Self.json(run.stdout)
        let food = try #require(document["food"] as? [String: Any])
        #expect(
            food["name"] as? String == "Oats, rolled" && food["origin"] as? String == "food-log" && food["id"] == nil)
        let energy = try #require((document["per_serving"] as? [[String: Any]])?.first)
        #expect(energy["nutrient"] as? String == "Calories" && energy["amount"] as? Double == 152)
    }

    @Test func theLabelIsWrittenAsAPNG() throws {
        let folder = try ReliabilityFolder()
        let path = folder.url.appendingPathComponent("label.png").path
        let run = try ReliabilityCLI.run(["food", "Mac & Cheese", "--storage", Self.storage, "--label", path])
        #expect(run.status == 0, "\(run.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(run.stderr.contains("wrote \(path) (Nutrition Facts label of Mac & Cheese"))
        let bad = try ReliabilityCLI.run([
            "food", "Banana", "--storage", Self.storage, "--label", folder.url.appendingPathComponent("l.gif").path,
        ])
        #expect(bad.status == 64)
    }

    /// The what-if's after-figures equal `stats --on DAY` of a copy of the storage folder with the
    /// entry the what-if adds written into its history.
    @Test func whatIfEqualsStatsOfTheDayWithTheEntryLogged() throws {
        let day = "2026-11-14"
        let run = try ReliabilityCLI.run([
            "food", "peanut butter", "--storage", Self.storage, "--servings", "2.5", "--on", day,
            "--format", "json",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let whatIf = try #require(try Self.json(run.stdout)["what_if"] as? [String: Any])
        // 190 kcal × 2.5 = 475 kcal.
        #expect(whatIf["entry_kcal"] as? Double == 475)

        let folder = try ReliabilityFolder()
        let copy = folder.url.appendingPathComponent("Storage")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.storage), to: copy)
        let historyURL = copy.appendingPathComponent("History/foodHistory.json")
        var history = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: historyURL)) as? [String: Any])
        var dayEntries = try #require(history[day] as? [String: Any])
        dayEntries["23:59"] = ["food": "Peanut butter", "cals": 475, "servings": 2.5, "id": 20] as [String: Any]
        history[day] = dayEntries
        try JSONSerialization.data(withJSONObject: history).write(to: historyURL)

        let before = try ReliabilityCLI.run(["stats", "--storage", Self.storage, "--on", day, "--format", "json"])
        let after = try ReliabilityCLI.run(["stats", "--storage", copy.path, "--on", day, "--format", "json"])
        #expect(before.status == 0 && after.status == 0)
        for (label, stats) in [("before", before), ("after", after)] {
            let statsDay = try #require((try Self.json(stats.stdout)["days"] as? [[String: Any]])?.first)
            let figures = try #require(whatIf[label] as? [String: Any])
            #expect(figures["kcal"] as? Double == statsDay["kcal"] as? Double, "\(label) kcal")
            #expect(figures["remaining_kcal"] as? Double == statsDay["remaining_kcal"] as? Double, "\(label) remaining")
            let ours = try #require(figures["daily_values"] as? [[String: Any]])
            let theirs = try #require(statsDay["daily_values"] as? [[String: Any]])
            #expect(ours.count == theirs.count && !ours.isEmpty)
            for (a, b) in zip(ours, theirs) {
                #expect(a["nutrient"] as? String == b["nutrient"] as? String)
                #expect(a["amount"] as? Double == b["amount"] as? Double, "\(label) \(a["nutrient"] ?? "")")
                #expect(a["pct"] as? Double == b["pct"] as? Double, "\(label) \(a["nutrient"] ?? "") %DV")
                #expect(a["flag"] as? String == b["flag"] as? String)
            }
        }
    }

    @Test func servingsOutsideTheirRangeAreUsageErrors() throws {
        for value in ["0", "-1", "nan", "1001"] {
            let run = try ReliabilityCLI.run(["food", "Banana", "--storage", Self.storage, "--servings", value])
            #expect(run.status == 64, "--servings \(value)")
        }
        let noServings = try ReliabilityCLI.run(["food", "Banana", "--storage", Self.storage, "--on", "2026-11-14"])
        #expect(noServings.status == 64)
    }
}
