/// What the storage readers need from one JSON value, whether it sits in a parsed document
/// (``JSONValue``) or was just read from the bytes (``JSONToken``).
protocol JSONScalar {
    /// The kind of value.
    var kind: JSONKind { get }
    /// The 1-based line the value starts on.
    var line: Int { get }
    /// The decoded text, when the value is a string.
    var string: String? { get }
    /// The number, when the value is a number.
    var number: Double? { get }
    /// The number exactly as written, when the value is a number.
    var numberText: String? { get }
    /// The value as it reads in a message (see ``JSONValue/excerpt``).
    var excerpt: String { get }
}

extension JSONScalar {
    /// Whether the value is `null`.
    var isNull: Bool { kind == .null }

    /// `text` shortened for a message: at most 40 characters of a string, then an ellipsis.
    static func shortened(_ text: String) -> String {
        guard text.count > 42 else { return text }
        return String(text.prefix(40)) + "…\""
    }
}

extension JSONValue: JSONScalar {}

/// A value just read by a ``JSONPullReader``: its node and the bytes it points into. Valid only while
/// those bytes are (inside the `withUnsafeBufferPointer` the reader runs in).
struct JSONToken: JSONScalar {
    let node: JSONNode
    let input: UnsafeBufferPointer<UInt8>

    var kind: JSONKind { node.kind }
    var line: Int { Int(node.line) }
    var string: String? { kind == .string ? JSONScanner.text(node, input) : nil }
    var number: Double? { kind == .number ? JSONScanner.number(node, input) : nil }
    var numberText: String? { kind == .number ? JSONScanner.sourceText(node, input) : nil }
    var excerpt: String { Self.shortened(JSONScanner.sourceText(node, input)) }

    /// The raw bytes of a string token without escapes, up to 8 of them, packed little-endian into a
    /// number (for comparing short keys in one step); nil for longer or escaped text.
    var packedBytes: UInt64? {
        let length = Int(node.end - node.start)
        guard kind == .string, !node.hasEscapes, length <= 8 else { return nil }
        var value: UInt64 = 0
        let start = Int(node.start)
        for offset in 0..<length { value |= UInt64(input[start + offset]) << (8 * UInt64(offset)) }
        return value | UInt64(length) << 60  // the length keeps "id" apart from "id\0\0"
    }

    /// `packedBytes` of a literal of up to 8 ASCII characters.
    static func packed(_ name: StaticString) -> UInt64 {
        var value: UInt64 = 0
        for offset in 0..<name.utf8CodeUnitCount { value |= UInt64(name.utf8Start[offset]) << (8 * UInt64(offset)) }
        return value | UInt64(name.utf8CodeUnitCount) << 60
    }

    /// Whether this string token is exactly `name`, compared on bytes.
    func `is`(_ name: StaticString) -> Bool {
        guard kind == .string else { return false }
        if node.hasEscapes {
            return string?.utf8.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
                ?? false
        }
        let length = Int(node.end - node.start)
        guard length == name.utf8CodeUnitCount else { return false }
        let start = Int(node.start)
        for offset in 0..<length where input[start + offset] != name.utf8Start[offset] { return false }
        return true
    }

    /// Whether two string tokens hold the same bytes (before decoding escapes; used for repeated keys,
    /// where escaped spellings of a key are rare and are compared decoded).
    func sameText(as other: JSONToken) -> Bool {
        if node.hasEscapes || other.node.hasEscapes { return string == other.string && string != nil }
        let length = Int(node.end - node.start)
        guard length == Int(other.node.end - other.node.start) else { return false }
        let a = Int(node.start)
        let b = Int(other.node.start)
        for offset in 0..<length where input[a + offset] != input[b + offset] { return false }
        return true
    }
}
