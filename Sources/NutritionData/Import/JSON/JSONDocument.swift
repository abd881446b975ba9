/// A parsed JSON text: the bytes it was read from and one node per value, each with its line.
///
/// Values are reached through ``root`` as ``JSONValue`` views; text and numbers are decoded from the
/// bytes only when asked for. See ``JSONParser`` for what is accepted and why it is hand-written.
final class JSONDocument: Sendable {
    /// The file name used in errors.
    let file: String
    let bytes: [UInt8]
    let nodes: [JSONNode]

    /// The deepest nesting of objects and lists accepted by default.
    static let defaultMaxDepth = 64

    /// Parses `bytes` (UTF-8, an optional byte order mark first) as one JSON value.
    ///
    /// - Throws: an ``InputError`` of kind `.data` naming `file` and the line of the first problem.
    init(bytes: [UInt8], file: String, maxDepth: Int = JSONDocument.defaultMaxDepth) throws(InputError) {
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
    convenience init(text: String, file: String, maxDepth: Int = JSONDocument.defaultMaxDepth) throws(InputError) {
        try self.init(bytes: Array(text.utf8), file: file, maxDepth: maxDepth)
    }

    /// The top-level value.
    var root: JSONValue { JSONValue(document: self, index: 0) }

    /// The decoded text of the string node at `index`.
    func text(at index: Int) -> String {
        bytes.withUnsafeBufferPointer { JSONScanner.text(nodes[index], $0) }
    }

    /// The value of the number node at `index` (see ``JSONScanner/number(_:_:)``).
    func number(at index: Int) -> Double {
        bytes.withUnsafeBufferPointer { JSONScanner.number(nodes[index], $0) }
    }

    /// The bytes of a scalar as written in the file.
    func sourceText(at index: Int) -> String {
        bytes.withUnsafeBufferPointer { JSONScanner.sourceText(nodes[index], $0) }
    }
}
