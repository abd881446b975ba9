/// Decodes the entity and character references of an XML attribute value: `&lt;` `&gt;` `&amp;`
/// `&quot;` `&apos;`, `&#NNN;` and `&#xHH;`.
///
/// Called only for values that contain `&` (found while the value was scanned), so the common value
/// costs nothing. An unknown or malformed reference is kept as written (the scanner does not
/// validate XML, see ``ExportElementScanner``); a character reference to no valid scalar (0,
/// surrogates, beyond U+10FFFF) becomes U+FFFD. O(n) in the value's length; writes into a buffer
/// the caller reuses.
enum XMLEntityDecoder {
    /// Writes the decoded `bytes[0..<count]` into `out` (cleared first).
    static func decode(_ bytes: UnsafePointer<UInt8>, count: Int, into out: inout PlainBuffer<UInt8>) {
        out.removeAll()
        var i = 0
        while i < count {
            let byte = bytes[i]
            guard byte == 0x26 else {
                out.append(byte)
                i += 1
                continue
            }
            // Find the ';' within a short distance (the longest reference is &#x10FFFF;).
            var end = i + 1
            while end < count && end - i <= 10 && bytes[end] != 0x3B { end += 1 }
            guard end < count, bytes[end] == 0x3B, reference(bytes + i + 1, count: end - i - 1, into: &out) != nil
            else {
                out.append(byte)
                i += 1
                continue
            }
            i = end + 1
        }
    }

    /// A decoded String of `bytes[0..<count]` (invalid UTF-8 repaired).
    static func string(_ bytes: UnsafePointer<UInt8>, count: Int) -> String {
        var out = PlainBuffer<UInt8>(capacity: count)
        defer { out.free() }
        decode(bytes, count: count, into: &out)
        return String(decoding: UnsafeBufferPointer(start: out.base, count: out.count), as: UTF8.self)
    }

    /// Appends the reference named by `name[0..<count]` (between `&` and `;`); nil when unknown.
    private static func reference(_ name: UnsafePointer<UInt8>, count: Int, into out: inout PlainBuffer<UInt8>) -> Bool?
    {
        func named(_ text: StaticString) -> Bool {
            count == text.utf8CodeUnitCount && (0..<count).allSatisfy { name[$0] == text.utf8Start[$0] }
        }
        if named("lt") {
            out.append(0x3C)
            return true
        }
        if named("gt") {
            out.append(0x3E)
            return true
        }
        if named("amp") {
            out.append(0x26)
            return true
        }
        if named("quot") {
            out.append(0x22)
            return true
        }
        if named("apos") {
            out.append(0x27)
            return true
        }
        guard count >= 2, name[0] == 0x23 else { return nil }
        var scalar: UInt32 = 0
        if name[1] == 0x78 || name[1] == 0x58 {
            guard count >= 3 else { return nil }
            for k in 2..<count {
                let c = name[k]
                let digit: UInt32
                switch c {
                case 0x30...0x39: digit = UInt32(c - 0x30)
                case 0x61...0x66: digit = UInt32(c - 0x61 + 10)
                case 0x41...0x46: digit = UInt32(c - 0x41 + 10)
                default: return nil
                }
                scalar = scalar &* 16 &+ digit
                if scalar > 0x10FFFF { scalar = 0x110000 }
            }
        } else {
            for k in 1..<count {
                let c = name[k]
                guard c >= 0x30 && c <= 0x39 else { return nil }
                scalar = scalar &* 10 &+ UInt32(c - 0x30)
                if scalar > 0x10FFFF { scalar = 0x110000 }
            }
        }
        let character = scalar == 0 ? nil : Unicode.Scalar(scalar)
        for unit in String(character ?? "\u{FFFD}").utf8 { out.append(unit) }
        return true
    }
}
