@testable import NutritionData
import Testing

@Suite struct LegacyTextEntryTests {
    @Test func bothShapes() {
        #expect(LegacyTextEntry("1x Fried egg (90.16 kCal)") == LegacyTextEntry(servings: 1, name: "Fried egg", kcal: 90.16))
        #expect(LegacyTextEntry("1 [Chicken Noodles Super Pack (430 Kcal)]")
            == LegacyTextEntry(servings: 1, name: "Chicken Noodles Super Pack", kcal: 430))
        #expect(LegacyTextEntry("2.5x Rice (pilau) (512 kcal)") == LegacyTextEntry(servings: 2.5, name: "Rice (pilau)", kcal: 512))
        #expect(LegacyTextEntry("  3 [Tea (2 kcal)]  ") == LegacyTextEntry(servings: 3, name: "Tea", kcal: 2))
    }

    @Test func anythingElseIsNotGuessedAt() {
        for text in ["Fried egg (90 kCal)", "1x (90 kCal)", "1x Fried egg", "1x Fried egg (90)", "1x Fried egg (ninety kCal)",
                     "1 Chicken (430 Kcal)", "1 [Chicken (430 Kcal)", "x1 Egg (90 kcal)", "1.x Egg (90 kcal)", "", "1xEgg (90 kcal)"] {
            #expect(LegacyTextEntry(text) == nil, "\(text)")
        }
    }
}
