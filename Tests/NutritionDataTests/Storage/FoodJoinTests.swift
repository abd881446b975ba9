import NutritionData
import Testing

/// Joining entries to food objects: by id, by exact name, or kcal only; folder precedence; coverage.
@Suite struct FoodJoinTests {
    typealias S = StorageTestSupport

    static let foods = [
        S.FoodFile(
            folder: "Presets/Foods", name: "food_1.json",
            text:
                "{\"Name\": \"Oatmeal\", \"id\": 1, \"Calories\": 150, \"Carbs\": 27, \"Protein\": \"5\", \"Fiber\": 4}"
        ),
        S.FoodFile(
            folder: "Recents/Foods", name: "food_1.json",
            text: "{\"Name\": \"Oatmeal (old)\", \"id\": 1, \"Calories\": 140, \"Carbs\": 25}"),
        S.FoodFile(
            folder: "Barcodes/Foods", name: "food_1.json",
            text: "{\"Name\": \"Oatmeal (scanned)\", \"id\": \"1\", \"Calories\": 145}"),
        S.FoodFile(
            folder: "Recents/Foods", name: "food_4.json",
            text: "{\"Name\": \"Apple\", \"id\": 4, \"Calories\": 95, \"Carbs\": 25, \"VitC\": 8.4}"),
        S.FoodFile(
            folder: "Barcodes/Foods", name: "food_5.json",
            text: "{\"Name\": \"Crisps\", \"id\": 5, \"Barcode\": \"5000\", \"Calories\": 160, \"Sodium\": 170}"),
        S.FoodFile(
            folder: "Recents/Foods", name: "food_5.json",
            text: "{\"Name\": \"Crisps\", \"id\": 5, \"Calories\": 150}"),
    ]

    static let history = """
        {"2023-08-24": {
          "08:05": {"food": "Oatmeal", "cals": 225, "servings": 1.5, "id": 1},
          "10:00": {"food": "Apple", "cals": 190, "servings": 2},
          "11:00": {"food": "Apple", "cals": 95, "servings": 1, "id": 99},
          "12:00": {"food": "Crisps", "cals": 80, "servings": 0.5, "id": "5"},
          "19:00": {"food": "Pasta", "cals": 600, "servings": 2, "id": 12}
        }}
        """

    @Test func joinsByIdThenNameThenKcalOnly() throws {
        let log = try S.read(history: Self.history, foods: Self.foods)
        #expect(log.entries.map(\.match) == [.byID, .byName, .byName, .byID, .none])
        // Oatmeal: id 1 from Presets (precedence) × 1.5 servings: 150 × 1.5 = 225 kcal, 27 × 1.5 = 40.5 g
        // carbs, 5 × 1.5 = 7.5 g protein, 4 × 1.5 = 6 g fiber.
        let oatmeal = try #require(log.entries[0].nutrients)
        #expect(oatmeal[.calories] == 225)
        #expect(oatmeal[.carbs] == 40.5)
        #expect(oatmeal[.protein] == 7.5)
        #expect(oatmeal[.fiber] == 6)
        #expect(oatmeal[.fat] == 0)  // missing key → 0
        // Apple without id, 2 servings: by name, 25 × 2 = 50 g carbs, 8.4 × 2 = 16.8 mg vitamin C.
        #expect(log.entries[1].nutrients?[.carbs] == 50)
        #expect(log.entries[1].nutrients?[.vitaminC] == 16.8)
        // Apple with the unknown id 99 falls back to the name.
        #expect(log.entries[2].nutrients?[.carbs] == 25)
        // Crisps id "5": Barcodes wins over Recents: 170 × 0.5 = 85 mg sodium, 160 × 0.5 = 80 kcal.
        #expect(log.entries[3].nutrients?[.sodium] == 85)
        #expect(log.entries[3].nutrients?[.calories] == 80)
        // Pasta: no food object at all.
        #expect(log.entries[4].nutrients == nil)
        #expect(log.entries[4].kcal == 600)
    }

