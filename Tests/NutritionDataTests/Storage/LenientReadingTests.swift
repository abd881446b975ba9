import NutritionData
import Testing

/// Lenient reading: bad entries are skipped and counted with their reasons; files that are not JSON
/// still fail.
@Suite struct LenientReadingTests {
    typealias S = StorageTestSupport

    static let history = """
        {
          "2023-08-23": {
            "08:00": {"food": "Egg", "cals": 90, "servings": -1},
            "09:00": {"food": "Toast", "cals": 80, "servings": 1},
            "10:00": [{"food": "Tea", "cals": 2, "servings": "x"}, {"food": "Jam", "cals": 50, "servings": 1}],
            "25:00": [{"food": "A", "cals": 1, "servings": 1}, {"food": "B", "cals": 1, "servings": 1}]
          },
          "2023-02-30": {
            "08:00": {"food": "C", "cals": 1, "servings": 1},
            "09:00": [{"food": "D", "cals": 1, "servings": 1}, {"food": "E", "cals": 1, "servings": 1}]
          },
          "2023-08-24": {"12:00": {"food": "Soup", "cals": 150, "servings": -3}}
        }
        """

    @Test func badEntriesAreSkippedAndCounted() throws {
        let log = try S.read(history: Self.history, strictness: .lenient)
        #expect(log.entries.map(\.foodName) == ["Toast", "Jam"])
        // Skipped: Egg and Soup (negative servings), Tea (servings "x"), A and B (time 25:00),
        // C, D and E (date 2023-02-30): 2 + 1 + 2 + 3 = 8.
        #expect(log.skipped.total == 8)
        let tallies = log.skipped.tallies.map { "\($0.count) \($0.firstLine ?? 0) \($0.reason)" }
        #expect(
            tallies == [
                "1 3 field '2023-08-23 08:00 servings': expected a number of servings ≥ 0, found -1",
                "1 5 field '2023-08-23 10:00 servings': expected a number of servings, found \"x\"",
                "2 6 field '2023-08-23 time': expected a time of day as HH:MM (00:00 to 23:59), found \"25:00\"",
                "3 8 field 'date': expected a real date as YYYY-MM-DD, found \"2023-02-30\" (no such day)",
                "1 12 field '2023-08-24 12:00 servings': expected a number of servings ≥ 0, found -3",
            ])
        #expect(log.skipped.tallies.allSatisfy { $0.file == "Storage/History/foodHistory.json" })
    }

    @Test func strictStopsAtTheFirstBadEntry() {
        #expect(
            S.failure { () throws(InputError) in try S.read(history: Self.history) }
                == "Storage/History/foodHistory.json:3: field '2023-08-23 08:00 servings': expected a number of servings ≥ 0, found -1"
        )
    }

    @Test func sameReasonIsCountedOnce() throws {
        let log = try S.read(
            history: """
                {"2023-08-23": {
                  "08:00": [{"food": "A", "cals": 1, "servings": -1}, {"food": "B", "cals": 1, "servings": -1}]
                }}
                """, strictness: .lenient)
        #expect(log.entries.isEmpty)
        #expect(log.skipped.total == 2)
        #expect(log.skipped.tallies.count == 1)
    }

    @Test func cacheBacklogAndFoodObjectsAreSkippedToo() throws {
        let log = try S.read(
            history: S.historyWith(entry: "{\"food\": \"Egg\", \"cals\": 90, \"servings\": 1}"),
            cache:
                "{\"cache\": [{\"date\": \"2023-08-23\", \"time\": \"99:00\", \"food\": \"X\", \"servings\": 1, \"cals\": 1}, 5]}",
            backlog:
                "{\"backlog\": [{\"Date\": \"soon\", \"Food\": {\"Name\": \"Y\", \"Calories\": 1, \"Servings\": 1}}]}",
            foods: [
                S.FoodFile(folder: "Recents/Foods", name: "food_9.json", text: "{\"Name\": \"\", \"Calories\": 1}")
            ],
            strictness: .lenient)
        #expect(log.entries.map(\.foodName) == ["Egg"])
        // Cache: bad time, and an element that is no object; backlog: bad date; food object: empty name.
        #expect(log.skipped.total == 4)
        #expect(
            log.skipped.tallies.map(\.file) == [
                "Storage/History/foodHistoryCache.json", "Storage/History/foodHistoryCache.json",
                "Storage/Other/backlog.json", "Storage/Recents/Foods/food_9.json",
            ])
        #expect(log.foodFolders == [FoodFolderSummary(folder: "Storage/Recents/Foods", objects: 0, shadowed: 0)])
    }

    @Test func filesThatAreNotJSONFailInBothModes() {
        for strictness in [Strictness.strict, .lenient] {
            #expect(
                S.failure { () throws(InputError) in try S.read(history: "{\"2023-08-23\": {", strictness: strictness) }
                    == "Storage/History/foodHistory.json:1: expected a key in double quotes or '}', found the end of the file (is it cut short?)"
            )
            #expect(
                S.failure { () throws(InputError) in try S.read(history: "[]", strictness: strictness) }
                    == "Storage/History/foodHistory.json:1: expected an object of dates {\"YYYY-MM-DD\": {\"HH:MM\": entry}}, found a list"
            )
            // A grammar error after bad entries still fails the lenient read.
            #expect(
                S.failure { () throws(InputError) in
                    try S.read(
                        history: "{\"2023-08-23\": {\"08:00\": {\"food\": \"A\", \"cals\": 1, \"servings\": -1}}},",
                        strictness: strictness)
                }
                    == (strictness == .strict
                        ? "Storage/History/foodHistory.json:1: field '2023-08-23 08:00 servings': expected a number of servings ≥ 0, found -1"
                        : "Storage/History/foodHistory.json:1: expected the end of the file after the JSON value, found ','")
            )
        }
    }
}
