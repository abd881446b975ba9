/// Decimal text to `Double`, correctly rounded.
///
/// The common short forms (`179`, `1.5`, `-0.25`, at most 15 significant digits and 22 decimals, no
/// exponent) take the exact fast path: the digits form an integer below 2^53 and 10^k (k ≤ 22) is a
/// power of ten that a `Double` holds exactly, so one IEEE division gives the correctly rounded result
/// (Clinger's fast path). Everything else (`0.40000000000000002`, `1e3`) goes to the standard
/// library's correctly rounded conversion. Either way the result equals `Double(text)`.
enum DecimalConversion {
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// The value of `bytes`, which must already be a valid decimal (`-?digits(.digits)?([eE][+-]?digits)?`,
    /// as a JSON number, or with a leading `+` or a bare leading or trailing point); nil if the standard
    /// conversion rejects it.
    static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa = 0
        var significant = 0
        var decimals = 0
        var afterPoint = false
        var fast = index < bytes.count
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") && !afterPoint {
                afterPoint = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                if mantissa != 0 || byte != UInt8(ascii: "0") { significant += 1 }
                mantissa = mantissa &* 10 &+ Int(byte &- UInt8(ascii: "0"))
                if afterPoint { decimals += 1 }
            } else {
                fast = false  // an exponent or anything unexpected
                break
            }
            index += 1
        }
        if fast, significant <= 15, decimals <= 22 {
            let magnitude = Double(mantissa) / powersOfTen[decimals]
            return negative ? -magnitude : magnitude
        }
        return Double(String(decoding: bytes, as: UTF8.self))
    }
}
