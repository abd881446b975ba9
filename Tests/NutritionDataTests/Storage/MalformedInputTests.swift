import NutritionData
import Testing

/// Malformed inputs and the exact message each one gets: file as the user named it, line, field and
/// what was expected. Every case is strict; the lenient behaviour is tested in LenientReadingTests.
@Suite struct MalformedInputTests {
    typealias S = StorageTestSupport

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var history: String
        var expected: String
        var testDescription: String { name }
    }

    /// An entry at 2023-08-23 14:39 (line 3 of the history) with the given servings value.
    static func servings(_ value: String) -> String {
        S.historyWith(entry: "{\"food\": \"Egg\", \"cals\": 90, \"servings\": \(value)}")
    }

    static let h = "Storage/History/foodHistory.json"

    static let historyCases: [Case] = [
        Case(
            name: "empty file", history: "",
            expected: "\(h):1: the file is empty; expected a JSON value"),
        Case(
            name: "only blank lines", history: "\n\n",
            expected: "\(h):3: the file is empty; expected a JSON value"),
        Case(
            name: "cut short after an entry",
            history: "{\n\"2023-08-23\": {\n\"14:39\": {\"food\": \"Egg\", \"cals\": 90, \"servings\": 1}\n",
            expected: "\(h):4: expected ',' or '}' after an object member, found the end of the file (is it cut short?)"
        ),
        Case(
            name: "cut short inside text", history: "{\"2023-08-23\": {\"14:39\": {\"food\": \"Eg",
            expected: "\(h):1: text in quotes is not closed before the end of the file (is it cut short?)"),
        Case(
            name: "trailing comma in an object",
            history: "{\"2023-08-23\": {\"14:39\": {\"food\": \"Egg\", \"cals\": 90, \"servings\": 1,}}}",
            expected: "\(h):1: expected a key after ',', found '}' (a trailing comma is not JSON)"),
        Case(
            name: "trailing comma in a list",
            history: "{\"2023-08-23\": {\"14:39\": [{\"food\": \"Egg\", \"cals\": 90, \"servings\": 1},]}}",
            expected: "\(h):1: expected a value after ',', found ']' (a trailing comma is not JSON)"),
        Case(
            name: "tab inside text", history: "{\"2023-08-23\": {\"14:39\": {\"food\": \"Egg\t\"}}}",
            expected: "\(h):1: text in quotes holds the control character U+0009; write it as an escape such as \\n"),
        Case(
            name: "invalid escape", history: "{\"2023-08-23\": {\"14:39\": {\"food\": \"Eg\\x\"}}}",
            expected: "\(h):1: invalid escape '\\x' in text; allowed: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
        Case(
            name: "lone high surrogate", history: "{\"a\\uD800\": 1}",
            expected:
                "\(h):1: invalid escape '\\uD800' in text: a high surrogate not followed by a low surrogate escape"),
        Case(
            name: "lone low surrogate", history: "{\"a\\uDC00\": 1}",
            expected: "\(h):1: invalid escape '\\uDC00' in text: a low surrogate without a high one before it"),
        Case(
            name: "short \\u escape", history: "{\"a\\u12G4\": 1}",
            expected: "\(h):1: invalid escape '\\u12G4' in text; expected \\u and four hex digits"),
        Case(
            name: "a list at the top", history: "[1, 2]",
            expected: "\(h):1: expected an object of dates {\"YYYY-MM-DD\": {\"HH:MM\": entry}}, found a list"),
        Case(
            name: "text after the value", history: "{}\nx",
            expected: "\(h):2: expected the end of the file after the JSON value, found 'x'"),
        Case(
            name: "number with a leading zero", history: servings("01"),
            expected: "\(h):3: invalid number '01'; expected digits such as 12, -0.5 or 1e3"),
        Case(
            name: "NaN as a bare word", history: servings("NaN"),
            expected: "\(h):3: expected a value, found 'NaN'"),
        Case(
            name: "missing colon", history: "{\"2023-08-23\" {}}",
            expected: "\(h):1: expected ':' after a key, found '{'"),
        Case(
            name: "single quotes", history: "{'2023-08-23': {}}",
            expected: "\(h):1: expected a key in double quotes, found a single quote (JSON text uses double quotes)"),
        Case(
            name: "nested 65 deep",
            history: "{\"2023-08-23\": {\"14:39\": {\"food\": \"Egg\", \"x\": " + String(repeating: "[", count: 62)
                + String(repeating: "]", count: 62) + "}}}",
            expected: "\(h):1: objects and lists are nested deeper than 64 levels"),
        Case(
            name: "negative servings as text", history: servings("\"-2\""),
            expected: "\(h):3: field '2023-08-23 14:39 servings': expected a number of servings ≥ 0, found \"-2\""),
        Case(
            name: "NaN servings as text", history: servings("\"NaN\""),
            expected: "\(h):3: field '2023-08-23 14:39 servings': expected a number of servings, found \"NaN\""),
        Case(
            name: "huge servings", history: servings("20000"),
            expected: "\(h):3: field '2023-08-23 14:39 servings': expected a number of servings ≤ 10,000, found 20000"),
        Case(
            name: "servings beyond Double", history: servings("1e400"),
            expected: "\(h):3: field '2023-08-23 14:39 servings': expected a finite number of servings, found 1e400"),
        Case(
            name: "servings as a word", history: servings("\"two\""),
            expected: "\(h):3: field '2023-08-23 14:39 servings': expected a number of servings, found \"two\""),
        Case(
            name: "servings with a decimal comma", history: servings("\"0,5\""),
            expected: "\(h):3: field '2023-08-23 14:39 servings': expected a number of servings, found \"0,5\""),
        Case(
            name: "servings as true", history: servings("true"),
            expected: "\(h):3: field '2023-08-23 14:39 servings': expected a number of servings, found true"),
        Case(
            name: "servings missing", history: S.historyWith(entry: "{\"food\": \"Egg\", \"cals\": 90}"),
            expected: "\(h):3: field '2023-08-23 14:39 servings': missing; expected a number of servings"),
        Case(
            name: "negative kcal", history: S.historyWith(entry: "{\"food\": \"Egg\", \"cals\": -5, \"servings\": 1}"),
            expected: "\(h):3: field '2023-08-23 14:39 cals': expected a number of kcal ≥ 0, found -5"),
        Case(
            name: "too many kcal",
            history: S.historyWith(entry: "{\"food\": \"Egg\", \"cals\": 250000, \"servings\": 1}"),
            expected: "\(h):3: field '2023-08-23 14:39 cals': expected a number of kcal ≤ 100,000, found 250000"),
        Case(
            name: "kcal missing", history: S.historyWith(entry: "{\"food\": \"Egg\", \"servings\": 1}"),
            expected: "\(h):3: field '2023-08-23 14:39 cals': missing; expected a number of kcal"),
        Case(
            name: "food as a number", history: S.historyWith(entry: "{\"food\": 42, \"cals\": 90, \"servings\": 1}"),
            expected: "\(h):3: field '2023-08-23 14:39 food': expected the food's name as text, found 42"),
        Case(
            name: "food empty", history: S.historyWith(entry: "{\"food\": \" \", \"cals\": 90, \"servings\": 1}"),
            expected: "\(h):3: field '2023-08-23 14:39 food': expected the food's name as non-empty text, found \" \""),
        Case(
            name: "food missing", history: S.historyWith(entry: "{\"cals\": 90, \"servings\": 1}"),
            expected: "\(h):3: field '2023-08-23 14:39 food': missing; expected the food's name as text"),
        Case(
            name: "id as an object",
            history: S.historyWith(entry: "{\"food\": \"Egg\", \"cals\": 90, \"servings\": 1, \"id\": {}}"),
            expected: "\(h):3: field '2023-08-23 14:39 id': expected a food id (a number or text), found an object"),
        Case(
            name: "a key written twice in an entry",
            history:
                "{\n\"2023-08-23\": {\n\"14:39\": {\"food\": \"Egg\",\n\"food\": \"Ham\", \"cals\": 90, \"servings\": 1}}}",
            expected:
                "\(h):4: field '2023-08-23 14:39 food': the key \"food\" appears twice in the same object (first on line 3)"
        ),
        Case(
            name: "an entry that is a number", history: S.historyWith(entry: "12"),
            expected: "\(h):3: field '2023-08-23 14:39': expected an entry {\"food\", \"cals\", \"servings\"}, found 12"
        ),
        Case(
            name: "text that is no entry", history: S.historyWith(entry: "\"hello\""),
            expected:
                "\(h):3: field '2023-08-23 14:39': expected an entry {\"food\", \"cals\", \"servings\"} or text such as \"1x Fried egg (90.16 kCal)\", found \"hello\""
        ),
        Case(
            name: "February 30", history: "{\n\"2023-02-30\": {}}",
            expected: "\(h):2: field 'date': expected a real date as YYYY-MM-DD, found \"2023-02-30\" (no such day)"),
        Case(
            name: "a day-first date", history: "{\"23-08-2023\": {}}",
            expected: "\(h):1: field 'date': expected a real date as YYYY-MM-DD, found \"23-08-2023\""),
        Case(
            name: "25:61",
            history: "{\"2023-08-23\": {\n\"25:61\": {\"food\": \"Egg\", \"cals\": 90, \"servings\": 1}}}",
            expected:
                "\(h):2: field '2023-08-23 time': expected a time of day as HH:MM (00:00 to 23:59), found \"25:61\""),
        Case(
            name: "a date written twice", history: "{\n\"2023-08-23\": {},\n\"2023-08-23\": {}}",
            expected: "\(h):3: field 'date': the date \"2023-08-23\" appears twice (first on line 2)"),
        Case(
            name: "a time written twice",
            history: "{\"2023-08-23\": {\n\"14:39\": [],\n\"14:39\": []}}",
            expected:
                "\(h):3: field '2023-08-23 time': the time \"14:39\" appears twice in 2023-08-23 (first on line 2)"),
        Case(
            name: "a day that is a list", history: "{\"2023-08-23\": []}",
            expected:
                "\(h):1: field '2023-08-23': expected an object of times {\"HH:MM\": entry} or the older format's text, found a list"
        ),
    ]

    @Test(arguments: historyCases)
    func historyProblem(_ example: Case) {
        #expect(S.failure { () throws(InputError) in try S.read(history: example.history) } == example.expected)
    }

    @Test func binaryGarbage() {
        // The first bytes of a PNG file.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00]
        #expect(
            S.failure { () throws(InputError) in try S.read(historyBytes: png) }
                == "\(Self.h):1: expected a value, found the byte 0x89")
    }

    @Test func utf16() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]
        #expect(
            S.failure { () throws(InputError) in try S.read(historyBytes: bytes) }
                == "\(Self.h):1: the file is UTF-16 text; expected JSON in UTF-8")
    }

    @Test func invalidUTF8() {
        var bytes = Array("{\"2023-08-23\": {\"14:39\": {\"food\": \"Eg".utf8)
        bytes += [0xFF]
        bytes += Array("\", \"cals\": 1, \"servings\": 1}}}".utf8)
        #expect(
            S.failure { () throws(InputError) in try S.read(historyBytes: bytes) }
                == "\(Self.h):1: text in quotes holds the byte 0xFF, which is not valid UTF-8")
        // An overlong encoding of "/" (0xC0 0xAF) is not UTF-8 either.
        var overlong = Array("{\"a".utf8)
        overlong += [0xC0, 0xAF]
        overlong += Array("\": 1}".utf8)
        #expect(
            S.failure { () throws(InputError) in try S.read(historyBytes: overlong) }
                == "\(Self.h):1: text in quotes holds the byte 0xC0, which is not valid UTF-8")
        // A UTF-8-encoded surrogate (0xED 0xA0 0x80) is not allowed.
        var surrogate = Array("{\"a".utf8)
        surrogate += [0xED, 0xA0, 0x80]
        surrogate += Array("\": 1}".utf8)
        #expect(
            S.failure { () throws(InputError) in try S.read(historyBytes: surrogate) }
                == "\(Self.h):1: text in quotes holds the bytes 0xED 0xA0, which are not valid UTF-8")
    }

    @Test func cacheProblems() {
        let c = "Storage/History/foodHistoryCache.json"
        #expect(
            S.failure { () throws(InputError) in try S.read(cache: "{}") }
                == "\(c):1: field 'cache': missing; expected an object {\"cache\": [entry, …]}")
        #expect(
            S.failure { () throws(InputError) in try S.read(cache: "{\"cache\": {}}") }
                == "\(c):1: field 'cache': expected a list [ … ], found an object")
        #expect(
            S.failure { () throws(InputError) in
                try S.read(
                    cache:
                        "{\"cache\": [\n{\"date\": \"2023-13-01\", \"time\": \"08:00\", \"food\": \"Egg\", \"servings\": 1, \"cals\": 90}]}"
                )
            } == "\(c):2: field 'cache[0] date': expected a real date as YYYY-MM-DD, found \"2023-13-01\" (no such day)"
        )
        #expect(
            S.failure { () throws(InputError) in
                try S.read(
                    cache: "{\"cache\": [{\"date\": \"2023-08-23\", \"food\": \"Egg\", \"servings\": 1, \"cals\": 90}]}"
                )
            } == "\(c):1: field 'cache[0] time': missing; expected a time as text")
    }

    @Test func backlogProblems() {
        let b = "Storage/Other/backlog.json"
        let expected = "a date such as \"Aug 23, 2023 at 14:39\" or \"Aug 23, 2023 at 2:39 PM\""
        func backlog(date: String, food: String = "{\"Name\": \"Egg\", \"Calories\": 90, \"Servings\": 1}") -> String {
            "{\"backlog\": [\n{\"Date\": \(date), \"Food\": \(food)}]}"
        }
        #expect(
            S.failure { () throws(InputError) in try S.read(backlog: backlog(date: "\"23/08/2023 14:39\"")) }
                == "\(b):2: field 'backlog[0] Date': expected \(expected), found \"23/08/2023 14:39\"")
        #expect(
            S.failure { () throws(InputError) in try S.read(backlog: backlog(date: "\"Aug 23, 2023 at 13:39 PM\"")) }
                == "\(b):2: field 'backlog[0] Date': expected \(expected), found \"Aug 23, 2023 at 13:39 PM\"")
        #expect(
            S.failure { () throws(InputError) in try S.read(backlog: backlog(date: "\"Feb 30, 2023 at 09:00\"")) }
                == "\(b):2: field 'backlog[0] Date': expected \(expected), found \"Feb 30, 2023 at 09:00\"")
        #expect(
            S.failure { () throws(InputError) in
                try S.read(
                    backlog: backlog(date: "\"Aug 23, 2023 at 14:39\"", food: "{\"Name\": \"Egg\", \"Calories\": 90}"))
            } == "\(b):2: field 'backlog[0] Food.Servings': missing; expected a number of servings")
        #expect(
            S.failure { () throws(InputError) in
                try S.read(
                    backlog: backlog(
                        date: "\"Aug 23, 2023 at 14:39\"",
                        food: "{\"Name\": \"Egg\", \"Calories\": \"x\", \"Servings\": 1}"))
            } == "\(b):2: field 'backlog[0] Food.Calories': expected an amount in kcal, found \"x\"")
    }

    @Test func foodObjectProblems() {
        let f = "Storage/Presets/Foods/food_1.json"
        func food(_ text: String) -> [S.FoodFile] {
            [S.FoodFile(folder: "Presets/Foods", name: "food_1.json", text: text)]
        }
        let history = S.historyWith(entry: "{\"food\": \"Egg\", \"cals\": 90, \"servings\": 1}")
        #expect(
            S.failure { () throws(InputError) in
                try S.read(history: history, foods: food("{\"Name\": \"Egg\",\n\"Calories\": \"-1\"}"))
            }
                == "\(f):2: field 'Calories': expected an amount in kcal ≥ 0, found \"-1\"")
        #expect(
            S.failure { () throws(InputError) in try S.read(history: history, foods: food("{\"Calories\": 90}")) }
                == "\(f):1: field 'Name': missing; expected the food's name as text")
        #expect(
            S.failure { () throws(InputError) in try S.read(history: history, foods: food("[]")) }
                == "\(f):1: expected a food object {\"Name\": …, \"Calories\": …}, found a list")
        #expect(
            S.failure { () throws(InputError) in
                try S.read(history: history, foods: food("{\"Name\": \"Egg\", \"Iron\": 1e999}"))
            }
                == "\(f):1: field 'Iron': expected a finite amount in mg, found 1e999")
    }
}
