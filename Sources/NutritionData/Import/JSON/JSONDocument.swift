/// A parsed JSON text: the bytes it was read from and one node per value, each with its line.
///
/// Values are reached through ``root`` as ``JSONValue`` views; text and numbers are decoded from the
/// bytes only when asked for. See ``JSONParser`` for what is accepted and why it is hand-written.
public final class JSONDocument: Sendable {
    /// The file name used in errors.
    public let file: String
    let bytes: [UInt8]
    let nodes: [JSONNode]

    /// The deepest nesting of objects and lists accepted by default.
    public static let defaultMaxDepth = 64

    /// Parses `bytes` (UTF-8, an optional byte order mark first) as one JSON value.
    ///
    /// - Throws: an ``InputError`` of kind `.data` naming `file` and the line of the first problem.
    public init(bytes: [UInt8], file: String, maxDepth: Int = JSONDocument.defaultMaxDepth) throws(InputError) {
        self.file = file
        self.bytes = bytes
        let parser = JSONParser(file: file, maxDepth: maxDepth)
        let result: Result<[JSONNode], InputError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(InputError) {
                return .success(try parser.parse(buffer))
            } catch {
                return .failure(error)
            }
        }
        self.nodes = try result.get()
    }

    /// Parses UTF-8 text (convenient in tests).
    public convenience init(text: String, file: String, maxDepth: Int = JSONDocument.defaultMaxDepth) throws(InputError) {
        try self.init(bytes: Array(text.utf8), file: file, maxDepth: maxDepth)
    }

    /// The top-level value.
    public var root: JSONValue { JSONValue(document: self, index: 0) }

    /// The decoded text of the string node at `index`.
    func text(at index: Int) -> String {
        let node = nodes[index]
        if !node.hasEscapes {
            return String(decoding: bytes[Int(node.start)..<Int(node.end)], as: UTF8.self)
        }
        let decoded = bytes.withUnsafeBufferPointer { JSONParser.decodedBytes(node, $0) }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The value of the number node at `index`, correctly rounded to the nearest `Double`
    /// (±infinity when out of range).
    func number(at index: Int) -> Double {
        let node = nodes[index]
        let start = Int(node.start)
        let end = Int(node.end)
        // Fast path: integers of up to 15 digits are exact in a Double and need no general parser.
        var k = start
        let negative = bytes[k] == UInt8(ascii: "-")
        if negative { k += 1 }
        if end - k <= 15 {
            var value = 0
            var integral = true
            while k < end {
                let digit = Int(bytes[k]) - 48
                guard digit >= 0, digit <= 9 else { integral = false; break }
                value = value * 10 + digit
                k += 1
            }
            if integral { return negative ? -Double(value) : Double(value) }
        }
        // Everything else goes through the standard library's correctly rounded conversion, so
        // 0.40000000000000002 reads exactly as `Double("0.40000000000000002")` does.
        return Double(String(decoding: bytes[start..<end], as: UTF8.self)) ?? .nan
    }

    /// The bytes of a scalar as written in the file.
    func sourceText(at index: Int) -> String {
        let node = nodes[index]
        switch node.kind {
        case .string:
            return "\"" + String(decoding: bytes[Int(node.start)..<Int(node.end)], as: UTF8.self) + "\""
        case .object, .array:
            return node.kind.phrase
        default:
            return String(decoding: bytes[Int(node.start)..<Int(node.end)], as: UTF8.self)
        }
    }
}
