/// The records of a food-log CSV file (Cronometer, MyFitnessPal, and their spreadsheet re-saves), read
/// from bytes: RFC 4180 — fields separated by commas, a field starting with `"` is quoted, `""` inside
/// it is one quote, and a quoted field may span lines — with `\r\n` or `\n` line ends, a UTF-8 byte
/// order mark skipped, and blank lines ignored.
///
/// Not the activity files' byte scanner (`CSVLineSplitter`): food logs are small (one row per food
/// eaten, thousands of rows for years) and Cronometer quotes food names holding commas and line breaks
/// the RFC way, which that scanner, built for one-line records and the `\"` escape, does not take.
struct CSVRecords {
    /// One record: its fields, and the line it starts on (1-based).
    struct Record: Equatable {
        var fields: [String]
        var line: Int
    }

    /// The records, header included, in file order.
    private(set) var records: [Record] = []

    /// Reads `bytes`; `file` names the file in errors. Holds every record: for a small file (a pantry
    /// list); a food log is read a record at a time through ``Stream``.
    ///
    /// - Throws: ``InputError`` for text that is not UTF-8 (with its line), and for a quoted field not
    ///   closed before the end of the file, or closed and followed by something other than a comma or
    ///   a line end.
    init(bytes: [UInt8], file: String) throws(InputError) {
        var stream = Stream(bytes: bytes, file: file)
        while let record = try stream.next() { records.append(record) }
    }

    /// The records of `bytes` one at a time, by the rules above, so that a caller need not hold them
    /// all: the fields of a 40 MB food log as Strings took about twenty times the file's size.
    ///
    /// - Complexity: O(n) in the bytes over all calls of ``next()``.
    struct Stream {
        private let bytes: [UInt8]
        private let file: String
        private var index: Int
        private var line = 1

        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
            index = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        }

        private func text(_ bytes: [UInt8], line: Int) throws(InputError) -> String {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw InputError(file: file, line: line, problem: "expected UTF-8 text (save the file as CSV UTF-8)")
            }
            return text
        }

        /// The next record, or nil at the end. Blank lines are passed over.
        ///
        /// - Throws: as ``CSVRecords/init(bytes:file:)``.
        mutating func next() throws(InputError) -> Record? {
            var fields: [String] = []
            var field: [UInt8] = []
            var recordLine = line
            var atFieldStart = true
            var lineHasContent = false
            while index < bytes.count {
                let byte = bytes[index]
                if atFieldStart && byte == UInt8(ascii: "\"") {
                    // A quoted field: up to the closing quote, `""` standing for one quote.
                    let openLine = line
                    index += 1
                    var closed = false
                    while index < bytes.count {
                        let inner = bytes[index]
                        if inner == UInt8(ascii: "\"") {
                            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                                field.append(inner)
                                index += 2
                                continue
                            }
                            index += 1
                            closed = true
                            break
                        }
                        if inner == UInt8(ascii: "\n") { line += 1 }
                        field.append(inner)
                        index += 1
                    }
                    guard closed else {
                        throw InputError(file: file, line: openLine, problem: "a quoted field is not closed before the end of the file")
                    }
                    lineHasContent = true
                    atFieldStart = false
                    // After the closing quote: a comma, a line end, or the end of the file.
                    if index < bytes.count {
                        let next = bytes[index]
                        let isLineEnd = next == UInt8(ascii: "\n")
                            || (next == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] == UInt8(ascii: "\n")))
                        guard next == UInt8(ascii: ",") || isLineEnd else {
                            throw InputError(file: file, line: line,
                                             problem: "expected a comma or the end of the line after a quoted field's closing quote")
                        }
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: ","):
                    fields.append(try text(field, line: line))
                    field.removeAll(keepingCapacity: true)
                    atFieldStart = true
                    lineHasContent = true
                    index += 1
                case UInt8(ascii: "\r") where index + 1 == bytes.count || bytes[index + 1] == UInt8(ascii: "\n"):
                    index += 1
                case UInt8(ascii: "\n"):
                    fields.append(try text(field, line: line))
                    field.removeAll(keepingCapacity: true)
                    let isRecord = lineHasContent || fields.count > 1 || !fields[0].isEmpty
                    line += 1
                    index += 1
                    if isRecord { return Record(fields: fields, line: recordLine) }
                    fields.removeAll(keepingCapacity: true)
                    recordLine = line
                    atFieldStart = true
                    lineHasContent = false
                default:
                    field.append(byte)
                    atFieldStart = false
                    index += 1
                }
            }
            if !field.isEmpty || !fields.isEmpty || lineHasContent {
                fields.append(try text(field, line: line))
                return Record(fields: fields, line: recordLine)
            }
            return nil
        }
    }
}
