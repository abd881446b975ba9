/// The byte cursor shared by ``JSONPullReader`` and ``JSONParser``: position, line, and the scanning
/// and decoding of scalars (strings, numbers, literals) exactly as RFC 8259 writes them.
///
/// Why JSON is read by hand here: Foundation's `JSONSerialization` (and `JSONDecoder`) give no position
/// for a value, so an impossible serving size deep inside a 4 MB history could only be reported as
/// "somewhere in the file"; NutriStats' errors name file, line and field. Working on the bytes also
/// lets the history be read as it streams by, without building a tree of boxed values: scanning the
/// 4.2 MB ten-year test history takes about 7 ms in a release build on the development machine.
struct JSONScanner {
    let input: UnsafeBufferPointer<UInt8>
    let file: String
    var i = 0
    var line: UInt32 = 1

    init(input: UnsafeBufferPointer<UInt8>, file: String) {
        self.input = input
        self.file = file
    }

    func error(_ problem: InputProblem) -> InputError {
        InputError(file: file, line: Int(line), problem: problem)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while i < input.count {
            switch input[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): i += 1
            case UInt8(ascii: "\n"):
                i += 1
                line += 1
            default: return
            }
        }
    }

    /// Scans a string starting at its opening quote.
    mutating func string() throws(InputError) -> JSONNode {
        let start = i + 1
        var j = start
        var hasEscapes = false
        while true {
            guard j < input.count else {
                throw error(.quotedTextNotClosed)
            }
            let byte = input[j]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                j = try escape(at: j)
            } else if byte < 0x20 {
                throw error(
                    "text in quotes holds the control character U+00\(Self.hex2(byte)); write it as an escape such as \\n"
                )
            } else if byte >= 0x80 {
                j = try utf8Sequence(at: j)
            } else {
                j += 1
            }
        }
        i = j + 1
        return JSONNode(kind: .string, start: start, end: j, line: line, hasEscapes: hasEscapes)
    }

    /// Validates the escape at `j` (a backslash) and returns the index after it.
    private func escape(at j: Int) throws(InputError) -> Int {
        guard j + 1 < input.count else {
            throw error(.quotedTextNotClosed)
        }
        switch input[j + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return j + 2
        case UInt8(ascii: "u"):
            guard let unit = hexUnit(at: j + 2) else {
                throw error("invalid escape \(snippet(from: j, length: 6)) in text; expected \\u and four hex digits")
            }
            if (0xDC00...0xDFFF).contains(unit) {
                throw error(
                    "invalid escape \(snippet(from: j, length: 6)) in text: a low surrogate without a high one before it"
                )
            }
            guard (0xD800...0xDBFF).contains(unit) else { return j + 6 }
            guard j + 7 < input.count, input[j + 6] == UInt8(ascii: "\\"), input[j + 7] == UInt8(ascii: "u"),
                let low = hexUnit(at: j + 8), (0xDC00...0xDFFF).contains(low)
            else {
                throw error(
                    "invalid escape \(snippet(from: j, length: 6)) in text: a high surrogate not followed by a low surrogate escape"
                )
            }
            return j + 12
        default:
            throw error(
                "invalid escape \(snippet(from: j, length: 2)) in text; allowed: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
            )
        }
    }

    private func hexUnit(at j: Int) -> UInt16? {
        guard j + 4 <= input.count else { return nil }
        var value: UInt16 = 0
        for k in j..<(j + 4) {
            guard let digit = Self.hexDigit(input[k]) else { return nil }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The value of four hex digits already validated.
    static func hexValue(_ input: UnsafeBufferPointer<UInt8>, at j: Int) -> UInt16 {
        var value: UInt16 = 0
        for k in j..<(j + 4) { value = value << 4 | UInt16(hexDigit(input[k]) ?? 0) }
        return value
    }

    /// Validates one multi-byte UTF-8 sequence starting at `j` and returns the index after it.
    private func utf8Sequence(at j: Int) throws(InputError) -> Int {
        let lead = input[j]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: throw error("text in quotes holds the byte 0x\(Self.hex2(lead)), which is not valid UTF-8")
        }
        guard j + length <= input.count else {
            throw error("text in quotes holds an incomplete UTF-8 sequence at the end of the file")
        }
        for k in 1..<length {
            let byte = input[j + k]
            let range = k == 1 ? low...high : 0x80...0xBF
            guard range.contains(byte) else {
                throw error(
                    "text in quotes holds the bytes 0x\(Self.hex2(lead)) 0x\(Self.hex2(byte)), which are not valid UTF-8"
                )
            }
        }
        return j + length
    }

    /// Scans a number per the RFC 8259 grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    mutating func number() throws(InputError) -> JSONNode {
        let start = i
        var j = i
        func digit(_ k: Int) -> Bool {
            k < input.count && input[k] >= UInt8(ascii: "0") && input[k] <= UInt8(ascii: "9")
        }
        if input[j] == UInt8(ascii: "-") { j += 1 }
        var valid = true
        if j < input.count, input[j] == UInt8(ascii: "0") {
            j += 1
        } else if digit(j) {
            while digit(j) { j += 1 }
        } else {
            valid = false
        }
        if valid, j < input.count, input[j] == UInt8(ascii: ".") {
            j += 1
            if digit(j) { while digit(j) { j += 1 } } else { valid = false }
        }
        if valid, j < input.count, input[j] == UInt8(ascii: "e") || input[j] == UInt8(ascii: "E") {
            j += 1
            if j < input.count, input[j] == UInt8(ascii: "+") || input[j] == UInt8(ascii: "-") { j += 1 }
            if digit(j) { while digit(j) { j += 1 } } else { valid = false }
        }
        if !valid || !isDelimiter(at: j) {
            throw error("invalid number \(describeToken()); expected digits such as 12, -0.5 or 1e3")
        }
        i = j
        return JSONNode(kind: .number, start: start, end: j, line: line)
    }

    /// Scans `true`, `false` or `null`.
    mutating func literal(_ word: StaticString, kind: JSONKind) throws(InputError) -> JSONNode {
        let length = word.utf8CodeUnitCount
        var matches = i + length <= input.count
        if matches {
            word.withUTF8Buffer { expected in
                for k in 0..<length where input[i + k] != expected[k] {
                    matches = false
                    return
                }
            }
        }
        guard matches, isDelimiter(at: i + length) else {
            throw error(.expected("a value", found: "\(describeToken())"))
        }
        let start = i
        i += length
        return JSONNode(kind: kind, start: start, end: i, line: line)
    }

    private func isDelimiter(at j: Int) -> Bool {
        guard j < input.count else { return true }
        switch input[j] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"),
            UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"):
            return true
        default:
            return false
        }
    }

    /// How the bytes at the cursor read in a message: `'NaN'`, `'}'`, `byte 0x89`, `the end of the file`.
    func describeToken() -> String {
        guard i < input.count else { return "the end of the file" }
        let first = input[i]
        guard first > 0x20, first < 0x7F else {
            if first >= 0x80 || first < 0x20 || first == 0x7F { return "the byte 0x\(Self.hex2(first))" }
            return "' '"
        }
        if first == UInt8(ascii: "'") { return "a single quote (JSON text uses double quotes)" }
        var j = i + 1
        let isWord = Self.isWordByte(first)
        if isWord {
            while j < input.count, j - i < 24, Self.isWordByte(input[j]) { j += 1 }
        }
        return "'" + String(decoding: input[i..<j], as: UTF8.self) + "'"
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"),
            UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    /// Up to `length` bytes from `j`, for messages about escapes (ASCII only, so always printable).
    private func snippet(from j: Int, length: Int) -> String {
        var end = j
        while end < input.count, end - j < length, input[end] >= 0x20, input[end] < 0x7F { end += 1 }
        return "'" + String(decoding: input[j..<end], as: UTF8.self) + "'"
    }

    static func hex2(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }

    /// The UTF-8 bytes a validated string node stands for, escapes decoded.
    static func decodedBytes(_ node: JSONNode, _ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let start = Int(node.start)
        let end = Int(node.end)
        guard node.hasEscapes else { return Array(input[start..<end]) }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var i = start
        while i < end {
            let byte = input[i]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                i += 1
                continue
            }
            let escaped = input[i + 1]
            i += 2
            switch escaped {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = UInt32(hexValue(input, at: i))
                i += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    // Validated: a low surrogate escape follows.
                    let low = UInt32(hexValue(input, at: i + 2))
                    i += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                appendUTF8(scalar, to: &out)
            default: out.append(escaped)  // " \ /
            }
        }
        return out
    }

    private static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            out.append(UInt8(scalar))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (scalar >> 6)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (scalar >> 12)))
            out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (scalar >> 18)))
            out.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    /// The decoded text of a validated string node.
    static func text(_ node: JSONNode, _ input: UnsafeBufferPointer<UInt8>) -> String {
        let start = Int(node.start)
        let end = Int(node.end)
        if !node.hasEscapes {
            return String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
        }
        return String(decoding: decodedBytes(node, input), as: UTF8.self)
    }

    /// The value of a validated number node, correctly rounded to the nearest `Double` (±infinity
    /// when out of range); `0.40000000000000002` reads exactly as `Double("0.40000000000000002")`.
    static func number(_ node: JSONNode, _ input: UnsafeBufferPointer<UInt8>) -> Double {
        DecimalNumber.value(UnsafeBufferPointer(rebasing: input[Int(node.start)..<Int(node.end)])) ?? .nan
    }

    /// A scalar as written in the file (strings with their quotes); containers as "an object" or "a list".
    static func sourceText(_ node: JSONNode, _ input: UnsafeBufferPointer<UInt8>) -> String {
        switch node.kind {
        case .object, .array:
            return node.kind.phrase
        case .string:
            return "\""
                + String(decoding: UnsafeBufferPointer(rebasing: input[Int(node.start)..<Int(node.end)]), as: UTF8.self)
                + "\""
        default:
            return String(
                decoding: UnsafeBufferPointer(rebasing: input[Int(node.start)..<Int(node.end)]), as: UTF8.self)
        }
    }
}
