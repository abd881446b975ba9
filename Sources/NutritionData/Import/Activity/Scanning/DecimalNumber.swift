/// Decimal text to `Double` straight from bytes, correctly rounded: the one number conversion of the
/// readers (activity CSVs, export.xml attributes, Fitbit minutes, the storage folder's JSON and its
/// text fields).
///
/// Hand-written because the standard `Double(String)` needs a String per field (an allocation per row
/// on the hot path), and because it accepts more than a data file may hold (`nan`, `inf`, `0x1p3`).
/// Common values — at most 15 significant digits and a decimal exponent within ±22, so `179`, `1.5`,
/// `-0.25`, `1e3` — are converted exactly with one multiplication or division of two exact doubles
/// (Clinger's fast path: the digits form an integer below 2^53 and 10^k, k ≤ 22, is exact, so one IEEE
/// operation gives the correctly rounded result). Anything longer (`0.40000000000000002`) goes to the
/// standard library's correctly rounded conversion. Either way the result equals `Double(text)`.
enum DecimalNumber {
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The number written in `bytes` — `[+-]digits[.digits][(e|E)[+-]digits]`, digits on at least one
    /// side of the point (`.5` and `5.` are numbers), surrounding spaces allowed — or nil when the
    /// bytes are not such a number. Out of range is ±infinity and tiny is ±0, as with `Double(_:)`:
    /// callers that want a finite value check `isFinite`. Negative numbers are returned as such
    /// (callers reject them with a clear message).
    static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let base = bytes.baseAddress else { return nil }
        return value(base, count: bytes.count)
    }

    /// ``value(_:)`` of the `count` bytes at `bytes`.
    static func value(_ bytes: UnsafePointer<UInt8>, count: Int) -> Double? {
        var start = 0
        var end = count
        while start < end && bytes[start] == 0x20 { start += 1 }
        while end > start && bytes[end - 1] == 0x20 { end -= 1 }
        guard start < end else { return nil }
        var i = start
        var negative = false
        if bytes[i] == 0x2D {
            negative = true
            i += 1
        } else if bytes[i] == 0x2B {
            i += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var sawDigit = false
        var exact = true
        while i < end {
            let digit = bytes[i] &- 0x30
            guard digit < 10 else { break }
            sawDigit = true
            if mantissa == 0 && digit == 0 {
                // Leading zero: no significance.
            } else if significantDigits < 19 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
                significantDigits += 1
            } else {
                exponent += 1
                exact = false
            }
            i += 1
        }
        if i < end && bytes[i] == 0x2E {
            i += 1
            while i < end {
                let digit = bytes[i] &- 0x30
                guard digit < 10 else { break }
                sawDigit = true
                if mantissa == 0 && digit == 0 {
                    exponent -= 1
                } else if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(digit)
                    significantDigits += 1
                    exponent -= 1
                } else {
                    exact = false
                }
                i += 1
            }
        }
        guard sawDigit else { return nil }
        if i < end && (bytes[i] == 0x65 || bytes[i] == 0x45) {
            i += 1
            var exponentNegative = false
            if i < end && (bytes[i] == 0x2D || bytes[i] == 0x2B) {
                exponentNegative = bytes[i] == 0x2D
                i += 1
            }
            var written = 0
            var sawExponentDigit = false
            while i < end {
                let digit = bytes[i] &- 0x30
                guard digit < 10 else { break }
                sawExponentDigit = true
                if written < 100_000 { written = written * 10 + Int(digit) }
                i += 1
            }
            guard sawExponentDigit else { return nil }
            exponent += exponentNegative ? -written : written
        }
        guard i == end else { return nil }
        let value: Double
        if mantissa == 0 {
            value = 0
        } else if exact && significantDigits <= 15 && exponent >= -22 && exponent <= 22 {
            value = exponent >= 0 ? Double(mantissa) * powersOfTen[exponent] : Double(mantissa) / powersOfTen[-exponent]
        } else {
            // The syntax is checked above, so the standard conversion reads it (±infinity when out of range).
            let text = String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
            return Double(text)
        }
        return negative ? -value : value
    }
}
