import NutritionStats
import Testing

@Suite struct FigureDigitsTests {
    @Test func digitsDecimalsAndGrouping() throws {
        #expect(try #require(FigureDigits.format(1_234_567.891, decimals: 1, grouping: true)) == ("1,234,567.9", false))
        #expect(try #require(FigureDigits.format(1_234_567.891, decimals: 1, grouping: false)) == ("1234567.9", false))
        #expect(try #require(FigureDigits.format(-1_234, decimals: 0, grouping: true)) == ("1,234", true))
        #expect(try #require(FigureDigits.format(999, decimals: 0, grouping: true)) == ("999", false))
        #expect(try #require(FigureDigits.format(100_000, decimals: 0, grouping: true)) == ("100,000", false))
        #expect(try #require(FigureDigits.format(0.05, decimals: 2, grouping: true)) == ("0.05", false))
        #expect(try #require(FigureDigits.format(2.5, decimals: 0, grouping: true)) == ("3", false))
        #expect(try #require(FigureDigits.format(-2.5, decimals: 0, grouping: true)) == ("3", true))
    }

    @Test func aNegativeValueWrittenAsZeroHasNoSign() throws {
        #expect(try #require(FigureDigits.format(-0.0, decimals: 1, grouping: true)) == ("0.0", false))
        #expect(try #require(FigureDigits.format(-0.04, decimals: 1, grouping: true)) == ("0.0", false))
        #expect(try #require(FigureDigits.format(-0.4, decimals: 0, grouping: false)) == ("0", false))
    }

    @Test func nonFiniteValuesHaveNoDigits() {
        #expect(FigureDigits.format(.nan, decimals: 0, grouping: true) == nil)
        #expect(FigureDigits.format(.infinity, decimals: 1, grouping: true) == nil)
        #expect(FigureDigits.format(-.infinity, decimals: 1, grouping: false) == nil)
    }

    @Test func hugeMagnitudesAreWrittenBySwift() throws {
        #expect(try #require(FigureDigits.format(-1e16, decimals: 0, grouping: true)) == ("1e+16", true))
    }
}
