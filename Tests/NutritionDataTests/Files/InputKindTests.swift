import Testing

@testable import NutritionData

@Suite struct InputKindTests {
    func kind(_ text: String, _ path: String) -> InputKind? { InputKind.guess(head: Array(text.utf8), path: path) }

    @Test func csvHeadersSayWhatTheFileIs() {
        #expect(
            kind("\u{FEFF}Day,Time,Group,Food Name,Amount,Energy (kcal)\r\n2026-01-01,,,Egg,1,70\r\n", "servings.csv")
                == .foodLog)
        #expect(kind("Date,Meal,Calories,Fat (g)\n", "Nutrition-Summary.csv") == .foodLog)
        #expect(kind("date,steps,active_kcal,resting_kcal\n", "days.csv") == .activity)
        #expect(kind("itemId,itemName,category,purchaseDate,expiryDate,favorited\n", "pantry.csv") == .pantry)
        #expect(kind("name,colour\nx,y\n", "other.csv") == nil)
    }

    @Test func otherFormatsByTheirFirstBytes() {
        #expect(
            kind("<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [\n]>\n<HealthData locale=\"en\">", "export.xml")
                == .activity)
        #expect(kind("<?xml version=\"1.0\"?><html>", "page.xml") == nil)
        #expect(kind("PK\u{3}\u{4}rest", "export.zip") == .activity)
        #expect(kind("PK\u{3}\u{4}rest", "book.docx") == nil)
        #expect(kind("{\"2026-01-01\": {}}", "foodHistory.json") == .history)
        #expect(kind("[{\"dateTime\":\"01/02/26 00:00:00\",\"value\":\"0\"}]", "steps-2026-01-02.json") == .activity)
        #expect(kind("[{\"logDate\":\"2026-01-02\",\"loggedFood\":{}}]", "food_logs-1.json") == .foodLog)
        #expect(kind("{\"results\": [{\"itemName\": \"Milk\"}]}", "Items.json") == .pantry)
        #expect(kind("{\"other\": 1}", "x.json") == nil)
    }
}
