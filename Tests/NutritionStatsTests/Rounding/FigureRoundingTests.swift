import NutritionData
import NutritionStats
import Testing

@Suite struct FigureRoundingTests {
    @Test func halvesRoundAwayFromZeroAndNegativeZeroVanishes() {
        #expect(FigureRounding.rounded(2.5, decimals: 0) == 3)
        #expect(FigureRounding.rounded(-2.5, decimals: 0) == -3)
        #expect(FigureRounding.rounded(1_234.56, decimals: 1) == 1_234.6)
        #expect(FigureRounding.rounded(-0.3, decimals: 0).sign == .plus)
        #expect(FigureRounding.rounded(.infinity, decimals: 0) == .infinity)
    }

    @Test func decimalsPerNutrient() {
        #expect(FigureRounding.decimals(for: .calories) == 0)
        #expect(FigureRounding.decimals(for: .protein) == 1)
        #expect(FigureRounding.decimals(for: .sodium) == 0)
        #expect(FigureRounding.decimals(for: .iron) == 1)
        #expect(FigureRounding.decimals(for: .vitaminA) == 0)
    }
}
