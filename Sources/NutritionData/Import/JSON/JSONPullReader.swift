/// Reads a JSON text front to back, one value at a time, without building anything: the caller says
/// what it expects next (`peek`, `enterObject`, `nextKey`, `nextElement`, `readScalar`, `skipValue`).
///
/// This is how the large history file is read: each entry's few values are checked as they go by, so
/// no node list of the whole file is built (see ``JSONParser`` for why the scanning is hand-written).
/// Grammar errors (trailing commas, missing colons, nesting deeper than `maxDepth`, …) are thrown as
/// they are met, with their line. `maxDepth` is at most 64.
struct JSONPullReader {
    private(set) var scanner: JSONScanner
    let maxDepth: Int
    /// Open containers.
    private(set) var depth = 0
    /// Bit `d`: the container at depth `d` already has a member or element (so a comma comes next).
    private var hasItems: UInt64 = 0
    /// Bit `d`: the container at depth `d` is an object.
    private var isObject: UInt64 = 0

    /// Prepares to read `input`: skips a UTF-8 byte order mark, refuses UTF-16 and empty input.
    init(input: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int = JSONDocument.defaultMaxDepth)
        throws(InputError)
    {
        guard input.count < Int(UInt32.max) else {
            throw InputError(file: file, problem: "the file is larger than 4 GB; expected a Nutrition storage file")
        }
        if input.count > Int(JSONNode.maxLine) {
            var lines = 1
            for byte in input where byte == UInt8(ascii: "\n") { lines += 1 }
            guard lines <= Int(JSONNode.maxLine) else {
                throw InputError(
                    file: file,
                    problem: "the file has more than \(JSONNode.maxLine) lines; expected a Nutrition storage file")
            }
        }
        if input.count >= 2, (input[0] == 0xFF && input[1] == 0xFE) || (input[0] == 0xFE && input[1] == 0xFF) {
            throw InputError(file: file, line: 1, problem: "the file is UTF-16 text; expected JSON in UTF-8")
        }
        scanner = JSONScanner(input: input, file: file)
        self.maxDepth = min(max(maxDepth, 1), 64)
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { scanner.i = 3 }
        scanner.skipWhitespace()
        if scanner.i == input.count {
            throw InputError(file: file, line: Int(scanner.line), problem: "the file is empty; expected a JSON value")
        }
    }

    /// A reader that resumes inside the top-level object at `position`, the comma after one of its
    /// members, on `line`, as if everything before had been read. Used to read the second half of a
    /// large object on another thread; the caller checks that `position` really is such a comma.
    init(
        resumingTopLevelObjectAt position: Int, line: Int, input: UnsafeBufferPointer<UInt8>, file: String,
        maxDepth: Int = JSONDocument.defaultMaxDepth
    ) {
        scanner = JSONScanner(input: input, file: file)
        scanner.i = position
        scanner.line = UInt32(truncatingIfNeeded: line)
        self.maxDepth = min(max(maxDepth, 1), 64)
        depth = 1
        hasItems = 1
        isObject = 1
    }

    /// The bytes being read.
    var input: UnsafeBufferPointer<UInt8> { scanner.input }

    /// The position of the next token (whitespace skipped).
    mutating func positionOfNextToken() -> Int {
        scanner.skipWhitespace()
        return scanner.i
    }

    /// The current line.
    var line: Int { Int(scanner.line) }

