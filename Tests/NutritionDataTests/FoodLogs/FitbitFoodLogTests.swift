import Testing

@testable import NutritionData

/// Fitbit's `food_logs-N.json` (Google Takeout) read by `--food-log`: entries, meals, nutrients, and
/// errors. The fixture is invented (Fixtures/FoodLogs/Fitbit); expectations computed by hand.
@Suite struct FitbitFoodLogTests {
    static let path = FoodLogReaderTests.path("Fitbit/food_logs-1.json")

    static func read(_ path: String, strictness: Strictness = .strict) throws(InputError) -> FoodLogReader.Contents {
        try FoodLogReader(strictness: strictness).read(at: path)
    }

    static func failure(_ path: String, strictness: Strictness = .strict) -> String? {
        do {
            _ = try read(path, strictness: strictness)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func entriesOfTheFixture() throws {
        let contents = try Self.read(Self.path)
        let entries = contents.entries
        let summary = contents.summary
        #expect(summary.dialect == .fitbitFoodLog)
        #expect(summary.rows == 4 && summary.entries == 4 && summary.days == 2)
        // By date, file order within a day: the wrap (21 May) first.
        #expect(entries.map(\.foodName) == ["Veggie wrap", "Oat porridge", "Apple", "Lentil curry"])
        #expect(entries.map(\.date.iso) == ["2015-05-21", "2015-05-22", "2015-05-22", "2015-05-22"])
        // kcal as logged ("310.5" written as text is read too); one serving each; no time in the file.
        #expect(entries.map(\.knownKcal) == [310.5, 143, 95, 520])
        #expect(entries.allSatisfy { $0.servings == 1 && !$0.timeKnown && $0.source == .foodLog && $0.foodID == nil })
        // mealTypeId 7 (Anytime) is no meal; 1 Breakfast, 4 Afternoon Snack, 5 Dinner.
        #expect(entries.map(\.mealName) == [nil, "Breakfast", "Afternoon Snack", "Dinner"])
        // The amount as written, with the unit's name.
        #expect(entries.map(\.amount) == ["2 serving", "231.0 gram", "1 medium", "1 plate"])
        // 22 May: 143 + 95 + 520 = 758 kcal; 21 May: 310.5.
        let log = FoodLog(entries: entries)
        #expect(log.days.map(\.kcal) == [310.5, 758])
    }

    @Test func nutritionalValuesGiveNutrientsOtherwiseKcalOnly() throws {
        let entries = try Self.read(Self.path).entries
        // The wrap and the apple have no nutritionalValues: kcal only.
        #expect(entries[0].nutrients == nil && entries[0].match == .none)
        #expect(entries[2].nutrients == nil)
        // The porridge: carbs 24.5 g, fat 2.75 g, fiber 3.5 g, protein 5.25 g, sodium 120 mg; energy its 143 kcal.
        let porridge = try #require(entries[1].nutrients)
        #expect(entries[1].match == .embedded)
        #expect(porridge[.calories] == 143)
        #expect(
            [porridge[.carbs], porridge[.fat], porridge[.fiber], porridge[.protein], porridge[.sodium]] == [
                24.5, 2.75, 3.5, 5.25, 120,
            ])
        #expect(
            porridge.unknown
                == NutrientSet(
                    Nutrient.allCases.filter { ![.calories, .carbs, .fat, .fiber, .protein, .sodium].contains($0) }))
        // The curry gives protein 22 and carbs 70.5 only: its fat, fiber and sodium are unknown (not 0).
        let curry = try #require(entries[3].nutrients)
        #expect(curry[.protein] == 22 && curry[.carbs] == 70.5)
        #expect(curry.unknown.contains(.fat) && curry.unknown.contains(.sodium) && !curry.unknown.contains(.protein))
        // Nutrients no entry gives: everything but energy and the five.
        let missing = try Self.read(Self.path).summary.missingNutrients
        #expect(
            missing == Nutrient.allCases.filter { ![.calories, .carbs, .fat, .fiber, .protein, .sodium].contains($0) })
    }

    @Test func mealTypeIds() {
        #expect(
            (1...8).map(FitbitMealType.name) == [
                "Breakfast", "Morning Snack", "Lunch", "Afternoon Snack", "Dinner", "Evening Snack", nil, nil,
            ])
    }

    @Test func badEntriesNameTheLineAndKeyPath() {
        let folder = TemporaryFolder()
        let cases: [(String, String)] = [
            (
                #"[{"logDate":"2015-02-30","loggedFood":{"name":"A","calories":1}}]"#,
                #":1: field 'logDate': expected a real date like "2015-05-22", found "2015-02-30""#
            ),
            (
                "[{\"logDate\":\"2015-05-22\",\"loggedFood\":{\"name\":\"A\",\n\"calories\":-5}}]",
                ":2: field 'loggedFood.calories': expected a number from 0 to 100,000, found -5"
            ),
            (
                "[\n{\"logDate\":\"2015-05-22\",\"loggedFood\":{\n\"name\":\"A\"}}]",
                ":2: field 'loggedFood.calories': expected the entry's energy in kcal, found none"
            ),
            (
                "[\n{\"logDate\":\"2015-05-22\"}]",
                #":2: field 'loggedFood': expected the food logged ("loggedFood": {"name": …, "calories": …}), found none"#
            ),
            (
                #"[{"logDate":"2015-05-22","loggedFood":{"name":"  ","calories":1}}]"#,
                #":1: field 'loggedFood.name': expected the food's name as non-empty text, found "  ""#
            ),
            (
                #"[{"logDate":"2015-05-22","loggedFood":{"name":"A","calories":1,"mealTypeId":"x"}}]"#,
                #":1: field 'loggedFood.mealTypeId': expected a whole number (1 Breakfast … 7 Anytime), found "x""#
            ),
            (
                "[{\"logDate\":\"2015-05-22\",\"loggedFood\":{\"name\":\"A\",\"calories\":1},\"nutritionalValues\":{\"fat\":1,\n\"fat\":2}}]",
                ":2: field 'nutritionalValues.fat': expected each key once in an entry, found it again"
            ),
            (
                #"[{"logDate":"2015-05-22","loggedFood":{"name":"A","calories":1},"nutritionalValues":{"sodium":"lots"}}]"#,
                #":1: field 'nutritionalValues.sodium': expected a number from 0 to 100,000, found "lots""#
            ),
            ("[\"x\"]", ":1: expected an object {\"logDate\": …, \"loggedFood\": {…}}, found \"x\""),
        ]
        for (index, (text, message)) in cases.enumerated() {
            let path = folder.write("case\(index)/food_logs-1.json", text)
            #expect(Self.failure(path) == path + message)
        }
    }

    @Test func lenientSkipsAndCountsBadEntries() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "food_logs-2.json",
            """
            [{"logDate":"2015-05-22","loggedFood":{"name":"A","calories":100}},
             {"logDate":"2015-05-22","loggedFood":{"name":"B","calories":"n/a"}},
             {"logDate":"2015-05-23","loggedFood":{"name":"C","calories":50.5}}]
            """)
        #expect(Self.failure(path)?.hasPrefix(path + ":2: field 'loggedFood.calories'") == true)
        let contents = try Self.read(path, strictness: .lenient)
        // A and C are read (100 and 50.5 kcal); B is skipped and counted.
        #expect(contents.entries.map(\.foodName) == ["A", "C"])
        #expect(contents.entries.map(\.kcal) == [100, 50.5])
        #expect(contents.summary.rows == 3 && contents.summary.entries == 2)
        #expect(contents.skipped.total == 1)
        // Without any nutritionalValues the file gives kcal only.
        #expect(contents.summary.givesKcalOnly)
    }

    @Test func otherFitbitFilesAreNamed() {
        let weight = ActivityFixture.path("Fitbit/weight-2017-07-01.json")
        #expect(
            Self.failure(weight) == weight + ":1: expected a food log, found a Fitbit weight log "
                + "(weight-YYYY-MM-DD.json: body weight, BMI and body fat); give it with --body")
        let steps = ActivityFixture.path("Fitbit/steps-2017-11-01.json")
        #expect(
            Self.failure(steps) == steps
                + ":1: expected a food log, found what looks like activity data (Fitbit steps JSON); give it with --activity"
        )
        #expect(Self.failure(steps, strictness: .lenient) != nil)
    }

    @Test func notJSONFailsInBothModes() {
        let folder = TemporaryFolder()
        let path = folder.write(
            "food_logs-1.json", "[{\"logDate\":\"2015-05-22\",\"loggedFood\":{\"name\":\"A\",\"calories\":1}}")
        for strictness in [Strictness.strict, .lenient] {
            #expect(
                Self.failure(path, strictness: strictness)?.hasPrefix(
                    path + ":1: expected ',' or ']' after a list element") == true)
        }
    }
}
