import PropertyBased
import Testing

@testable import NutritionData

/// The one number conversion, on what each former caller gave it: activity CSV cells, export.xml and
/// Fitbit values (`ByteNumber`: spaces, a sign, bad text), and JSON numbers and storage text fields
/// (`DecimalConversion`: correctly rounded long forms, -0, out of range).
@Suite struct DecimalNumberTests {
    func number(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { DecimalNumber.value($0) }
    }

    @Test func activityCellsAndAttributes() {
        #expect(number("0") == 0)
        #expect(number("329") == 329)
        #expect(number("12.5") == 12.5)
        #expect(number("0.05") == 0.05)
        #expect(number("1e3") == 1000)
        #expect(number("1.5E-2") == 0.015)
        #expect(number(" 7 ") == 7)
        #expect(number("+3") == 3)
        #expect(number("-2") == -2)
        #expect(number(".5") == 0.5)
        #expect(number("5.") == 5)
        #expect(number("12345678901234567890") == 12345678901234567168.0)  // the nearest Double to 12345678901234567890
        for bad in [
            "", " ", ".", "e3", "1e", "abc", "1,5", "1.2.3", "nan", "inf", "--1", "0x10", "0x1p3", "1 2", "\t1",
        ] {
            #expect(number(bad) == nil, "\(bad)")
        }
    }

    @Test func jsonNumbersAndTextFields() {
        // The fast path: digits and 10^k both exact, one correctly rounded operation.
        #expect(number("1.5") == 1.5)
        #expect(number("-0.25") == -0.25)
        #expect(number("179") == 179)
        #expect(number("0.1") == 0.1)
        #expect(number("-0")?.sign == .minus)
        // The general path: more than 15 significant digits, or an exponent beyond 10^22.
        #expect(number("0.40000000000000002") == 0.4)
        #expect(number("9007199254740993") == 9_007_199_254_740_992)  // rounds to even
        #expect(number("1e23") == 1e23)
        // Out of range is infinity (callers say "expected a finite number"), tiny is zero, as Double(_:).
        #expect(number("1e400") == .infinity)
        #expect(number("-1e400") == -.infinity)
        #expect(number("1e-400") == 0)
        // A buffer with no base address (an empty slice) is no number.
        #expect(DecimalNumber.value(UnsafeBufferPointer(start: nil, count: 0)) == nil)
    }

    /// Any decimal with up to 20 digits and up to 25 of them after the point, with or without an
    /// exponent, converts exactly as `Double(_:)` does.
    @Test func agreesWithTheStandardLibrary() async {
        await propertyCheck(count: 2000, input: Gen.uint64(), Gen.int(in: 0...25), Gen.int(in: -40...40), Gen.bool) {
            digits, point, exponent, negative in
            var text = String(digits % 100_000_000_000_000_000)
            let position = min(point, text.count)
            if position > 0 {
                text = String(text.dropLast(position)) + "." + String(text.suffix(position))
                if text.hasPrefix(".") { text = "0" + text }
            }
            if negative { text = "-" + text }
            if exponent % 3 == 0 { text += "e\(exponent)" }
            #expect(number(text) == Double(text), "\(text)")
        }
    }

    /// Every text of up to six bytes from digits, the point and the bytes next to the digits (`/` and
    /// `:`), and a sample of longer ones: the word-at-a-time reading of short cells and the byte loop
    /// of longer ones agree with `Double(_:)` on what is a number and what is not.
    @Test func shortPlainTextsAgreeWithTheStandardLibrary() async {
        let alphabet: [Character] = ["0", "1", "7", "9", ".", "/", ":"]
        func expected(_ text: String) -> Double? {
            let digits = text.filter(\.isNumber).count
            let points = text.filter { $0 == "." }.count
            guard digits > 0, points <= 1, digits + points == text.count else { return nil }
            return Double(text)
        }
        var texts: [String] = [""]
        var all: [String] = []
        for _ in 1...6 {
            texts = texts.flatMap { text in alphabet.map { text + String($0) } }
            all += texts
        }
        for text in all where number(text) != expected(text) {
            Issue.record("\(text): \(String(describing: number(text))), expected \(String(describing: expected(text)))")
        }
        await propertyCheck(count: 3000, input: Gen.int(in: 7...17), Gen.uint64(), Gen.int(in: -1...17)) {
            length, digits, point in
            var text = String(String(digits).prefix(length))
            while text.count < length { text = "0" + text }
            if point >= 0 && point <= text.count {
                text.insert(".", at: text.index(text.startIndex, offsetBy: point))
            }
            #expect(number(text) == expected(text), "\(text)")
        }
    }

    @Test func shortestTextRoundTripsExactly() async {
        // Swift prints the shortest text that reads back as the same double; it must read back exactly.
        await propertyCheck(input: Gen.double(in: 0...1e9)) { value in
            #expect(number("\(value)") == value)
        }
    }
}
