import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

/// Finding a food by id or name: case and accents ignored, several matches listed, close names offered.
@Suite struct FoodLookupTests {
    static func food(_ id: Int?, _ name: String) -> KnownFood {
        KnownFood(
            id: id.map { FoodID($0) }, name: name, servingSize: "1 serving",
            perServing: NutrientVector([.calories: 100]),
            origin: .foodObject)
    }

    static let foods = [
        food(266, "Müsli"), food(149, "Banana"), food(20, "Peanut butter"), food(12, "Espresso"),
        food(30, "Crème brûlée"), food(31, "Banana bread"), food(32, "banana"),
    ]
    let lookup = FoodLookup(foods: Self.foods)

    @Test func anIdFindsItsFood() {
        #expect(lookup.find("266") == .found(Self.foods[0]))
        #expect(lookup.find(" 12 ") == .found(Self.foods[3]))
    }

    @Test func namesMatchWhateverTheirCaseAndAccents() {
        #expect(lookup.find("MUSLI") == .found(Self.foods[0]))
        #expect(lookup.find("creme brulee") == .found(Self.foods[4]))
        #expect(lookup.find("  peanut   BUTTER ") == .found(Self.foods[2]))
    }

    @Test func equalNamesAreListedWithTheirIds() {
        // "Banana" and "banana" fold to the same name; "Banana bread" only contains it and is not listed.
        #expect(lookup.find("BANANA") == .several([Self.foods[1], Self.foods[6]]))
    }

    @Test func aPartOfANameFindsTheOneFoodHoldingIt() {
        #expect(lookup.find("brea") == .found(Self.foods[5]))
        guard case .several(let many) = lookup.find("E") else {
            Issue.record("expected several")
            return
        }
        #expect(many.map(\.name) == ["Banana bread", "Crème brûlée", "Espresso", "Peanut butter"])
    }

    @Test func noMatchOffersTheClosestNames() {
        guard case .none(let closest) = lookup.find("expresso") else {
            Issue.record("expected no match")
            return
        }
        #expect(closest.count == FoodLookup.suggestionCount)
        #expect(closest.first?.name == "Espresso")  // one substitution away
    }

    /// The `food-lookup` fuzz harness's finding: Foundation's `String.contains` trapped on these names
    /// (a replacement character, NULs, C1 controls); the lookup must answer, not crash.
    @Test func oddNamesNeverCrashTheLookup() {
        let bytes: [UInt8] =
            [0xB2] + Array(repeating: 0, count: 24) + [
                0x0A, 0x0A, 0x09, 0x32, 0x0A, 0x0A, 0x01, 0x00, 0x42,
                0x31, 0x97, 0x0A, 0x0A, 0x01, 0x32, 0x0A,
            ]
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let foods = lines.dropFirst().enumerated().map {
            Self.food($0.offset % 2 == 0 ? $0.offset + 1 : nil, $0.element)
        }
        let outcome = FoodLookup(foods: foods).find(lines[0])
        if case .found = outcome { Issue.record("a query of a replacement character and NULs found a food") }
        #expect(FoodNameFolding.contains("\u{1}\u{0}B1\u{FFFD}", "B1"))
        #expect(!FoodNameFolding.contains("ab", "abc") && FoodNameFolding.contains("abc", ""))
    }

    /// The harness's second finding: marks stacked on U+FFFD survived one folding and not the next.
    @Test func foldingAFoldedNameChangesNothing() {
        for name in ["C\u{FFFD}\u{331}\u{331} ", "Crème brûlée", "  MÜSLI\t", "寿司 (sushi)", "e\u{301}\u{301}"] {
            let folded = FoodNameFolding.fold(name)
            #expect(FoodNameFolding.fold(folded) == folded, "\(name.debugDescription)")
        }
        #expect(FoodNameFolding.fold("C\u{FFFD}\u{331}\u{331} ") == "c\u{FFFD}")
        #expect(FoodNameFolding.fold("Crème  Brûlée ") == "creme brulee")
        #expect(FoodNameFolding.fold("寿司 (sushi)") == "寿司 (sushi)")
    }

    @Test func editDistance() {
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("espresso", "expresso") == 1)
        #expect(EditDistance.between("same", "same") == 0)
    }

    @Test func foodsOfALogIncludeFoodLogFoodsWithTheirOwnNutrients() {
        let item = FoodItem(
            id: FoodID(149), name: "Banana", servingSize: "", perServing: NutrientVector([.calories: 105]))
        var cronometer = fixtureEntry(
            "2026-11-10", fixtureTime("08:00"), "Skyr", kcal: 126, servings: 2,
            nutrients: [.calories: 126, .protein: 22])
        cronometer.match = .embedded
        cronometer.source = .foodLog
        var older = cronometer
        older.date = fixtureDate("2026-11-01")
        older.nutrients = NutrientVector([.calories: 100])
        let log = FoodLog(entries: [older, cronometer], foods: [item])
        let foods = KnownFood.all(in: log)
        #expect(foods.count == 2)
        #expect(
            foods[0]
                == KnownFood(
                    id: FoodID(149), name: "Banana", servingSize: "1 serving",
                    perServing: NutrientVector([.calories: 105]), origin: .foodObject))
        // The latest entry, divided by its 2 servings.
        #expect(
            foods[1]
                == KnownFood(
                    id: nil, name: "Skyr", servingSize: "1 serving",
                    perServing: NutrientVector([.calories: 63, .protein: 11]), origin: .loggedEntry(.foodLog)))
    }
}
