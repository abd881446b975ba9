import NutritionData
import NutritionPresentation
import NutritionStats
import Testing

/// How `food` names foods in its usage errors.
@Suite struct FoodTextTests {
    static func food(_ id: Int?, _ name: String) -> KnownFood {
        KnownFood(
            id: id.map { FoodID($0) }, name: name, servingSize: "1", perServing: NutrientVector(), origin: .foodObject)
    }

    @Test func severalMatchesListsIdsAndNames() {
        let (message, lines) = FoodText.severalMatches("oat", [Self.food(149, "Oatmeal"), Self.food(nil, "Oat milk")])
        #expect(message == "2 foods match 'oat'; give one of their ids:")
        #expect(lines == ["  149 Oatmeal", "  – Oat milk"])
    }

    @Test func noMatchNamesTheClosestOrSaysThereAreNone() {
        #expect(
            FoodText.noMatch("xyz", closest: [Self.food(1, "Apple"), Self.food(2, "Apricot")])
                == "no food matches 'xyz'; closest: 1 Apple; 2 Apricot")
        #expect(FoodText.noMatch("xyz", closest: []) == "no food matches 'xyz' (the input holds no foods)")
    }
}
