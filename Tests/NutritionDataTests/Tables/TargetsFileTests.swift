import NutritionData
import Testing

/// The form of a `--dv` targets file, read with the other inputs; which amounts are accepted is the
/// engine's rule (`CustomTargetsTests`).
@Suite struct TargetsFileTests {
    @Test func linesNutrientsUnitsAndKinds() throws {
        // A byte order mark, comments, blank lines, names in any case; lines keep their numbers.
        let file = try TargetsFile(
            parsing: "\u{FEFF}# mine\nSodium = 1500 mg limit\n\nvitamin a = 3000 IU  # retinol\nVitC = 90 mg\n",
            file: "t.txt")
        #expect(file.lines.map(\.nutrient) == [.sodium, .vitaminA, .vitaminC])
        #expect(file.lines.map(\.line) == [2, 4, 5])
    }

    @Test func convertsToTheNutrientsUnitAndKeepsTheWrittenText() throws {
        let file = try TargetsFile(
            parsing: "Sodium = 1.5 g limit\nVitamin A = 3000 IU\nCalories = 8368 kJ target\n", file: "t.txt")
        // 1.5 g = 1,500 mg; 3,000 IU × 0.3 = 900 mcg; 8,368 kJ / 4.184 = 2,000 kcal.
        #expect(file.lines.map(\.amount) == [1_500, 900, 2_000])
        #expect(file.lines.map(\.kind) == [.limit, nil, .target])
        #expect(file.lines.map(\.line) == [1, 2, 3])
        #expect(file.lines.map(\.amountText) == ["1.5", "3000", "8368"])
        #expect(file.lines.map(\.unitText) == ["g", "IU", "kJ"])
    }

    @Test func formOnlyTheEngineDecidesTheRange() throws {
        // 0.1 mg of sodium would show as 0: the file's form is fine, the engine refuses it.
        let file = try TargetsFile(parsing: "Sodium = 0.1 mg\n", file: "t.txt")
        #expect(file.lines.map(\.amount) == [0.1])
    }

    @Test func checkRunsInLineOrderBeforeTheNextLineIsRead() {
        var seen: [Int] = []
        #expect(throws: InputError(file: "t.txt", line: 2, field: "amount", problem: "too much")) {
            try TargetsFile(parsing: "Fiber = 30 g\nProtein = 900 g\nSodium = x mg\n", file: "t.txt") {
                line throws(InputError) in
                seen.append(line.line)
                if line.amount > 500 {
                    throw InputError(file: "t.txt", line: line.line, field: "amount", problem: "too much")
                }
            }
        }
        #expect(seen == [1, 2])
    }

    @Test func errorsNameLineAndField() {
        func failure(_ text: String) -> String? {
            do {
                _ = try TargetsFile(parsing: text, file: "t.txt")
                return nil
            } catch { return error.description }
        }
        #expect(
            failure("Sodium 1500 mg\n")
                == "t.txt:1: expected 'NUTRIENT = AMOUNT UNIT [limit|target|reference]', found 'Sodium 1500 mg'")
        #expect(
            failure("Fiber = 30 g\nSalt = 5 g\n")?.hasPrefix("t.txt:2: field 'nutrient': expected a nutrient (") == true
        )
        #expect(
            failure("Fiber = -3 g\n")
                == "t.txt:1: field 'amount': expected a positive number such as 1500 or 2.5, found '-3'")
        #expect(
            failure("Fiber = 3 kcal\n")
                == "t.txt:1: field 'unit': expected a unit for Fiber (g, mg or mcg), found 'kcal'")
        #expect(
            failure("Fiber = 3 g most\n") == "t.txt:1: field 'kind': expected limit, target or reference, found 'most'")
        #expect(failure("Fiber = 3 g\nfiber = 4 g\n") == "t.txt:2: field 'nutrient': Fiber is already set on line 1")
        #expect(failure("# nothing\n") == "t.txt: no targets found; expected lines such as 'Sodium = 1500 mg limit'")
    }
}