    /// The kind of the next value, without reading it.
    @inline(__always)
    mutating func peek() throws(InputError) -> JSONKind {
        scanner.skipWhitespace()
        guard scanner.i < scanner.input.count else {
            throw scanner.error(.endOfFile(expected: "a value"))
        }
        switch scanner.input[scanner.i] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"): return .true
        case UInt8(ascii: "f"): return .false
        case UInt8(ascii: "n"): return .null
        default: throw scanner.error(.expected("a value", found: "\(scanner.describeToken())"))
        }
    }

    /// Reads the `{` of an object (after ``peek()`` said `.object`); returns its start and line.
    mutating func enterObject() throws(InputError) -> JSONNode {
        try enter(.object)
    }

    /// Reads the `[` of a list (after ``peek()`` said `.array`); returns its start and line.
    mutating func enterArray() throws(InputError) -> JSONNode {
        try enter(.array)
    }

    private mutating func enter(_ kind: JSONKind) throws(InputError) -> JSONNode {
        guard depth < maxDepth else {
            throw scanner.error("objects and lists are nested deeper than \(maxDepth) levels")
        }
        let node = JSONNode(kind: kind, start: scanner.i, end: 0, line: scanner.line)
        scanner.i += 1
        let bit: UInt64 = 1 << UInt64(depth)
        hasItems &= ~bit
        if kind == .object { isObject |= bit } else { isObject &= ~bit }
        depth += 1
        return node
    }

    /// Inside an object: reads the next key and its colon, or the closing `}` (then returns nil).
    mutating func nextKey() throws(InputError) -> JSONNode? {
        scanner.skipWhitespace()
        let bit: UInt64 = 1 << UInt64(depth - 1)
        guard scanner.i < scanner.input.count else {
            throw scanner.error(
                .endOfFile(
                    expected: hasItems & bit != 0
                        ? "',' or '}' after an object member" : "a key in double quotes or '}'"))
        }
        var byte = scanner.input[scanner.i]
        if byte == UInt8(ascii: "}") {
            scanner.i += 1
            depth -= 1
            return nil
        }
        if hasItems & bit != 0 {
            guard byte == UInt8(ascii: ",") else {
                throw scanner.error(.expected("',' or '}' after an object member", found: "\(scanner.describeToken())"))
            }
            scanner.i += 1
            scanner.skipWhitespace()
            guard scanner.i < scanner.input.count else {
                throw scanner.error(.endOfFile(expected: "a key in double quotes"))
            }
            byte = scanner.input[scanner.i]
            if byte == UInt8(ascii: "}") {
                throw scanner.error(.expected("a key after ','", found: "'}' (a trailing comma is not JSON)"))
            }
        }
        hasItems |= bit
        guard byte == UInt8(ascii: "\"") else {
            throw scanner.error(.expected("a key in double quotes", found: "\(scanner.describeToken())"))
        }
        let key = try scanner.string()
        scanner.skipWhitespace()
        guard scanner.i < scanner.input.count, scanner.input[scanner.i] == UInt8(ascii: ":") else {
            throw scanner.error(.expected("':' after a key", found: "\(scanner.describeToken())"))
        }
        scanner.i += 1
        return key
    }

    /// Inside a list: reads up to the next element (true), or the closing `]` (false).
    mutating func nextElement() throws(InputError) -> Bool {
        scanner.skipWhitespace()
        let bit: UInt64 = 1 << UInt64(depth - 1)
        guard scanner.i < scanner.input.count else {
            throw scanner.error(
                .endOfFile(expected: hasItems & bit != 0 ? "',' or ']' after a list element" : "a value or ']'"))
        }
        let byte = scanner.input[scanner.i]
        if byte == UInt8(ascii: "]") {
            scanner.i += 1
            depth -= 1
            return false
        }
        if hasItems & bit != 0 {
            guard byte == UInt8(ascii: ",") else {
                throw scanner.error(.expected("',' or ']' after a list element", found: "\(scanner.describeToken())"))
            }
            scanner.i += 1
            scanner.skipWhitespace()
            if scanner.i < scanner.input.count, scanner.input[scanner.i] == UInt8(ascii: "]") {
                throw scanner.error(.expected("a value after ','", found: "']' (a trailing comma is not JSON)"))
            }
        }
        hasItems |= bit
        return true
    }

    /// Reads a string, number, `true`, `false` or `null`.
    mutating func readScalar() throws(InputError) -> JSONNode {
        let kind = try peek()
        guard kind != .object && kind != .array else {
            throw scanner.error(.expected("a single value", found: "\(scanner.describeToken())"))
        }
        return try scalar(kind)
    }

    /// Reads any value: scalars as with ``readScalar()``; objects and lists are checked and skipped,
    /// and only their kind, start and line are returned.
    mutating func readValue() throws(InputError) -> JSONNode {
        let kind = try peek()
        guard kind == .object || kind == .array else { return try scalar(kind) }
        let node = JSONNode(kind: kind, start: scanner.i, end: 0, line: scanner.line)
        try skipValue()
        return node
    }

    /// Reads the scalar of `kind` that ``peek()`` just found.
    @inline(__always)
    private mutating func scalar(_ kind: JSONKind) throws(InputError) -> JSONNode {
        switch kind {
        case .string: try scanner.string()
        case .number: try scanner.number()
        case .true: try scanner.literal("true", kind: .true)
        case .false: try scanner.literal("false", kind: .false)
        default: try scanner.literal("null", kind: .null)
        }
    }

    /// Reads one value of any kind, checking its grammar, and keeps nothing.
    mutating func skipValue() throws(InputError) {
        let base = depth
        var expectValue = true
        while true {
            if expectValue {
                switch try peek() {
                case .object: _ = try enterObject()
                case .array: _ = try enterArray()
                default: _ = try readScalar()
                }
            }
            if depth == base { return }
            if isObject & (1 << UInt64(depth - 1)) != 0 {
                expectValue = try nextKey() != nil
            } else {
                expectValue = try nextElement()
            }
        }
    }

    /// After the top-level value: only whitespace may follow.
    mutating func finish() throws(InputError) {
        scanner.skipWhitespace()
        if scanner.i < scanner.input.count {
            throw scanner.error(
                .expected("the end of the file after the JSON value", found: "\(scanner.describeToken())"))
        }
    }
}