    @Test func precedenceIsPresetsThenBarcodesThenRecents() throws {
        let log = try S.read(history: Self.history, foods: Self.foods)
        #expect(log.foods.map(\.name) == ["Oatmeal", "Crisps", "Apple"])
        #expect(
            log.foodFolders == [
                FoodFolderSummary(folder: "Storage/Presets/Foods", objects: 1, shadowed: 0),
                FoodFolderSummary(folder: "Storage/Barcodes/Foods", objects: 2, shadowed: 1),
                FoodFolderSummary(folder: "Storage/Recents/Foods", objects: 3, shadowed: 2),
            ])
        #expect(log.foods.first(where: { $0.name == "Crisps" })?.barcode == "5000")
    }

    @Test func entriesJoinedToAFoodObjectHaveNutrients() throws {
        let log = try S.read(history: Self.history, foods: Self.foods)
        // Joined: 225 + 190 + 95 + 80 = 590 kcal of 590 + 600 = 1,190 kcal.
        #expect(log.entries.filter { $0.nutrients != nil }.loggedKcal == 590)
        let tally = EntryTally(log)
        #expect(tally.kcal == 1190)
        #expect(tally.count(matched: .byID) == 2)
        #expect(tally.count(matched: .byName) == 2)
        #expect(tally.count(matched: .none) == 1)
        #expect(tally.days.map(\.entries) == [5])
    }

    @Test func nameMatchIsExact() throws {
        let log = try S.read(
            history: S.historyWith(
                entry:
                    "[{\"food\": \"apple\", \"cals\": 95, \"servings\": 1}, {\"food\": \"Apple \", \"cals\": 95, \"servings\": 1}]"
            ),
            foods: Self.foods)
        #expect(log.entries.map(\.match) == [NutrientMatch.none, .none])
    }

    @Test func aNoBreakSpaceSpellsTheSameName() throws {
        // The phone wrote "Plain\u{A0}Pancakes" in the history and "Plain Pancakes" in the food object, and
        // the other way round for "Rye Bread"; a narrow no-break space (U+202F) too. All three join by name.
        let foods = [
            S.FoodFile(
                folder: "Presets/Foods", name: "food_7.json",
                text: "{\"Name\": \"Plain Pancakes\", \"id\": 7, \"Calories\": 86, \"Protein\": 3}"),
            S.FoodFile(
                folder: "Presets/Foods", name: "food_8.json",
                text: "{\"Name\": \"Rye\\u00a0Bread\", \"id\": 8, \"Calories\": 80, \"Fiber\": 2}"),
        ]
        let log = try S.read(
            history: S.historyWith(
                entry: """
                    [{"food": "Plain\\u00a0Pancakes", "cals": 172, "servings": 2}, {"food": "Rye Bread", "cals": 80, "servings": 1},
                     {"food": "Plain\\u202fPancakes", "cals": 86, "servings": 1}, {"food": "Plain\\u00a0pancakes", "cals": 86, "servings": 1}]
                    """), foods: foods)
        #expect(log.entries.map(\.match) == [.byName, .byName, .byName, .none])
        // 3 g protein × 2 servings = 6 g; 2 g fiber × 1 = 2 g.
        #expect(log.entries[0].nutrients?[.protein] == 6)
        #expect(log.entries[1].nutrients?[.fiber] == 2)
        // Names stay as written.
        #expect(log.entries[0].foodName == "Plain\u{A0}Pancakes")
    }

    @Test func foodNameSpelling() {
        #expect(FoodNameSpelling.withPlainSpaces("Plain Pancakes") == nil)
        #expect(FoodNameSpelling.withPlainSpaces("Plain\u{A0}Pancakes") == "Plain Pancakes")
        #expect(FoodNameSpelling.withPlainSpaces("100\u{202F}g\u{2007}Oats\u{A0}") == "100 g Oats ")
        // Other spaces and case stay as written; "Ä" (C3 84) and "Ġ" (C4 A0) hold no A0 after C2.
        #expect(FoodNameSpelling.withPlainSpaces("味噌\u{3000}汁") == nil)
        #expect(FoodNameSpelling.withPlainSpaces("ÄĠ") == nil)
        #expect(FoodNameSpelling.key("Apple") == "Apple")
        #expect(FoodNameSpelling.key("Apple\u{A0}Pie") == "Apple Pie")
    }
}
