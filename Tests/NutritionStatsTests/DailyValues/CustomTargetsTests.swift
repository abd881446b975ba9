import NutritionData
import NutritionStats
import Testing

@Suite struct CustomTargetsTests {
    @Test func parsesNamesUnitsKindsAndComments() throws {
        let text =
            "\u{FEFF}# From my dietitian\r\n"
            + "\r\n"
            + "Sodium = 1.5 g limit   # 1.5 g = 1,500 mg\r\n"
            + "vitamin c=120 mg TARGET\r\n"
            + "Saturated fat = 15 g\n"
            + "VitA = 3000 IU\n"
            + "Calories = 8368 kJ reference\n"
            + "Iron = 18000 mcg\n"
        let parsed = try CustomTargets(parsing: text, file: "targets.txt")
        #expect(
            parsed.targets == [
                // 1.5 g × 1,000 = 1,500 mg (CRLF line endings count as one line each)
                CustomTarget(nutrient: .sodium, amount: 1_500, kind: .limit, line: 3),
                CustomTarget(nutrient: .vitaminC, amount: 120, kind: .target, line: 4),
                CustomTarget(nutrient: .saturated, amount: 15, kind: nil, line: 5),
                // 3,000 IU × 0.3 mcg = 900 mcg
                CustomTarget(nutrient: .vitaminA, amount: 900, kind: nil, line: 6),
                // 8,368 kJ / 4.184 = 2,000 kcal
                CustomTarget(nutrient: .calories, amount: 2_000, kind: .reference, line: 7),
                // 18,000 mcg / 1,000 = 18 mg
                CustomTarget(nutrient: .iron, amount: 18, kind: nil, line: 8),
            ])
    }

    @Test(arguments: [
        (
            "Salt = 5 g",
            "t.txt:1: field 'nutrient': expected a nutrient (Calories, Carbs, Fat, Protein, Sugar, Fiber, Monounsaturated, Polyunsaturated, Saturated, Trans, Sodium, Cholesterol, Potassium, VitC, Calcium, Iron, VitA), found 'Salt'"
        ),
        (
            "Sodium 1500 mg",
            "t.txt:1: expected 'NUTRIENT = AMOUNT UNIT [limit|target|reference]', found 'Sodium 1500 mg'"
        ),
        ("Sodium = 1500", "t.txt:1: expected 'NUTRIENT = AMOUNT UNIT [limit|target|reference]', found 'Sodium = 1500'"),
        (
            "Sodium = 1500 mg limit extra",
            "t.txt:1: expected 'NUTRIENT = AMOUNT UNIT [limit|target|reference]', found 'Sodium = 1500 mg limit extra'"
        ),
        ("Sodium = 1,500 mg", "t.txt:1: field 'amount': expected a positive number such as 1500 or 2.5, found '1,500'"),
        ("Sodium = -5 mg", "t.txt:1: field 'amount': expected a positive number such as 1500 or 2.5, found '-5'"),
        ("Sodium = 0 mg", "t.txt:1: field 'amount': expected a positive number such as 1500 or 2.5, found '0'"),
        ("Sodium = 1e3 mg", "t.txt:1: field 'amount': expected a positive number such as 1500 or 2.5, found '1e3'"),
        ("Sodium = 1500 kcal", "t.txt:1: field 'unit': expected a unit for Sodium (g, mg or mcg), found 'kcal'"),
        ("Calories = 1800 g", "t.txt:1: field 'unit': expected a unit for Calories (kcal or kJ), found 'g'"),
        ("Calcium = 1000 IU", "t.txt:1: field 'unit': expected a unit for Calcium (g, mg or mcg), found 'IU'"),
        ("Sodium = 1500 mg max", "t.txt:1: field 'kind': expected limit, target or reference, found 'max'"),
    ])
    func rejectsBadLinesNamingLineAndField(line: String, message: String) {
        #expect(throws: InputError.self) { try CustomTargets(parsing: line, file: "t.txt") }
        do {
            _ = try CustomTargets(parsing: line, file: "t.txt")
        } catch {
            #expect(error.description == message)
            #expect(error.kind == .data)
        }
    }

    @Test func errorsCarryTheLineNumber() {
        let text = "# header\nSodium = 1500 mg\n\nFiber = lots g\n"
        do {
            _ = try CustomTargets(parsing: text, file: "d.txt")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 4)
            #expect(error.field == "amount")
        }
    }

    @Test func rejectsAmountsThatVanishOrOverflowInTheNutrientsUnit() {
        // Found while fuzzing: 1e-320 mcg is above 0, but 1e-320 / 1,000,000 g is 0 in a double,
        // and a target of 0 printed "inf %". 1e303 g of vitamin A is 1e309 mcg: infinity.
        let tiny = "0." + String(repeating: "0", count: 319) + "1"
        let huge = "1" + String(repeating: "0", count: 303)
        for (text, expected) in [
            ("Fiber = \(tiny) mcg", "from 0.05 to 1,000,000,000 g once converted, found '\(tiny)' mcg"),
            ("VitA = \(huge) g", "from 0.5 to 1,000,000,000 mcg once converted, found '\(huge)' g"),
        ] {
            do {
                _ = try CustomTargets(parsing: text, file: "d.txt")
                Issue.record("expected an error for \(text)")
            } catch {
                #expect(error.description == "d.txt:1: field 'amount': expected an amount \(expected)")
            }
        }
    }

    /// Every %DV divides by its target: one written as 0 (below half its last decimal) gives huge
    /// or infinite percentages, and one beyond the bounds (Calories: the goal's) overflows figures.
    @Test func boundsTargetsSoEveryFigureStaysFinite() {
        let refused: [(String, String)] = [
            ("Sodium = 0.4 mg", "from 0.5 to 1,000,000,000 mg once converted, found '0.4' mg"),
            ("Iron = 0.04 mg", "from 0.05 to 1,000,000,000 mg once converted, found '0.04' mg"),
            ("Protein = 1000000001 g", "from 0.05 to 1,000,000,000 g once converted, found '1000000001' g"),
            (
                "Sodium = 1\(String(repeating: "0", count: 300)) mg",
                "from 0.5 to 1,000,000,000 mg once converted, found '1\(String(repeating: "0", count: 300))' mg"
            ),
            ("Calories = 100001 kcal", "from 1 to 100,000 kcal once converted, found '100001' kcal"),
            ("Calories = 0.9 kcal", "from 1 to 100,000 kcal once converted, found '0.9' kcal"),
        ]
        for (text, expected) in refused {
            do {
                _ = try CustomTargets(parsing: "Fiber = 30 g\n" + text, file: "d.txt")
                Issue.record("expected an error for \(text)")
            } catch {
                #expect(error.description == "d.txt:2: field 'amount': expected an amount \(expected)")
            }
        }
        let accepted = [
            "Sodium = 0.5 mg", "Iron = 0.05 mg", "Protein = 1000000000 g", "Calories = 100000 kcal",
            "Calories = 1 kcal",
        ]
        for text in accepted {
            #expect((try? CustomTargets(parsing: text, file: "d.txt")) != nil, "\(text)")
        }
        for nutrient in KnownNutrient.allCases {
            let range = CustomTargets.amountRange(for: nutrient)
            #expect(FigureRounding.rounded(range.lowerBound, decimals: FigureRounding.decimals(forKnown: nutrient)) > 0)
            #expect(range.upperBound <= CustomTargets.maximumAmount)
        }
    }

    @Test func rejectsANutrientGivenTwice() {
        do {
            _ = try CustomTargets(parsing: "Sodium = 1500 mg\nProtein = 80 g\nsodium = 2 g", file: "d.txt")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "d.txt:3: field 'nutrient': Sodium is already set on line 1")
        }
    }

    @Test func rejectsAFileWithoutTargets() {
        do {
            _ = try CustomTargets(parsing: "# only a comment\n\n", file: "d.txt")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "d.txt: no targets found; expected lines such as 'Sodium = 1500 mg limit'")
        }
    }
}
