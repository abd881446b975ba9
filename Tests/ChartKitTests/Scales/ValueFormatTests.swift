import ChartKit
import Testing

@Suite struct ValueFormatTests {
    @Test func plainGroupsThousandsAndPicksDecimalsByMagnitude() {
        #expect(ValueFormat.plain.string(2000) == "2,000")
        #expect(ValueFormat.plain.string(1_234_567.891) == "1,234,568")  // ≥ 100: no decimals
        #expect(ValueFormat.plain.string(12.345) == "12.3")  // ≥ 10: one decimal (123.45 → 123)
        #expect(ValueFormat.plain.string(3.14159) == "3.14")  // < 10: two decimals
        #expect(ValueFormat.plain.string(0.5) == "0.5")  // trailing zero dropped
        #expect(ValueFormat.plain.string(2) == "2")
        #expect(ValueFormat.plain.string(-1500) == "−1,500")  // U+2212 minus
        #expect(ValueFormat.plain.string(-0.001) == "0")  // rounds to zero: no minus sign
    }

    @Test func ticksUseTheStepsDecimals() {
        // NiceTicks(0, 1): step 0.2 → one decimal for every tick.
        #expect(
            ValueFormat.plain.tickLabels(NiceTicks(lower: 0, upper: 1, count: 5)) == [
                "0.0", "0.2", "0.4", "0.6", "0.8", "1.0",
            ])
        #expect(
            ValueFormat.plain.tickLabels(NiceTicks(lower: 0, upper: 2340, count: 5)) == [
                "0", "1,000", "2,000", "3,000",
            ])
    }

    @Test func compact() {
        #expect(ValueFormat.compact.string(999) == "999")
        #expect(ValueFormat.compact.string(1200) == "1.2k")
        #expect(ValueFormat.compact.string(1_000_000) == "1M")
        #expect(ValueFormat.compact.string(999_950) == "1M")  // 0.99995 M rounds to 1.0 → "1M", not "1000k"
        #expect(ValueFormat.compact.string(2_500_000_000) == "2.5G")
        #expect(ValueFormat.compact.string(-1500) == "−1.5k")
        #expect(ValueFormat.compact.string(1e300) == "1e300")
    }

    @Test func compactTicksShareOneSuffix() {
        // NiceTicks(1800, 2800, 6): range 1000, step nicenum(200) → 200; suffix k (largest 2,800),
        // decimals 3 − 2 = 1.
        let ticks = NiceTicks(lower: 1800, upper: 2800, count: 6)
        #expect(ticks.values == [1800, 2000, 2200, 2400, 2600, 2800])
        #expect(ValueFormat.compact.tickLabels(ticks) == ["1.8k", "2.0k", "2.2k", "2.4k", "2.6k", "2.8k"])
        // 0…15,000 in 5,000s: decimals 3 − 3 = 0; zero stays "0".
        #expect(
            ValueFormat.compact.tickLabels(NiceTicks(lower: 0, upper: 15_000, count: 4)) == ["0", "5k", "10k", "15k"])
    }

    @Test func percentAndUnits() {
        #expect(ValueFormat.percent.string(45) == "45 %")
        #expect(ValueFormat.percent.string(132.4) == "132 %")
        #expect(ValueFormat.unit("kcal").string(2000) == "2,000 kcal")
        #expect(ValueFormat(style: .compact, unit: "steps").string(12_300) == "12.3k steps")
    }

    @Test func scientificForHugePlainValues() {
        #expect(ValueFormat.plain.string(1e300) == "1e300")
        #expect(ValueFormat.plain.string(1.5e20) == "1.5e20")
        #expect(ValueFormat.plain.string(-2.25e18) == "−2.25e18")
    }

    @Test func nonFiniteValuesHaveSymbols() {
        #expect(ValueFormat.plain.string(.nan) == "–")
        #expect(ValueFormat.plain.string(.infinity) == "∞")
        #expect(ValueFormat.plain.string(-.infinity) == "−∞")
    }

    @Test func fixedDecimals() {
        #expect(ValueFormat(decimals: 2).string(1.5) == "1.50")
        #expect(ValueFormat(style: .percent, decimals: 1).string(33.333) == "33.3 %")
    }
}
