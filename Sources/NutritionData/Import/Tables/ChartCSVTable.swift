/// A small CSV file read whole: a header and rows of text fields, each row with the physical line
/// it starts on.
///
/// Hand-written rather than SwiftCSV or CSV.swift because errors must name the line a value is on,
/// and neither library reports line numbers (a quoted field with a line break makes row numbers and
/// line numbers differ). It follows RFC 4180: comma-separated, fields optionally in double quotes,
/// `""` for a quote inside quotes, CRLF or LF line ends; a UTF-8 byte-order mark is ignored, blank
/// lines are skipped, and spaces around unquoted fields are trimmed. The text must be UTF-8: a byte
/// that is not is an error naming its line (``SmallInputFile/decode(_:file:)``), not a U+FFFD in a
/// chart's labels.
public struct ChartCSVTable: Equatable {
    public struct Row: Equatable {
        /// 1-based line the row starts on.
        public var line: Int
        public var fields: [String]
    }

    public var header: [String]
    public var rows: [Row]

    /// The longest record accepted (1 MiB, as for activity files): a chart table has short lines, so
    /// a longer one is a wrong file, reported with its line rather than held in memory.
    public static let maximumRecordLength = 1 << 20

    /// Parses `bytes`; `file` names the file in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> ChartCSVTable {
        _ = try SmallInputFile.decode(bytes, file: file)
        var records: [Row] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false, wasQuoted = false
        // Whether the field so far is only spaces (a quote may then open it): kept as a flag, since
        // re-checking the field at every quote made a long field with many quotes quadratic.
        var fieldIsBlank = true
        var line = 1, recordLine = 1, quoteLine = 1
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var recordStart = i
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

        func finishField() {
            var text = String(decoding: field, as: UTF8.self)
            if !wasQuoted { text = text.trimmingSpaces() }
            fields.append(text)
            field.removeAll(keepingCapacity: true)
            wasQuoted = false
            fieldIsBlank = true
        }
        func finishRecord() {
            finishField()
            if !(fields.count == 1 && fields[0].isEmpty) { records.append(Row(line: recordLine, fields: fields)) }
            fields.removeAll()
        }

        while i < bytes.count {
            let byte = bytes[i]
            if i - recordStart > maximumRecordLength {
                throw InputError(file: file, line: recordLine,
                                 problem: "expected a line of at most 1 MiB (\(maximumRecordLength) bytes), found a longer one")
            }
            if quoted {
                if byte == quote {
                    if i + 1 < bytes.count && bytes[i + 1] == quote {
                        field.append(quote)
                        fieldIsBlank = false
                        i += 2
                        continue
                    }
                    quoted = false
                } else {
                    if byte == newline { line += 1 }
                    field.append(byte)
                    if byte != UInt8(ascii: " ") { fieldIsBlank = false }
                }
                i += 1
                continue
            }
            switch byte {
            case quote where fieldIsBlank:
                field.removeAll()
                quoted = true
                wasQuoted = true
                quoteLine = line
            case comma:
                finishField()
            case newline:
                finishRecord()
                line += 1
                recordLine = line
                recordStart = i + 1
            case cr where i + 1 < bytes.count && bytes[i + 1] == newline:
                break  // the LF that follows ends the record
            default:
                field.append(byte)
                if byte != UInt8(ascii: " ") { fieldIsBlank = false }
            }
            i += 1
        }
        if quoted {
            throw InputError(file: file, line: quoteLine, problem: "a quoted field opened here is never closed")
        }
        if !field.isEmpty || !fields.isEmpty { finishRecord() }
        guard let first = records.first else {
            throw InputError(file: file, line: 1, problem: "the file is empty; expected a header line naming the columns")
        }
        let body = Array(records.dropFirst())
        for row in body where row.fields.count != first.fields.count {
            // A short row names the first column it lacks.
            let missing = row.fields.count < first.fields.count ? first.fields[row.fields.count] : nil
            throw InputError(file: file, line: row.line, field: missing,
                             problem: "expected \(first.fields.count) fields like the header, found \(row.fields.count)")
        }
        return ChartCSVTable(header: first.fields, rows: body)
    }

    /// The index of the column named `name` (exact match, then case-insensitive), or an error listing
    /// the columns there are.
    public func column(named name: String, file: String) throws(InputError) -> Int {
        if let index = header.firstIndex(of: name) { return index }
        if let index = header.firstIndex(where: { $0.lowercased() == name.lowercased() }) { return index }
        let names = header.map { "'\($0)'" }.joined(separator: ", ")
        throw InputError(file: file, line: 1, field: name, problem: "no such column; the header has \(names)")
    }
}
