import Foundation
import NutritionData
import Testing

/// The Nutrition shortcut's older history format: each day's value is a JSON-encoded string holding
/// `{"HH:MM": "LINES"}` (see `LegacyHistoryDay`). Fixtures are hand-written, one quirk each.
@Suite struct LegacyHistoryTests {
    typealias S = StorageTestSupport

    /// The history as the file holds it: `days` maps a date key to the day's inner object, written as
    /// plain JSON here and encoded as a JSON string (as the shortcut did) by this helper.
    static func history(_ days: [(key: String, inner: String)], extra: String = "") -> String {
        let members = days.map { "\"\($0.key)\": \(quoted($0.inner))" }
        return "{" + (members + (extra.isEmpty ? [] : [extra])).joined(separator: ",\n") + "}"
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static var fixture: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
            + "/Fixtures/LegacyHistory/foodHistory.json"
    }

    @Test func theFixtureFileMixesBothFormatsAndASampleKey() throws {
        let log = try StorageReader().readHistoryFile(at: Self.fixture)
        #expect(
            log.entries.map(\.date.iso) == [
                "2019-03-01", "2019-03-01", "2019-03-01", "2019-03-01",
                "2019-03-02", "2019-03-02", "2019-03-02", "2019-03-02", "2019-03-03",
            ])
        #expect(
            log.entries.map(\.foodName) == [
                "Plain Pancakes", "Plain Pancakes", "Toast (brown)", "Rice (pilau)",
                "Yogurt and Granola", "Chicken Noodles", "tbsp Palm Oil", "Banana", "Egg",
            ])
        #expect(log.entries.map(\.servings) == [5, 0.5, 1, 1, 1.5, 1, 2, 1, 1])
        // The kcal in parentheses are the entry's total (5x → 430, 0.5x → 43), as `cals` is today.
        #expect(log.entries.map(\.knownKcal) == [430, 43, nil, 512, 414.68, 430, 240, nil, 90])
        #expect(log.entries.map(\.kcalKnown) == [true, true, false, true, true, true, true, false, true])
        #expect(
            log.entries.map(\.time.hhmm) == [
                "07:00", "07:00", "07:00", "07:00", "08:15", "08:15", "19:30", "19:30", "09:00",
            ])
        #expect(log.sampleKeysIgnored == 1)
        // 1 and 2 March are in the older format, 3 March in the current one (the placeholder is not a day).
        #expect(log.olderFormatDays == 2)
        #expect(log.skipped.isEmpty)
        // 430 + 43 + 512 = 985 (Toast unknown); 414.68 + 430 + 240 = 1,084.68 (Banana unknown); 90.
        let days = log.days
        #expect(days.map(\.kcal) == [985, 1084.68, 90])
        #expect(days.map(\.entriesWithUnknownKcal) == [1, 1, 0])
        let tally = EntryTally(log)
        #expect(tally.count == 9)
        #expect(tally.kcalUnknown == 2)
        #expect(tally.days.map(\.kcalUnknown) == [1, 1, 0])
    }

    @Test func unitSpellingsAndNamesWithParentheses() throws {
        let log = try S.read(
            history: Self.history([
                (
                    "2019-05-01",
                    "{\"08:00\": \"1x Egg (90.16 kCal)\\n1x Egg (90 Kcal)\\n1x Egg (90 kcal)\\n3 [Tea (with milk) (2 KCAL)]\"}"
                )
            ]))
        #expect(log.entries.map(\.foodName) == ["Egg", "Egg", "Egg", "Tea (with milk)"])
        #expect(log.entries.map(\.kcal) == [90.16, 90, 90, 2])
        #expect(log.entries.map(\.servings) == [1, 1, 1, 3])
    }

    /// Issue: one `Nox Test (0 kCal)` line (a name and kcal, no servings) refused the whole history.
    /// Now the day reads, each line with its own kcal (0 and 90.5) and one serving.
    @Test func aNameWithKcalButNoServingsIsOneServing() throws {
        let log = try S.read(
            history: Self.history([("2019-05-01", "{\"08:00\": \"Nox Test (0 kCal)\\nFried egg (90.5 Kcal)\"}")]))
        #expect(log.entries.map(\.foodName) == ["Nox Test", "Fried egg"])
        #expect(log.entries.map(\.kcal) == [0, 90.5])
        #expect(log.entries.map(\.kcalKnown) == [true, true])
        #expect(log.entries.map(\.servings) == [1, 1])
    }

    @Test func bareNamesAreKeptWithUnknownKcal() throws {
        let log = try S.read(history: Self.history([("2019-05-01", "{\"08:00\": \"Banana\\n  Apple (green)  \"}")]))
        #expect(log.entries.map(\.foodName) == ["Banana", "Apple (green)"])
        #expect(log.entries.map(\.kcalKnown) == [false, false])
        #expect(log.entries.map(\.kcal) == [0, 0])
        #expect(log.entries.map(\.servings) == [1, 1])
    }

    @Test func aCacheEntryOfZeroKcalIsNotABareNameOfUnknownKcal() throws {
        // Same date, time, name and servings: a logged 0 kcal is not the same as "kcal unknown", so the
        // cache entry is new, not a duplicate of the older format's bare name.
        let log = try S.read(
            history: Self.history([("2019-05-01", "{\"08:00\": \"Banana\"}")]),
            cache:
                "{\"cache\": [{\"date\": \"2019-05-01\", \"time\": \"08:00\", \"food\": \"Banana\", \"servings\": 1, \"cals\": 0}]}"
        )
        #expect(log.duplicateCacheEntries == 0)
        #expect(log.entries.map(\.source) == [.history, .cache])
        #expect(log.entries.map(\.kcalKnown) == [false, true])
    }

    @Test func aCacheEntryOfZeroKcalStillMatchesALoggedZero() throws {
        // The other side of the rule: 0 kcal logged in both is one entry.
        let log = try S.read(
            history: Self.history([("2019-05-01", "{\"08:00\": \"1x Water (0 kcal)\"}")]),
            cache:
                "{\"cache\": [{\"date\": \"2019-05-01\", \"time\": \"08:00\", \"food\": \"Water\", \"servings\": 1, \"cals\": 0}]}"
        )
        #expect(log.duplicateCacheEntries == 1)
        #expect(log.entries.map(\.source) == [.history])
    }

    @Test func crlfBlankLinesAndListsOfTexts() throws {
        let log = try S.read(
            history: Self.history([
                (
                    "2019-05-01",
                    "{\"08:00\": \"1x A (1 kcal)\\r\\n\\r\\n  \\n1x B (2 kcal)\\r\\n\", \"09:00\": [\"1x C (3 kcal)\", \"D\"]}"
                )
            ]))
        #expect(log.entries.map(\.foodName) == ["A", "B", "C", "D"])
        #expect(log.entries.map(\.knownKcal) == [1, 2, 3, nil])
    }

    @Test func anEmptyDayHoldsNothing() throws {
        let log = try S.read(history: Self.history([("2019-05-01", "{}")]))
        #expect(log.entries.isEmpty)
        #expect(log.olderFormatDays == 1)
    }

    @Test func theSampleKeyIsCountedNotRead() throws {
        // Whatever the placeholder holds (even something this reader would refuse) is not read.
        let log = try S.read(
            history: "{\"SAMPLE\": [1, {\"x\": true}], \"2019-05-01\": \(Self.quoted("{\"08:00\": \"A\"}"))}")
        #expect(log.entries.map(\.foodName) == ["A"])
        #expect(log.sampleKeysIgnored == 1)
    }

    // MARK: Errors: file, line of the day's value, and the day key.

    @Test func innerTextThatIsNotJSONNamesTheDay() {
        let text =
            "{\"2019-03-01\": \(Self.quoted("{\"08:00\": \"A\"}")),\n\"2019-03-02\": \(Self.quoted("{\"08:15\": \"1x A (1 kcal)\""))}"
        let error = S.error { () throws(InputError) in try S.read(history: text) }
        #expect(error?.file == S.historyFile)
        #expect(error?.line == 2)
        #expect(error?.field == "2019-03-02")
        #expect(
            error?.problem.description.hasPrefix(
                "expected the day's text to hold JSON {\"HH:MM\": \"LINES\"} (the older history format): ") == true)
    }

    @Test func innerTextThatIsNotAnObject() {
        let failure = S.failure { () throws(InputError) in
            try S.read(history: Self.history([("2019-03-01", "[\"1x A (1 kcal)\"]")]))
        }
        #expect(
            failure == "\(S.historyFile):1: field '2019-03-01': expected the day's text to hold an object of times "
                + "{\"HH:MM\": \"LINES\"} (the older history format), found a list")
    }

    @Test func aMistypedEntryIsReportedNotReadAsAName() {
        let failure = S.failure { () throws(InputError) in
            try S.read(
                history: "{\n\"2019-03-01\": \(Self.quoted("{\"08:00\": \"1x A (1 kcal)\\n1x Egg (ninety kCal)\"}"))}")
        }
        #expect(
            failure
                == "\(S.historyFile):2: field '2019-03-01 08:00': expected an entry such as \"1.5x Yogurt (414.68 kCal)\" "
                + "or \"1 [Chicken Noodles (430 Kcal)]\", or a food's name alone, found \"1x Egg (ninety kCal)\"")
    }

    @Test func badTimeKeysAndValues() {
        let badTime = S.failure { () throws(InputError) in
            try S.read(history: Self.history([("2019-03-01", "{\"25:61\": \"A\"}")]))
        }
        #expect(
            badTime
                == "\(S.historyFile):1: field '2019-03-01 time': expected a time of day as HH:MM (00:00 to 23:59), found \"25:61\""
        )
        let twice = S.failure { () throws(InputError) in
            try S.read(history: Self.history([("2019-03-01", "{\"08:00\": \"A\", \"08:00\": \"B\"}")]))
        }
        #expect(
            twice == "\(S.historyFile):1: field '2019-03-01 time': the time \"08:00\" appears twice in the day's text")
        let number = S.failure { () throws(InputError) in
            try S.read(history: Self.history([("2019-03-01", "{\"08:00\": 12}")]))
        }
        #expect(
            number
                == "\(S.historyFile):1: field '2019-03-01 08:00': expected the entries as text (lines such as \"1x Fried egg (90.16 kCal)\"), found 12"
        )
        let huge = S.failure { () throws(InputError) in
            try S.read(history: Self.history([("2019-03-01", "{\"08:00\": \"20000x A (1 kcal)\"}")]))
        }
        #expect(
            huge
                == "\(S.historyFile):1: field '2019-03-01 08:00': expected a number of servings ≤ 10,000, found \"20000x A (1 kcal)\""
        )
    }

    @Test func aBadDateKeyStillFails() {
        let failure = S.failure { () throws(InputError) in
            try S.read(history: Self.history([("2019-02-30", "{\"08:00\": \"A\"}")]))
        }
        #expect(
            failure
                == "\(S.historyFile):1: field 'date': expected a real date as YYYY-MM-DD, found \"2019-02-30\" (no such day)"
        )
    }

    @Test func lenientSkipsAndCountsBadDaysAndLines() throws {
        let log = try S.read(
            history: Self.history([
                ("2019-03-01", "{\"08:00\": \"1x A (1 kcal)\\n1x B (two kcal)\\nC\"}"),
                ("2019-03-02", "{\"08:00\": \"1x D (1 kcal)\""),
                ("2019-03-03", "{\"99:00\": \"E\\nF\", \"10:00\": \"G\"}"),
            ]), strictness: .lenient)
        #expect(log.entries.map(\.foodName) == ["A", "C", "G"])
        // One bad line, one day whose text is not JSON, one bad time key (its one slot).
        #expect(log.skipped.total == 3)
    }

    @Test func manyDays() throws {
        var days: [(key: String, inner: String)] = []
        var date = try #require(LocalDate(iso: "2019-01-01"))
        for index in 0..<400 {
            days.append((date.iso, "{\"08:00\": \"1x Food \(index) (\(index) kcal)\\nBare \(index)\"}"))
            date = date.adding(days: 1)
        }
        let log = try S.read(history: Self.history(days))
        #expect(log.entries.count == 800)
        #expect(log.entries.filter { !$0.kcalKnown }.count == 400)
    }
}
