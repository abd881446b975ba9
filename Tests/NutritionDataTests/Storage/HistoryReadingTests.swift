import NutritionData
import Testing

/// Reading `History/foodHistory.json`: both entry shapes, key order, numbers as text, long floats,
/// the older app's text entries, and the order of the result.
@Suite struct HistoryReadingTests {
    typealias S = StorageTestSupport

    @Test func singleEntriesAndListsInAnyKeyOrder() throws {
        let log = try S.read(
            history: """
                {
                  "2023-08-24": {
                    "12:30": [
                      {"servings": 1, "cals": 450, "food": "Chicken Salad", "id": 2},
                      {"id": "3", "food": "Apple", "cals": 95, "servings": 1}
                    ],
                    "08:05": {"food": "Oatmeal", "cals": 225, "servings": 1.5, "id": 1}
                  },
                  "2023-08-23": {"19:00": {"cals": 600, "servings": 2, "food": "Pasta"}}
                }
                """)
        // Sorted by date, then time; the two 12:30 entries keep their order in the list.
        #expect(log.entries.map(\.foodName) == ["Pasta", "Oatmeal", "Chicken Salad", "Apple"])
        #expect(log.entries.map(\.date.iso) == ["2023-08-23", "2023-08-24", "2023-08-24", "2023-08-24"])
        #expect(log.entries.map(\.time.hhmm) == ["19:00", "08:05", "12:30", "12:30"])
        #expect(log.entries.map(\.servings) == [2, 1.5, 1, 1])
        #expect(log.entries.map(\.kcal) == [600, 225, 450, 95])
        #expect(log.entries.map(\.foodID) == [nil, FoodID(1), FoodID(2), FoodID(3)])
        #expect(log.entries.allSatisfy { $0.source == .history && $0.match == .none && $0.nutrients == nil })
        #expect(log.filesRead == ["Storage/History/foodHistory.json"])
        #expect(log.skipped.isEmpty)
    }

    @Test func numbersWrittenAsText() throws {
        let log = try S.read(
            history: S.historyWith(
                entry: "{\"food\": \"Egg\", \"cals\": \"179\", \"servings\": \" 0.5\", \"id\": \"0175\"}"))
        #expect(log.entries.count == 1)
        #expect(log.entries[0].kcal == 179)
        #expect(log.entries[0].servings == 0.5)
        #expect(log.entries[0].foodID == FoodID(175))  // "0175" normalises to 175
    }

    @Test func longFloatsReadExactlyAsDoubleDoes() throws {
        let texts = [
            "0.40000000000000002", "0.1", "1.0000000000000002", "2.675", "9999.999999999999", "5e-324",
            "0.30000000000000004", "1e2", "123.456e-2", "0.000001", "7.0",
        ]
        for text in texts {
            let log = try S.read(
                history: S.historyWith(entry: "{\"food\": \"Egg\", \"cals\": 1, \"servings\": \(text)}"))
            let asText = try S.read(
                history: S.historyWith(entry: "{\"food\": \"Egg\", \"cals\": 1, \"servings\": \"\(text)\"}"))
            #expect(log.entries.first?.servings == Double(text), "servings \(text)")
            #expect(asText.entries.first?.servings == Double(text), "servings \"\(text)\"")
        }
        // 0.40000000000000002 is the same Double as 0.4 (the nearest double to both).
        let log = try S.read(
            history: S.historyWith(entry: "{\"food\": \"Egg\", \"cals\": 1, \"servings\": 0.40000000000000002}"))
        #expect(log.entries.first?.servings == 0.4)
    }

    @Test func olderTextEntries() throws {
        let log = try S.read(
            history: """
                {"2019-05-01": {
                  "08:00": "1x Fried egg (90.16 kCal)",
                  "12:00": ["1 [Chicken Noodles Super Pack (430 Kcal)]", "0.5x Toast (40 kcal)"]
                }}
                """)
        #expect(log.entries.map(\.foodName) == ["Fried egg", "Chicken Noodles Super Pack", "Toast"])
        #expect(log.entries.map(\.servings) == [1, 1, 0.5])
        #expect(log.entries.map(\.kcal) == [90.16, 430, 40])
        #expect(log.entries.allSatisfy { $0.foodID == nil })
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] =
            [0xEF, 0xBB, 0xBF] + Array(S.historyWith(entry: "{\"food\": \"Egg\", \"cals\": 90, \"servings\": 1}").utf8)
        let log = try S.read(historyBytes: bytes)
        #expect(log.entries.map(\.foodName) == ["Egg"])
    }

    @Test func escapesAndSurrogatePairsInNames() throws {
        // \u00e9 is é; \ud83c\udf73 is U+1F373 (cooking); \" and \\ and \/ are plain characters.
        let log = try S.read(
            history: S.historyWith(
                entry: "{\"food\": \"Caf\\u00e9 \\ud83c\\udf73 \\\"egg\\\" \\\\ \\/\", \"cals\": 1, \"servings\": 1}"))
        #expect(log.entries.first?.foodName == "Café \u{1F373} \"egg\" \\ /")
    }

    @Test func emptyHistoryIsValid() throws {
        let log = try S.read(history: "{}")
        #expect(log.entries.isEmpty)
        #expect(log.dateSpan == nil)
    }

    @Test func timesWithSecondsAndOneDigitHours() throws {
        let log = try S.read(
            history:
                "{\"2023-08-23\": {\"8:05\": {\"food\": \"A\", \"cals\": 1, \"servings\": 1}, \"07:30:15\": {\"food\": \"B\", \"cals\": 1, \"servings\": 1}}}"
        )
        #expect(log.entries.map(\.foodName) == ["B", "A"])
        #expect(log.entries.map(\.time.description) == ["07:30:15", "08:05"])
    }

    @Test func entriesAtTheSameMinuteStayInFileOrderAcrossSources() throws {
        let log = try S.read(
            history: S.historyWith(
                entry:
                    "[{\"food\": \"B\", \"cals\": 2, \"servings\": 1}, {\"food\": \"A\", \"cals\": 1, \"servings\": 1}]"
            ),
            cache:
                "{\"cache\": [{\"date\": \"2023-08-23\", \"time\": \"14:39\", \"food\": \"C\", \"servings\": 1, \"cals\": 3}]}",
            backlog:
                "{\"backlog\": [{\"Date\": \"Aug 23, 2023 at 14:39\", \"Food\": {\"Name\": \"D\", \"Calories\": 4, \"Servings\": 1}}]}"
        )
        #expect(log.entries.map(\.foodName) == ["B", "A", "C", "D"])
        #expect(log.entries.map(\.source) == [.history, .history, .cache, .backlog])
    }
}
