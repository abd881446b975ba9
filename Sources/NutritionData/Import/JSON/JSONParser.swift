/// Builds the node list of a ``JSONDocument`` with a ``JSONPullReader``: a strict RFC 8259 parser that
/// works on bytes and records the line of every value (why it is hand-written: see ``JSONScanner``).
///
/// What it accepts: exactly RFC 8259 — no comments, no trailing commas, no control characters or
/// invalid escapes in strings, no invalid UTF-8 (overlong forms, encoded surrogates, code points above
/// U+10FFFF), `\uXXXX` surrogate pairs only when paired. A UTF-8 byte order mark at the very start is
/// skipped. Nesting deeper than `maxDepth` is an error; the reader keeps its own stack, so deep input
/// cannot exhaust the call stack. Keys that repeat within one object are recorded on the later key
/// (see ``JSONMember/firstLineOfKey``) so the reader decides what to do with them.
struct JSONParser {
    /// The file name used in errors.
    let file: String
    /// Deepest nesting of objects and arrays allowed.
    let maxDepth: Int

    /// Scans `input` into a node list in document order.
    func parse(_ input: UnsafeBufferPointer<UInt8>) throws(InputError) -> [JSONNode] {
        var reader = try JSONPullReader(input: input, file: file, maxDepth: maxDepth)
        var nodes: [JSONNode] = []
        // Generous: pages of the reservation that are never written cost nothing, while growing the
        // array would copy it. Typical storage files need about one node per 8 bytes.
        nodes.reserveCapacity(input.count / 4 + 16)
        var stack: [Int] = []
        var keys: [Int] = []
        var expectValue = true
        while true {
            if expectValue {
                if let top = stack.last { nodes[top].count += 1 }
                switch try reader.peek() {
                case .object:
                    stack.append(nodes.count)
                    nodes.append(try reader.enterObject())
                case .array:
                    stack.append(nodes.count)
                    nodes.append(try reader.enterArray())
                default:
                    nodes.append(try reader.readScalar())
                }
            }
            guard let top = stack.last else { break }
            if nodes[top].kind == .object {
                if let key = try reader.nextKey() {
                    nodes.append(key)
                    expectValue = true
                    continue
                }
                nodes[top].subtreeEnd = UInt32(nodes.count)
                markRepeatedKeys(of: top, in: &nodes, input: input, scratch: &keys)
            } else if try reader.nextElement() {
                expectValue = true
                continue
            } else {
                nodes[top].subtreeEnd = UInt32(nodes.count)
            }
            stack.removeLast()
            expectValue = false
        }
        try reader.finish()
        return nodes
    }

    /// Records, on each key that repeats an earlier key of the object at `index`, the line of the
    /// first occurrence. Keys are compared by their decoded bytes (so `"a"` and `"\u0061"` are equal).
    private func markRepeatedKeys(
        of index: Int, in nodes: inout [JSONNode], input: UnsafeBufferPointer<UInt8>, scratch keys: inout [Int]
    ) {
        keys.removeAll(keepingCapacity: true)
        var k = index + 1
        let end = Int(nodes[index].subtreeEnd)
        while k < end {
            keys.append(k)
            k = nodes[k + 1].next(at: k + 1)
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
                let text = JSONScanner.decodedBytes(nodes[key], input)
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
        return JSONScanner.decodedBytes(a, input) == JSONScanner.decodedBytes(b, input)
    }
}
