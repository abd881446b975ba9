import NutritionData
import Testing

@testable import NutritionStats

@Suite struct FoodWhatIfServingsTests {
    @Test func servingsAboveZeroUpToAThousand() {
        #expect(FoodWhatIf.takes(servings: 0.5))
        #expect(FoodWhatIf.takes(servings: 1_000))
        #expect(!FoodWhatIf.takes(servings: 0))
        #expect(!FoodWhatIf.takes(servings: -1))
        #expect(!FoodWhatIf.takes(servings: 1_000.5))
        #expect(!FoodWhatIf.takes(servings: .nan))
        #expect(!FoodWhatIf.takes(servings: .infinity))
        #expect(FoodWhatIf.endOfDay == LocalTime(hour: 23, minute: 59))
    }
}
