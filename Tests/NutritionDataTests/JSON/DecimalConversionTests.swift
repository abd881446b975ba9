@testable import NutritionData
import PropertyBased
import Testing

@Suite struct DecimalConversionTests {
    func convert(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { DecimalConversion.double($0) }
    }

    @Test func knownValues() {
        // The fast path: digits / 10^decimals, both exact, one correctly rounded division.
        #expect(convert("1.5") == 1.5)
        #expect(convert("-0.25") == -0.25)
        #expect(convert("179") == 179)
        #expect(convert("0.1") == 0.1)
        #expect(convert("-0")?.sign == .minus)
        // The general path: more than 15 significant digits, or an exponent.
        #expect(convert("0.40000000000000002") == 0.4)
        #expect(convert("1e3") == 1000)
        #expect(convert("9007199254740993") == 9_007_199_254_740_992)  // rounds to even
    }

    /// Any decimal with up to 20 digits and up to 25 of them after the point converts exactly as
    /// `Double(_:)` does.
    @Test func agreesWithTheStandardLibrary() async {
        await propertyCheck(count: 2000, input: Gen.uint64(), Gen.int(in: 0...25), Gen.bool) { digits, point, negative in
            var text = String(digits % 100_000_000_000_000_000)
            let position = min(point, text.count)
            if position > 0 {
                text = String(text.dropLast(position)) + "." + String(text.suffix(position))
                if text.hasPrefix(".") { text = "0" + text }
            }
            if negative { text = "-" + text }
            #expect(convert(text) == Double(text), "\(text)")
        }
    }
}
