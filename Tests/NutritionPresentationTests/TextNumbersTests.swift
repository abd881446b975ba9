import NutritionData
import Testing

@testable import NutritionPresentation

/// Counts, kcal, servings and shares as the commands' sentences and listings write them.
@Suite struct TextNumbersTests {
    @Test func servingsWithoutTrailingZeros() {
        #expect(TextNumbers.servings(1) == "1")
        #expect(TextNumbers.servings(1.5) == "1.5")
        #expect(TextNumbers.servings(0.40000000000000002) == "0.4")
        #expect(TextNumbers.servings(0.25) == "0.25")
        #expect(TextNumbers.servings(1 / 3) == "0.33")
        #expect(TextNumbers.servings(2.005) == "2.01")
        #expect(TextNumbers.servings(0.001) == "<0.01")
        #expect(TextNumbers.servings(10_000) == "10000")
    }

    @Test func groupedNumbers() {
        #expect(TextNumbers.grouped(0) == "0")
        #expect(TextNumbers.grouped(999) == "999")
        #expect(TextNumbers.grouped(1934) == "1,934")
        #expect(TextNumbers.grouped(-1_234_567) == "-1,234,567")
        #expect(TextNumbers.kcal(2173.16) == "2,173")
        #expect(TextNumbers.percent(590.0 / 1190.0) == "49.6%")
        #expect(TextNumbers.dayHeading(LocalDate(iso: "2026-11-15")!) == "Sun 15 Nov 2026")
    }
}
