/// A strict RFC 8259 JSON scanner that works on bytes and records the line of every value.
///
/// Why hand-written: Foundation's `JSONSerialization` (and `JSONDecoder`) report no position for a
/// value, so an impossible serving size deep inside a 4 MB history could only be reported as "somewhere
/// in the file"; NutriStats' errors name file, line and field. Keeping values as byte ranges in a flat
/// node list also means a ten-year history is scanned in a few milliseconds without building a tree of
/// boxed objects.
///
/// What it accepts: exactly RFC 8259 — no comments, no trailing commas, no control characters or
/// invalid escapes in strings, no invalid UTF-8 (overlong forms, encoded surrogates, code points above
/// U+10FFFF), `\uXXXX` surrogate pairs only when paired. A UTF-8 byte order mark at the very start is
/// skipped. Nesting deeper than `maxDepth` is an error; the scanner keeps its own stack, so deep input
/// cannot exhaust the call stack. Keys that repeat within one object are recorded on the later key
/// (see ``JSONMember/firstLineOfKey``) so the reader decides what to do with them.
struct JSONParser {
    /// The file name used in errors.
    let file: String
    /// Deepest nesting of objects and arrays allowed.
    let maxDepth: Int

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    /// Scans `input` into a node list in document order.
    func parse(_ input: UnsafeBufferPointer<UInt8>) throws(InputError) -> [JSONNode] {
        guard input.count < Int(UInt32.max) else {
            throw InputError(file: file, problem: "the file is larger than 4 GB; expected a Nutrition storage file")
        }
        var scanner = Scanner(input: input, file: file)
        if input.count >= 2, (input[0] == 0xFF && input[1] == 0xFE) || (input[0] == 0xFE && input[1] == 0xFF) {
            throw InputError(file: file, line: 1, problem: "the file is UTF-16 text; expected JSON in UTF-8")
        }
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { scanner.i = 3 }
        scanner.skipWhitespace()
        if scanner.i == input.count {
            throw InputError(file: file, line: Int(scanner.line), problem: "the file is empty; expected a JSON value")
        }

        var nodes: [JSONNode] = []
        nodes.reserveCapacity(input.count / 8 + 4)
        var stack: [Int] = []
        stack.reserveCapacity(maxDepth)
        var keys: [Int] = []

        outer: while true {
            // A value starts at scanner.i (whitespace already skipped).
            guard scanner.i < input.count else { throw scanner.error("expected a value, found the end of the file (is it cut short?)") }
            let byte = input[scanner.i]
            let line = scanner.line
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < maxDepth else {
                    throw scanner.error("objects and lists are nested deeper than \(maxDepth) levels")
                }
                let isObject = byte == UInt8(ascii: "{")
                let index = nodes.count
                nodes.append(JSONNode(start: UInt32(scanner.i), end: 0, line: line, next: 0, count: 0,
                                      kind: isObject ? .object : .array, hasEscapes: false))
                scanner.i += 1
                scanner.skipWhitespace()
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if scanner.i < input.count, input[scanner.i] == closer {
                    scanner.i += 1
                    nodes[index].end = UInt32(scanner.i)
                    nodes[index].next = UInt32(nodes.count)
                } else {
                    stack.append(index)
                    if isObject { try scanKey(&scanner, &nodes, afterComma: false) }
                    continue outer
                }
            case Self.quote:
                nodes.append(try scanner.string(index: nodes.count))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                nodes.append(try scanner.number(index: nodes.count))
            case UInt8(ascii: "t"):
                nodes.append(try scanner.literal("true", kind: .true, index: nodes.count))
            case UInt8(ascii: "f"):
                nodes.append(try scanner.literal("false", kind: .false, index: nodes.count))
            case UInt8(ascii: "n"):
                nodes.append(try scanner.literal("null", kind: .null, index: nodes.count))
            default:
                throw scanner.error("expected a value, found \(scanner.describeToken())")
            }

            // A value just ended: continue its container, close it, or finish the document.
            while true {
                scanner.skipWhitespace()
                guard let top = stack.last else {
                    if scanner.i < input.count {
                        throw scanner.error("expected the end of the file after the JSON value, found \(scanner.describeToken())")
                    }
                    break outer
                }
                nodes[top].count += 1
                let isObject = nodes[top].kind == .object
                guard scanner.i < input.count else {
                    throw scanner.error(isObject
                        ? "expected ',' or '}' after an object member, found the end of the file (is it cut short?)"
                        : "expected ',' or ']' after a list element, found the end of the file (is it cut short?)")
                }
                let next = input[scanner.i]
                if next == UInt8(ascii: ",") {
                    scanner.i += 1
                    scanner.skipWhitespace()
                    if isObject {
                        try scanKey(&scanner, &nodes, afterComma: true)
                    } else if scanner.i < input.count, input[scanner.i] == UInt8(ascii: "]") {
                        throw scanner.error("expected a value after ',', found ']' (a trailing comma is not JSON)")
                    }
                    continue outer
                }
                if next == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    scanner.i += 1
                    nodes[top].end = UInt32(scanner.i)
                    nodes[top].next = UInt32(nodes.count)
                    stack.removeLast()
                    if isObject { markRepeatedKeys(of: top, in: &nodes, input: input, scratch: &keys) }
                    continue
                }
                throw scanner.error(isObject
                    ? "expected ',' or '}' after an object member, found \(scanner.describeToken())"
                    : "expected ',' or ']' after a list element, found \(scanner.describeToken())")
            }
        }
        return nodes
    }

    /// Scans `"key" :` and leaves the scanner at the member's value.
    private func scanKey(_ scanner: inout Scanner, _ nodes: inout [JSONNode], afterComma: Bool) throws(InputError) {
        guard scanner.i < scanner.input.count else {
            throw scanner.error("expected a key in double quotes, found the end of the file (is it cut short?)")
        }
        let byte = scanner.input[scanner.i]
        if byte != Self.quote {
            if afterComma, byte == UInt8(ascii: "}") {
                throw scanner.error("expected a key after ',', found '}' (a trailing comma is not JSON)")
            }
            throw scanner.error("expected a key in double quotes, found \(scanner.describeToken())")
        }
        nodes.append(try scanner.string(index: nodes.count))
        scanner.skipWhitespace()
        guard scanner.i < scanner.input.count, scanner.input[scanner.i] == UInt8(ascii: ":") else {
            let found = scanner.i < scanner.input.count ? scanner.describeToken() : "the end of the file"
            throw scanner.error("expected ':' after a key, found \(found)")
        }
        scanner.i += 1
        scanner.skipWhitespace()
    }

    /// Records, on each key that repeats an earlier key of the object at `index`, the line of the
    /// first occurrence. Keys are compared by their decoded bytes (so `"a"` and `"\u0061"` are equal).
    private func markRepeatedKeys(
        of index: Int, in nodes: inout [JSONNode], input: UnsafeBufferPointer<UInt8>, scratch keys: inout [Int]
    ) {
        keys.removeAll(keepingCapacity: true)
        var k = index + 1
        let end = Int(nodes[index].next)
        while k < end {
            keys.append(k)
            k = Int(nodes[k + 1].next)
        }
        if keys.count < 2 { return }
        if keys.count <= 16 {
            for later in 1..<keys.count {
                for earlier in 0..<later where Self.sameText(nodes[keys[earlier]], nodes[keys[later]], input) {
                    nodes[keys[later]].count = nodes[keys[earlier]].line
                    break
                }
            }
        } else {
            var firstLines: [[UInt8]: UInt32] = [:]
            firstLines.reserveCapacity(keys.count)
            for key in keys {
                let text = Self.decodedBytes(nodes[key], input)
                if let first = firstLines[text] {
                    nodes[key].count = first
                } else {
                    firstLines[text] = nodes[key].line
                }
            }
        }
    }

    private static func sameText(_ a: JSONNode, _ b: JSONNode, _ input: UnsafeBufferPointer<UInt8>) -> Bool {
        if !a.hasEscapes && !b.hasEscapes {
            let length = Int(a.end - a.start)
            guard length == Int(b.end - b.start) else { return false }
            for offset in 0..<length where input[Int(a.start) + offset] != input[Int(b.start) + offset] {
                return false
            }
            return true
        }
        return decodedBytes(a, input) == decodedBytes(b, input)
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
            guard byte == backslash else {
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
                var scalar = UInt32(Scanner.hexValue(input, at: i))
                i += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    // Validated: a low surrogate escape follows.
                    let low = UInt32(Scanner.hexValue(input, at: i + 2))
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
}

/// The byte cursor of ``JSONParser``: position, line, and the scanning of scalars.
private struct Scanner {
    let input: UnsafeBufferPointer<UInt8>
    let file: String
    var i = 0
    var line: UInt32 = 1

    init(input: UnsafeBufferPointer<UInt8>, file: String) {
        self.input = input
        self.file = file
    }

    func error(_ problem: String) -> InputError {
        InputError(file: file, line: Int(line), problem: problem)
    }

    mutating func skipWhitespace() {
        while i < input.count {
            switch input[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): i += 1
            case UInt8(ascii: "\n"): i += 1; line += 1
            default: return
            }
        }
    }

    /// Scans a string starting at its opening quote.
    mutating func string(index: Int) throws(InputError) -> JSONNode {
        let start = i + 1
        var j = start
        var hasEscapes = false
        while true {
            guard j < input.count else {
                throw error("text in quotes is not closed before the end of the file (is it cut short?)")
            }
            let byte = input[j]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                j = try escape(at: j)
            } else if byte < 0x20 {
                throw error("text in quotes holds the control character U+00\(Self.hex2(byte)); write it as an escape such as \\n")
            } else if byte >= 0x80 {
                j = try utf8Sequence(at: j)
            } else {
                j += 1
            }
        }
        i = j + 1
        return JSONNode(start: UInt32(start), end: UInt32(j), line: line, next: UInt32(index + 1), count: 0,
                        kind: .string, hasEscapes: hasEscapes)
    }

    /// Validates the escape at `j` (a backslash) and returns the index after it.
    private func escape(at j: Int) throws(InputError) -> Int {
        guard j + 1 < input.count else {
            throw error("text in quotes is not closed before the end of the file (is it cut short?)")
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
                throw error("invalid escape \(snippet(from: j, length: 6)) in text: a low surrogate without a high one before it")
            }
            guard (0xD800...0xDBFF).contains(unit) else { return j + 6 }
            guard j + 7 < input.count, input[j + 6] == UInt8(ascii: "\\"), input[j + 7] == UInt8(ascii: "u"),
                  let low = hexUnit(at: j + 8), (0xDC00...0xDFFF).contains(low) else {
                throw error("invalid escape \(snippet(from: j, length: 6)) in text: a high surrogate not followed by a low surrogate escape")
            }
            return j + 12
        default:
            throw error("invalid escape \(snippet(from: j, length: 2)) in text; allowed: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
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
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw error("text in quotes holds the byte 0x\(Self.hex2(lead)), which is not valid UTF-8")
        }
        guard j + length <= input.count else {
            throw error("text in quotes holds an incomplete UTF-8 sequence at the end of the file")
        }
        for k in 1..<length {
            let byte = input[j + k]
            let range = k == 1 ? low...high : 0x80...0xBF
            guard range.contains(byte) else {
                throw error("text in quotes holds the bytes 0x\(Self.hex2(lead)) 0x\(Self.hex2(byte)), which are not valid UTF-8")
            }
        }
        return j + length
    }

    /// Scans a number per the RFC 8259 grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    mutating func number(index: Int) throws(InputError) -> JSONNode {
        let start = i
        var j = i
        func digit(_ k: Int) -> Bool { k < input.count && input[k] >= UInt8(ascii: "0") && input[k] <= UInt8(ascii: "9") }
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
        return JSONNode(start: UInt32(start), end: UInt32(j), line: line, next: UInt32(index + 1), count: 0, kind: .number, hasEscapes: false)
    }

    /// Scans `true`, `false` or `null`.
    mutating func literal(_ word: StaticString, kind: JSONKind, index: Int) throws(InputError) -> JSONNode {
        let length = word.utf8CodeUnitCount
        var matches = i + length <= input.count
        if matches {
            word.withUTF8Buffer { expected in
                for k in 0..<length where input[i + k] != expected[k] { matches = false; return }
            }
        }
        guard matches, isDelimiter(at: i + length) else {
            throw error("expected a value, found \(describeToken())")
        }
        let start = i
        i += length
        return JSONNode(start: UInt32(start), end: UInt32(i), line: line, next: UInt32(index + 1), count: 0, kind: kind, hasEscapes: false)
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
}
