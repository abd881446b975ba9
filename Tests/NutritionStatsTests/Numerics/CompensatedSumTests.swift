import NutritionStats
import Testing

@Suite struct CompensatedSumTests {
    @Test func recoversTheTermAPlainSumLoses() {
        // 1e16 + 1 rounds back to 1e16 (doubles are 2 apart there), so a plain sum of
        // [1e16, 1, −1e16] gives 0. The compensation keeps the lost 1: exact sum = 1.
        let terms = [1e16, 1.0, -1e16]
        #expect(terms.reduce(0, +) == 0)
        #expect(terms.compensatedSum == 1)
    }

    @Test func manyTenthsAddUpToTheCorrectlyRoundedTotal() {
        // 0.1 is not exact in binary; a million of them summed plainly give 100,000.0000013329.
        // The exact sum of a million copies of the double nearest 0.1 (0.1000000000000000055511…)
        // is 100,000.0000000000055511…, whose nearest double is 100,000 (doubles there are
        // 1.5e-11 apart).
        var sum = CompensatedSum()
        var plain = 0.0
        for _ in 0..<1_000_000 {
            sum.add(0.1)
            plain += 0.1
        }
        #expect(sum.value == 100_000)
        #expect(plain != 100_000)
    }

    @Test func emptyAndInfinite() {
        #expect(CompensatedSum().value == 0)
        #expect([1.0, .infinity, 2.0].compensatedSum == .infinity)
    }
}
