/// One value of a ``JSONDocument``: its kind, its line, and its content decoded on demand.
struct JSONValue: Sendable {
    /// The document the value belongs to.
    let document: JSONDocument
    let index: Int

    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    var node: JSONNode { document.nodes[index] }

    /// What kind of value this is.
    var kind: JSONKind { node.kind }

    /// The 1-based line the value starts on.
    var line: Int { Int(node.line) }

    /// The decoded text, when the value is a string.
    var string: String? { kind == .string ? document.text(at: index) : nil }

    /// The number, when the value is a number (±infinity when it is beyond `Double`'s range).
    var number: Double? { kind == .number ? document.number(at: index) : nil }

    /// The number exactly as written (`175`, `0.40000000000000002`), when the value is a number.
    var numberText: String? { kind == .number ? document.sourceText(at: index) : nil }

    /// The truth value, when the value is `true` or `false`.
    var bool: Bool? {
        switch kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// Whether the value is `null`.
    var isNull: Bool { kind == .null }

    /// The number of members of an object or elements of a list (0 for scalars).
    var count: Int {
        switch kind {
        case .object, .array: Int(node.count)
        default: 0
        }
    }

    /// The elements of a list, in order (empty for anything else).
    var elements: JSONElements { JSONElements(document: document, container: kind == .array ? index : nil) }

    /// The members of an object, in the order written (empty for anything else). Repeated keys are
    /// all listed; the later ones say where the first one was (``JSONMember/firstLineOfKey``).
    var members: JSONMembers { JSONMembers(document: document, container: kind == .object ? index : nil) }

    /// The value of the first member named `key`, when this is an object that has one.
    subscript(key: String) -> JSONValue? {
        for member in members where member.key == key { return member.value }
        return nil
    }

    /// The value as it reads in a message: strings in quotes as written (cut after 40 characters),
    /// numbers and literals as written, containers as "an object" or "a list".
    var excerpt: String { Self.shortened(document.sourceText(at: index)) }
}

extension JSONValue: JSONChild {
    /// A list element: the value at node `first`.
    init(document: JSONDocument, first: Int) {
        self.init(document: document, index: first)
    }

    var valueIndex: Int { index }
}

/// One member of a JSON object.
struct JSONMember: Sendable {
    /// The member's value.
    let value: JSONValue
    let keyIndex: Int

    /// The decoded key.
    var key: String { value.document.text(at: keyIndex) }

    /// The line of the key.
    var keyLine: Int { Int(value.document.nodes[keyIndex].line) }

    /// When the same key already appeared earlier in the object: the line of its first occurrence.
    var firstLineOfKey: Int? {
        let first = value.document.nodes[keyIndex].count
        return first == 0 ? nil : Int(first)
    }

    /// Whether the key is exactly `name`, compared on bytes without decoding the key.
    func hasKey(_ name: StaticString) -> Bool {
        let node = value.document.nodes[keyIndex]
        if node.hasEscapes {
            return key.utf8.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        }
        let length = Int(node.end - node.start)
        guard length == name.utf8CodeUnitCount else { return false }
        let expected = name.utf8Start
        let bytes = value.document.bytes
        let start = Int(node.start)
        for offset in 0..<length where bytes[start + offset] != expected[offset] { return false }
        return true
    }
}

extension JSONMember: JSONChild {
    /// An object member: its key at node `first`, its value right after.
    init(document: JSONDocument, first: Int) {
        self.init(value: JSONValue(document: document, index: first + 1), keyIndex: first)
    }

    var valueIndex: Int { value.index }
}
