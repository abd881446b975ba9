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
        if let plain = plainValue(bytes, count: count) { return plain }
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
            value = exponent >= 0 ? Double(mantissa) * powerOfTen(exponent) : Double(mantissa) / powerOfTen(-exponent)
        } else {
            // The syntax is checked above, so the standard conversion reads it (±infinity when out of range).
            let text = String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
            return Double(text)
        }
        return negative ? -value : value
    }

    /// The value of the most common form alone — `digits[.digits]`, at most 15 digits, nothing else
    /// (`6.05`, `439.59`, `12`) — or nil for anything else, which ``value(_:count:)`` reads by the
    /// whole syntax. At most 15 digits make an integer below 2^53 and the point at most 15 places from
    /// the end, so one division of two exact doubles gives the correctly rounded value, as the general
    /// path does. A food log's cells are almost all of this form, and the general path was a sixth of
    /// reading one (profiled); up to eight bytes are read as one word (``eightBytesValue(_:count:)``).
    @inline(__always)
    private static func plainValue(_ bytes: UnsafePointer<UInt8>, count: Int) -> Double? {
        if count <= 8 { return eightBytesValue(bytes, count: count) }
        guard count <= 16 else { return nil }
        var mantissa: UInt64 = 0
        var point = -1
        for i in 0..<count {
            let digit = bytes[i] &- 0x30
            if digit < 10 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
            } else if bytes[i] == 0x2E && point < 0 {
                point = i
            } else {
                return nil
            }
        }
        let digits = point < 0 ? count : count - 1
        guard digits > 0 && digits <= 15 else { return nil }
        return point < 0 ? Double(mantissa) : Double(mantissa) / powerOfTen(count - 1 - point)
    }

    /// ``plainValue(_:count:)`` of 1 to 8 bytes, without a loop or a branch per byte: the bytes are
    /// loaded as one little-endian word, the point found and taken out, every other byte checked to be
    /// a digit, and the digits combined pairwise in three multiplications (the eight-digit SWAR
    /// method). Variable-length numbers made the byte loop's branches mispredict on every cell.
    @inline(__always)
    private static func eightBytesValue(_ bytes: UnsafePointer<UInt8>, count: Int) -> Double? {
        guard count > 0 else { return nil }
        // Byte i of the text is byte i of the word. Two loads that may overlap cover 4 to 8 bytes
        // (their common bytes are the same), three single bytes cover 1 to 3.
        var word: UInt64
        if count >= 4 {
            let first = UInt64(UInt32(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt32.self)))
            let last = UInt64(UInt32(littleEndian: UnsafeRawPointer(bytes + count - 4).loadUnaligned(as: UInt32.self)))
            word = first | last << (8 * (count - 4))
        } else {
            word =
                UInt64(bytes[0]) | UInt64(bytes[count >> 1]) << (8 * (count >> 1))
                | UInt64(bytes[count - 1]) << (8 * (count - 1))
        }
        let ones: UInt64 = 0x0101_0101_0101_0101
        // The point: at most one, taken out by moving the bytes after it down one place.
        let points = ByteWords.zeroBytes(word ^ (0x2E &* ones)) & ByteWords.byteMask(count)
        var digits = count
        var fraction = 0
        if points != 0 {
            guard points & (points &- 1) == 0 else { return nil }
            let point = points.trailingZeroBitCount >> 3
            word = word & ByteWords.byteMask(point) | (word >> (8 * (point + 1))) << (8 * point)
            digits = count - 1
            fraction = count - 1 - point
            guard digits > 0 else { return nil }
        }
        // Every byte left a digit, 0x30...0x39: its high half 3, and still 3 after adding 6.
        let used = ByteWords.byteMask(digits)
        let high: UInt64 = 0xF0 &* ones
        guard (word & high ^ 0x30 &* ones) & used == 0, ((word &+ 0x06 &* ones) & high ^ 0x30 &* ones) & used == 0
        else { return nil }
        // The digits moved to the word's top, leading '0's below them: the first digit most significant.
        word = word << (8 * (8 - digits)) | (0x30 &* ones) >> (8 * digits)
        var value = word & (0x0F &* ones)
        value = (value &* (10 << 8 + 1)) >> 8
        value = ((value & 0x00FF_00FF_00FF_00FF) &* (100 << 16 + 1)) >> 16
        value = ((value & 0x0000_FFFF_0000_FFFF) &* (10000 << 32 + 1)) >> 32
        return fraction == 0 ? Double(value) : Double(value) / powerOfTen(fraction)
    }

    /// 10^k exactly, for k in 0...22, the powers of ten a double holds exactly (a switch, not a table:
    /// no global to initialise on each call).
    @inline(__always)
    private static func powerOfTen(_ k: Int) -> Double {
        switch k {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }
}
