import Foundation
import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

@testable import NutritionPresentation

/// `food`'s table and JSON for a food that reports nutrients beyond the 17 (a Cronometer food): every
/// nutrient under its group, with %DV where it has a Daily Value; figures worked out by hand.
@Suite struct FoodOtherNutrientsTextTests {
    static let oxalate = CustomNutrient(name: "Oxalate", unit: "mg")!

    /// One serving of skyr as a Cronometer row gave it (sodium an empty cell).
    static var skyr: KnownFood {
        var perServing = NutrientVector([
            .calories: 120, .carbs: 8, .fat: 0.4, .protein: 20, .sugar: 7, .fiber: 0, .monounsaturated: 0.1,
            .polyunsaturated: 0.2, .saturated: 0.3, .trans: 0, .cholesterol: 10, .potassium: 300, .vitaminC: 0,
            .calcium: 250, .iron: 0.1, .vitaminA: 30,
        ])
        perServing.unknown = [.sodium]
        return KnownFood(
            id: nil, name: "Skyr", servingSize: "1 serving", perServing: perServing, origin: .loggedEntry(.foodLog),
            otherPerServing: OtherNutrients(
                known: [(.thiamin, 0.06), (.vitaminD, 1.5), (.magnesium, 22), (.water, 150)],
                custom: [(oxalate, 0.5)]))
    }

    static var view: FoodView {
        FoodView(facts: FoodFacts(food: skyr, table: .fdaCurrent, entries: []), whatIf: nil, goal: 2_000)
    }

    static func words(_ line: Substring) -> [Substring] { line.split(separator: " ") }

    @Test func theTableGroupsEveryNutrient() {
        let text = FoodTableFormatter.format(Self.view)
        let lines = text.split(separator: "\n")
        #expect(lines[0] == "Skyr")
        #expect(
            lines[1] == "Per serving: 1 serving · amounts from the latest food log entry, per serving · %DV of FDA 2016"
        )
        let table = Array(lines[2..<(lines.firstIndex { $0.hasPrefix("Logged:") } ?? lines.count)])
        let expected: [[Substring]] = [
            ["Nutrient", "Per", "serving", "%DV", "Daily", "Value", "Kind"],
            ["Energy", "and", "macros"],
            ["Energy", "120", "kcal", "6", "%", "2,000", "kcal", "reference"],  // 120 / 2,000
            ["Carbohydrate", "8.0", "g", "3", "%", "275.0", "g", "reference"],  // 2.9 %
            ["Fat", "0.4", "g", "1", "%", "78.0", "g", "limit"],  // 0.51 %
            ["Protein", "20.0", "g", "40", "%", "50.0", "g", "target"],
            ["Fats"],
            ["Monounsaturated", "fat", "0.1", "g", "no", "DV"],
            ["Polyunsaturated", "fat", "0.2", "g", "no", "DV"],
            ["Saturated", "fat", "0.3", "g", "2", "%", "20.0", "g", "limit"],  // 1.5 % → 2
            ["Trans", "fat", "0.0", "g", "no", "DV"],
            ["Cholesterol", "10", "mg", "3", "%", "300", "mg", "limit"],  // 3.3 %
            ["Carbohydrates"],
            ["Sugars", "7.0", "g", "no", "DV"],
            ["Fiber", "0.0", "g", "0", "%", "28.0", "g", "target"],
            ["Vitamins"],
            ["Vitamin", "C", "0", "mg", "0", "%", "90", "mg", "target"],
            ["Vitamin", "A", "30", "mcg", "3", "%", "900", "mcg", "target"],  // 3.3 %
            ["Vitamin", "D", "1.5", "mcg", "8", "%", "20.0", "mcg", "target"],  // 7.5 % → 8
            ["Thiamin", "0.1", "mg", "5", "%", "1.2", "mg", "target"],  // 0.06 mg, 5 %
            ["Minerals"],
            ["Sodium", "–", "–", "2,300", "mg", "limit"],  // an empty cell: unknown, not 0
            ["Potassium", "300", "mg", "6", "%", "4,700", "mg", "target"],  // 6.4 %
            ["Calcium", "250", "mg", "19", "%", "1,300", "mg", "target"],  // 19.2 %
            ["Iron", "0.1", "mg", "1", "%", "18.0", "mg", "target"],  // 0.56 %
            ["Magnesium", "22", "mg", "5", "%", "420", "mg", "target"],  // 5.2 %
            ["Other"],
            ["Water", "150", "mL", "no", "DV"],
            ["Oxalate", "0.5", "mg", "no", "DV"],
        ]
        #expect(table.map(Self.words) == expected)
        // Group headings at the left edge, their nutrients indented under them.
        #expect(table.contains { $0.hasPrefix("Vitamins") })
        #expect(table.contains { $0.hasPrefix("  Thiamin ") })
    }

    @Test func theJSONAddsTheOtherNutrientsUnderTheirColumnNames() throws {
        let text = try FoodJSONDocument(Self.view).encoded()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        // The 17 stay in per_serving under their food-object keys.
        let perServing = try #require(document["per_serving"] as? [[String: Any]])
        #expect(perServing.map { $0["nutrient"] as? String } == Nutrient.allCases.map(\.key))
        #expect(perServing.first { $0["nutrient"] as? String == "Sodium" }?["amount"] is NSNull)
        // The others, in table order, named by the one column rule.
        let others = try #require(document["other_nutrients"] as? [[String: Any]])
        #expect(
            others.map { $0["nutrient"] as? String } == [
                "vitamin_d_mcg", "thiamin_mg", "magnesium_mg", "water_ml", "custom_oxalate_mg",
            ])
        let vitaminD = others[0]
        #expect(vitaminD["name"] as? String == "Vitamin D" && vitaminD["group"] as? String == "vitamins")
        #expect(vitaminD["unit"] as? String == "mcg" && vitaminD["amount"] as? Double == 1.5)
        #expect(vitaminD["percent_dv"] as? Double == 8 && vitaminD["daily_value"] as? Double == 20)
        #expect(vitaminD["kind"] as? String == "target" && vitaminD["lower_bound"] as? Bool == false)
        let water = others[3]
        #expect(
            water["amount"] as? Double == 150 && water["unit"] as? String == "mL"
                && water["group"] as? String == "other")
        #expect(water["percent_dv"] == nil && water["daily_value"] == nil && water["kind"] == nil)
        #expect(others[4]["amount"] as? Double == 0.5)
    }

    @Test func aFoodObjectHasNoOtherNutrientsKeyAndAFlatTable() throws {
        let food = KnownFood(
            id: FoodID(149), name: "Banana", servingSize: "1 medium (118 g)",
            perServing: NutrientVector([.calories: 105, .potassium: 422]), origin: .foodObject)
        let view = FoodView(facts: FoodFacts(food: food, table: .fdaCurrent, entries: []), whatIf: nil, goal: 2_000)
        let text = try FoodJSONDocument(view).encoded()
        #expect(!text.contains("other_nutrients"))
        let table = FoodTableFormatter.format(view)
        #expect(!table.contains("Vitamins") && !table.contains("Energy and macros"))
        #expect(table.split(separator: "\n")[3].hasPrefix("Energy "))
    }
}
