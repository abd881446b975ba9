import Testing

@testable import NutritionData

@Suite struct LegacyTextEntryTests {
    @Test func servingsShapes() {
        #expect(
            LegacyTextEntry("1x Fried egg (90.16 kCal)") == LegacyTextEntry(servings: 1, name: "Fried egg", kcal: 90.16)
        )
        #expect(
            LegacyTextEntry("1 [Chicken Noodles Super Pack (430 Kcal)]")
                == LegacyTextEntry(servings: 1, name: "Chicken Noodles Super Pack", kcal: 430))
        #expect(
            LegacyTextEntry("2.5x Rice (pilau) (512 kcal)")
                == LegacyTextEntry(servings: 2.5, name: "Rice (pilau)", kcal: 512))
        #expect(LegacyTextEntry("  3 [Tea (2 kcal)]  ") == LegacyTextEntry(servings: 3, name: "Tea", kcal: 2))
    }

    /// Issue: the older history's fourth shape, a name and its kcal without servings, refused the
    /// author's whole history file. It is one serving, the kcal the entry's.
    @Test func aNameWithKcalAndNoServingsIsOneServing() {
        #expect(LegacyTextEntry("Nox Test (0 kCal)") == LegacyTextEntry(servings: 1, name: "Nox Test", kcal: 0))
        #expect(LegacyTextEntry("Fried egg (90 kCal)") == LegacyTextEntry(servings: 1, name: "Fried egg", kcal: 90))
        #expect(
            LegacyTextEntry(" Rice (pilau) (512.5 Kcal) ")
                == LegacyTextEntry(servings: 1, name: "Rice (pilau)", kcal: 512.5))
        // Digits that are not servings of a known shape stay part of the name.
        #expect(LegacyTextEntry("1 Chicken (430 Kcal)") == LegacyTextEntry(servings: 1, name: "1 Chicken", kcal: 430))
        #expect(LegacyTextEntry("1 [Chicken (430 Kcal)") == LegacyTextEntry(servings: 1, name: "1 [Chicken", kcal: 430))
        #expect(LegacyTextEntry("x1 Egg (90 kcal)") == LegacyTextEntry(servings: 1, name: "x1 Egg", kcal: 90))
        #expect(LegacyTextEntry("1xEgg (90 kcal)") == LegacyTextEntry(servings: 1, name: "1xEgg", kcal: 90))
    }

    @Test func anythingElseIsNotGuessedAt() {
        for text in [
            "1x (90 kCal)", "(90 kCal)", "1x Fried egg", "1x Fried egg (90)", "1x Fried egg (ninety kCal)",
            "Fried egg (ninety kCal)", "1x  (90 kcal)", "2 [ (90 kcal)]", "",
        ] {
            #expect(LegacyTextEntry(text) == nil, "\(text)")
        }
    }
}
