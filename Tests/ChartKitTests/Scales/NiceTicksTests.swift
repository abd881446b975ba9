import Testing

@testable import ChartKit

/// Heckbert's loose labelling, worked by hand: range = nicenum(max − min, round: false),
/// step = nicenum(range / (count − 1), round: true), ticks from ⌊min/step⌋ to ⌈max/step⌉ steps.
@Suite struct NiceTicksTests {
    @Test func typicalDailyEnergy() {
        // range: nicenum(2340) → 2.34 > 2 → 5 → 5000; step: nicenum(5000/4 = 1250) → 1.25 < 1.5 → 1000.
        // ⌊0/1000⌋ = 0 … ⌈2.34⌉ = 3.
        let ticks = NiceTicks(lower: 0, upper: 2340, count: 5)
        #expect(ticks.values == [0, 1000, 2000, 3000])
        #expect(ticks.step == 1000)
        #expect(ticks.fractionDigits == 0)
    }

    @Test func negativeToPositive() {
        // range: nicenum(1550) → 1.55 ≤ 2 → 2000; step: nicenum(500) → 5 < 7 → 500.
        // ⌊−350/500⌋ = −1 … ⌈1200/500⌉ = 3.
        #expect(NiceTicks(lower: -350, upper: 1200, count: 5).values == [-500, 0, 500, 1000, 1500])
    }

    @Test func negativeOnly() {
        // range: nicenum(5.2) → 5.2 > 5 → 10; step: nicenum(2.5) → 2.5 < 3 → 2. ⌊−3.65⌋ = −4 … ⌈−1.05⌉ = −1.
        #expect(NiceTicks(lower: -7.3, upper: -2.1, count: 5).values == [-8, -6, -4, -2])
    }

    @Test func tinyValuesAreExactDecimals() {
        // range: nicenum(0.0032) → 3.2 → 5 → 0.005; step: nicenum(0.00125) → 1.25 → 1 → 0.001.
        // ⌊0.001/0.001⌋ = 1 … ⌈4.2⌉ = 5; each tick is k / 1000, the double nearest the decimal.
        let ticks = NiceTicks(lower: 0.001, upper: 0.0042, count: 5)
        #expect(ticks.values == [0.001, 0.002, 0.003, 0.004, 0.005])
        #expect(ticks.stepExponent == -3)
        #expect(ticks.fractionDigits == 3)
    }

    @Test func tenthsDoNotAccumulateError() {
        // range: nicenum(0.9) → 9 > 5 → 10 → 1; step: nicenum(1/9) → 1.11 → 1 → 0.1; 0 … 9 tenths.
        // Summing 0.1 three times would give 0.30000000000000004; k/10 gives 0.3.
        let ticks = NiceTicks(lower: 0, upper: 0.9, count: 10)
        #expect(ticks.values == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9])
    }

    @Test func hugeValues() {
        // range: nicenum(1e300) → fraction 1 → 1e300; step: nicenum(2.5e299) → 2.5 < 3 → 2e299;
        // 0 … ⌈1e300 / 2e299⌉ = 5 steps.
        let ticks = NiceTicks(lower: 0, upper: 1e300, count: 5)
        let expected = [0, 2e299, 4e299, 6e299, 8e299, 1e300]
        #expect(ticks.values.count == expected.count)
        for (value, wanted) in zip(ticks.values, expected) {
            #expect(abs(value - wanted) <= wanted * 1e-12)
        }
        #expect(ticks.stepMantissa == 2 && ticks.stepExponent == 299)
    }

    @Test func zeroSpanAtAPositiveValueStartsAtZero() {
        // 5…5 widens to 0…5: range nicenum(5) → 5; step nicenum(1.25) → 1.
        #expect(NiceTicks(lower: 5, upper: 5, count: 5).values == [0, 1, 2, 3, 4, 5])
        // −5…−5 widens to −5…0.
        #expect(NiceTicks(lower: -5, upper: -5, count: 5).values == [-5, -4, -3, -2, -1, 0])
    }

    @Test func allZerosGiveZeroToOne() {
        // 0…0 widens to 0…1: range 1; step nicenum(0.25) → 2.5 → 2 → 0.2; k × 2 / 10 for k = 0…5.
        #expect(NiceTicks(lower: 0, upper: 0, count: 5).values == [0, 0.2, 0.4, 0.6, 0.8, 1])
    }

    @Test func nonFiniteBoundsFallBackToZeroToOne() {
        #expect(NiceTicks(lower: .nan, upper: 3, count: 5).values == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(NiceTicks(lower: 0, upper: .infinity, count: 5).values == [0, 0.2, 0.4, 0.6, 0.8, 1])
    }

    @Test func spansBeyondDoubleRangeAreClamped() {
        // −1e308…1e308 would overflow (2e308 = ∞); both ends clamp to ±1e306 first.
        let ticks = NiceTicks(lower: -1e308, upper: 1e308, count: 5)
        #expect(ticks.values.allSatisfy { $0.isFinite })
        #expect(ticks.lower <= -1e306 && ticks.upper >= 1e306)
    }

    @Test func niceNumberRoundsAndCeils() {
        // Heckbert: round → <1.5 → 1, <3 → 2, <7 → 5, else 10; ceiling → ≤1, ≤2, ≤5, else 10.
        #expect(NiceTicks.niceNumber(1000, round: false) == (1, 3))
        #expect(NiceTicks.niceNumber(1499, round: true) == (1, 3))
        #expect(NiceTicks.niceNumber(2999, round: true) == (2, 3))
        #expect(NiceTicks.niceNumber(6999, round: true) == (5, 3))
        #expect(NiceTicks.niceNumber(7000, round: true) == (1, 4))
        #expect(NiceTicks.niceNumber(2001, round: false) == (5, 3))
    }

    @Test func countIsAtLeastTwo() {
        // count 0 is treated as 2: range nicenum(10) → 10; step nicenum(10/1) → 1 → (1, 1) = 10.
        #expect(NiceTicks(lower: 0, upper: 10, count: 0).values == [0, 10])
    }
}
