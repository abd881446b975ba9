#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one RFC 4180 reader of NutriStats: the records of a CSV file — food logs (Cronometer,
/// MyFitnessPal and their spreadsheet re-saves), pantry lists, and `chart --csv` tables
/// (``ChartCSVTable``) — read from bytes. Fields are separated by commas; a field starting with `"` is
/// quoted, `""` inside it is one quote, and a quoted field may span lines; `\r\n` or `\n` line ends;
/// a UTF-8 byte order mark is skipped and blank lines are ignored. Each record keeps the physical line
/// it starts on, which is why it is hand-written: SwiftCSV and CSV.swift report no line numbers, and
/// a quoted line break makes record numbers and line numbers differ.
///
/// **After a closing quote** only a comma or a line end may follow (with ``Options/trimsSpaces``,
/// blanks first); anything else is an error naming the line. The two readers this one replaced
/// differed here — `chart --csv` kept such text as part of the field (`"ab"c` read as `abc`). Refusing
/// is right for real files: spreadsheet programs and the trackers' exports always write quotes the RFC
/// way, so text after a closing quote never comes from them; it comes from a quote inside a quoted
/// field that was not doubled (`"12" pizza",300`), where keeping the text silently changes the value —
/// and may shift every later field of the record — far from the mistake. Readers that accept it also
/// disagree on what it means (kept, dropped, or the quote kept), so no reading would be safe to guess.
///
/// A record that is one plain line (no quote) is split at its commas eight bytes at a time; every other
/// record is read byte by byte by the rules above. Both give the same records (`readsPlainLinesWhole`,
/// compared by the tests and the food-log fuzz harness).
///
/// Not the activity files' byte scanner (`CSVLineSplitter`): those are large one-line records with the
/// `\"` escape, which this reader, built for `""` and quoted line breaks, does not take.
struct CSVRecords {
    /// One record: its fields, and the line it starts on (1-based).
    struct Record: Equatable {
        var fields: [String]
        var line: Int
    }

    /// What a caller may choose beyond the rules above; the defaults are the food logs'.
    struct Options {
        /// Spaces and tabs around a field are not part of it: trimmed from an unquoted field, and
        /// passed over between a comma and an opening quote and between a closing quote and the comma
        /// (`date, "kcal" ,x`). For tables people type by hand. Off, a blank is text: ` "a"` is the
        /// unquoted field ` "a"`.
        var trimsSpaces = false
        /// The longest record accepted, in bytes from its first byte; longer is an error naming the
        /// line the record starts on (a table with short lines that holds such a line is a wrong
        /// file, reported rather than held in memory). Nil: no limit.
        var maximumRecordLength: Int?
        /// Whether a record that is one plain line is read by splitting it at its commas
        /// (``Stream/nextFields(into:)``); the same records either way. Tests turn it off to compare.
        var readsPlainLinesWhole = true

        init(trimsSpaces: Bool = false, maximumRecordLength: Int? = nil) {
            self.trimsSpaces = trimsSpaces
            self.maximumRecordLength = maximumRecordLength
        }
    }

    /// The records, header included, in file order.
    private(set) var records: [Record] = []

    /// Reads `bytes`; `file` names the file in errors. Holds every record: for a small file (a pantry
    /// list); a food log is read a record at a time through ``Stream``.
    ///
    /// - Throws: ``InputError`` for text that is not UTF-8 (with its line), for a quoted field not
    ///   closed before the end of the file, or closed and followed by something other than a comma or
    ///   a line end, and for a record longer than `options.maximumRecordLength`.
    init(bytes: [UInt8], file: String, options: Options = Options()) throws(InputError) {
        var stream = Stream(bytes: bytes, file: file, options: options)
        while let record = try stream.next() { records.append(record) }
    }

    /// The records of `bytes` one at a time, by the rules above, so that a caller need not hold them
    /// all: the fields of a 40 MB food log as Strings took about twenty times the file's size.
    ///
    /// - Complexity: O(n) in the bytes over all calls of ``next()``: one pass, whatever the quotes.
    ///   ``nextFields(into:)`` gives a record as spans of the file's bytes (``CSVFieldBuffer``), no
    ///   `String` per field: how food logs are read (docs/performance.md, "Food logs from bytes").
    struct Stream {
        private let bytes: [UInt8]
        private let file: String
        private let options: Options
        private var index: Int
        private var line = 1
        /// Room for the positions of a plain line's commas (``plainLine(_:into:)``), reused.
        private var commas: [Int] = []

        /// Where the reader is inside a field.
        private enum Place {
            /// Nothing read of the field yet but, with ``Options/trimsSpaces``, blanks: a quote opens it.
            case fieldStart
            /// Inside an unquoted field: a quote is text.
            case unquoted
            /// Inside quotes.
            case quoted
            /// After a quoted field's closing quote: only a comma or a line end may follow.
            case afterClosingQuote
        }

        /// The bytes read so far, the byte order mark included.
        var offset: Int { index }
        /// The file's size in bytes.
        var size: Int { bytes.count }

        init(bytes: [UInt8], file: String, options: Options = Options()) {
            self.bytes = bytes
            self.file = file
            self.options = options
            index = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        }

        /// The records from byte `offset` on, which begins line `line`: the second half of a file read
        /// in two (`offset` must begin a record for the records to be the file's).
        init(bytes: [UInt8], file: String, options: Options = Options(), resumingAt offset: Int, line: Int) {
            self.bytes = bytes
            self.file = file
            self.options = options
            index = min(max(0, offset), bytes.count)
            self.line = line
        }

        /// Ends the field being read in `record`: checks its UTF-8 when it holds a byte above 0x7F
        /// (`nonASCII`), and trims it when it is unquoted and the options say so.
        @inline(__always)
        private func finishField(_ record: inout CSVFieldBuffer, _ place: inout Place, _ nonASCII: inout UInt8)
            throws(InputError)
        {
            if nonASCII >= 0x80, String(validating: record.openField, as: UTF8.self) == nil {
                throw InputError(file: file, line: line, problem: .notUTF8CSV)
            }
            if options.trimsSpaces && place != .afterClosingQuote { record.trimOpenField() }
            record.closeField()
            nonASCII = 0
            place = .fieldStart
        }

        /// The next record, or nil at the end. Blank lines (with ``Options/trimsSpaces``, lines of
        /// blanks too) are passed over.
        ///
        /// - Throws: as ``CSVRecords/init(bytes:file:options:)``.
        mutating func next() throws(InputError) -> Record? {
            var record = CSVFieldBuffer()
            guard try nextFields(into: &record) else { return nil }
            return Record(fields: record.strings(), line: record.line)
        }

        /// Reads the next record into `record` (emptied first; its storage is reused) and tells whether
        /// there was one. The same rules as ``next()``, without a `String` per field: for readers of
        /// large files, which take numbers from the bytes.
        ///
        /// - Throws: as ``CSVRecords/init(bytes:file:options:)``.
        /// - Complexity: O(n) in the record's bytes.
        mutating func nextFields(into record: inout CSVFieldBuffer) throws(InputError) -> Bool {
            // The scan reads the bytes through a pointer: indexing the array checked every byte's bounds
            // and was a sixth of a food log's reading time (profiled).
            let file = bytes
            return try file.withUnsafeBufferPointer { (bytes) throws(InputError) -> Bool in
                if let found = try plainLine(bytes, into: &record) { return found }
                return try scan(bytes, into: &record)
            }
        }

        /// The next record when it is one plain line — no quote, no blanks to trim, not too long — read
        /// by splitting the line at its commas; nil, with nothing read, for any other record, which
        /// ``scan(_:into:)`` reads by every rule. A food log's rows are plain lines: reading them this
        /// way, eight bytes at a time, took the scanner from 18 % of a food log's reading time to 5–6 %
        /// (profiled, docs/performance.md).
        ///
        /// The UTF-8 check is made on the whole line when it has a byte above 0x7F: as the line is split
        /// only at ASCII bytes, it is valid exactly when each field is.
        private mutating func plainLine(_ bytes: UnsafeBufferPointer<UInt8>, into record: inout CSVFieldBuffer)
            throws(InputError) -> Bool?
        {
            guard options.readsPlainLinesWhole, !options.trimsSpaces, let base = bytes.baseAddress else { return nil }
            let comma = UInt8(ascii: ",")
            let quote = UInt8(ascii: "\"")
            while index < bytes.count {
                let rest = bytes.count - index
                var lineEnd = bytes.count
                if let found = memchr(base + index, 0x0A, rest) {
                    lineEnd = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
                }
                if let limit = options.maximumRecordLength, lineEnd - index > limit { return nil }
                var contentEnd = lineEnd
                if contentEnd > index && base[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
                let next = min(lineEnd + 1, bytes.count)
                if contentEnd == index {
                    // A blank line, passed over.
                    line += 1
                    index = next
                    continue
                }
                // Eight bytes at a time: the commas, quotes and bytes above 0x7F of a word are found with
                // a few operations on all eight (`ByteWords.zeroBytes(_:)`), and only commas cost a step each.
                // The room for the commas' positions is a position per byte, so a line longer than
                // 64 KiB (no food log's row) is scanned instead.
                if contentEnd - index > 1 << 16 { return nil }
                if commas.count <= contentEnd - index { commas = Array(repeating: 0, count: contentEnd - index + 1) }
                var found = 0
                var high: UInt64 = 0
                var quotes: UInt64 = 0
                var position = index
                commas.withUnsafeMutableBufferPointer { positions in
                    while position + 8 <= contentEnd {
                        let word = UInt64(
                            littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                        high |= word
                        quotes |= ByteWords.zeroBytes(word ^ 0x2222_2222_2222_2222)
                        var found8 = ByteWords.zeroBytes(word ^ 0x2C2C_2C2C_2C2C_2C2C)
                        while found8 != 0 {
                            positions[found] = position + found8.trailingZeroBitCount >> 3
                            found += 1
                            found8 &= found8 &- 1
                        }
                        position += 8
                    }
                    while position < contentEnd {
                        let byte = base[position]
                        high |= UInt64(byte)
                        if byte == quote { quotes = 1 }
                        if byte == comma {
                            positions[found] = position
                            found += 1
                        }
                        position += 1
                    }
                }
                if quotes != 0 { return nil }
                record.start(in: self.bytes)
                commas.withUnsafeBufferPointer { positions in
                    record.addFields(
                        of: index..<contentEnd, splitAt: UnsafeBufferPointer(rebasing: positions[..<found]))
                }
                if high & 0x8080_8080_8080_8080 != 0,
                    String(
                        validating: UnsafeBufferPointer(start: base + index, count: contentEnd - index), as: UTF8.self)
                        == nil
                {
                    throw InputError(file: file, line: line, problem: .notUTF8CSV)
                }
                record.line = line
                line += 1
                index = next
                return true
            }
            return nil
        }

        /// ``nextFields(into:)`` on the file's bytes, `bytes`.
        private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, into record: inout CSVFieldBuffer)
            throws(InputError) -> Bool
        {
            let quote = UInt8(ascii: "\"")
            let comma = UInt8(ascii: ",")
            let newline = UInt8(ascii: "\n")
            let cr = UInt8(ascii: "\r")
            record.start(in: self.bytes)
            var place = Place.fieldStart
            var recordLine = line
            var quoteLine = line
            // The OR of the open field's bytes: at or above 0x80 when it needs its UTF-8 checked.
            var nonASCII: UInt8 = 0
            // The index past which the record is too long (the limit checked with one comparison a byte).
            var tooLongAfter = options.maximumRecordLength.map { index + $0 } ?? Int.max
            // A comma or a quoted field was read on this line: it is a record even if every field is empty.
            var lineHasContent = false
            // Whether the record read so far is one empty field (a blank line, passed over).
            func isBlankLine(_ record: CSVFieldBuffer) -> Bool { record.count == 1 && record.field(0).isEmpty }

            while index < bytes.count {
                if index > tooLongAfter, let limit = options.maximumRecordLength {
                    throw InputError(
                        file: file, line: recordLine,
                        problem: .expected(
                            "a line of at most \(limit >> 20) MiB (\(limit) bytes)", found: "a longer one"))
                }
                let byte = bytes[index]
                // Most bytes: text of an unquoted field (every byte with a rule here is ≤ `,`).
                if byte > comma && place != .afterClosingQuote && place != .quoted {
                    place = .unquoted
                    let stop = min(bytes.count, tooLongAfter == Int.max ? Int.max : tooLongAfter + 1)
                    let start = index
                    var high: UInt8 = 0
                    repeat {
                        high |= bytes[index]
                        index += 1
                    } while index < stop && bytes[index] > comma
                    nonASCII |= high
                    record.append(sourceRange: start..<index)
                    continue
                }
                if place == .quoted {
                    if byte == quote {
                        if index + 1 < bytes.count && bytes[index + 1] == quote {
                            record.append(sourceRange: index..<(index + 1))
                            index += 2
                            continue
                        }
                        place = .afterClosingQuote
                        index += 1
                        continue
                    }
                    // Up to the next quote in one tight loop (the record's length still checked).
                    let stop = min(bytes.count, tooLongAfter == Int.max ? Int.max : tooLongAfter + 1)
                    let start = index
                    var high: UInt8 = 0
                    while index < stop {
                        let inner = bytes[index]
                        if inner == quote { break }
                        if inner == newline { line += 1 }
                        high |= inner
                        index += 1
                    }
                    nonASCII |= high
                    record.append(sourceRange: start..<index)
                    continue
                }
                if byte == cr && (index + 1 == bytes.count || bytes[index + 1] == newline) {
                    index += 1  // the LF or the end of the file that follows ends the line
                    continue
                }
                if byte == comma {
                    try finishField(&record, &place, &nonASCII)
                    lineHasContent = true
                    index += 1
                    continue
                }
                if byte == newline {
                    try finishField(&record, &place, &nonASCII)
                    line += 1
                    index += 1
                    if lineHasContent || !isBlankLine(record) {
                        record.line = recordLine
                        return true
                    }
                    record.start(in: self.bytes)
                    recordLine = line
                    tooLongAfter = options.maximumRecordLength.map { index + $0 } ?? Int.max
                    lineHasContent = false
                    continue
                }
                switch place {
                case .fieldStart where byte == quote:
                    record.clearOpenField()  // the blanks before it
                    place = .quoted
                    quoteLine = line
                    lineHasContent = true
                case .fieldStart where options.trimsSpaces && CSVFieldBuffer.isBlank(byte):
                    record.append(sourceRange: index..<(index + 1))
                case .afterClosingQuote where options.trimsSpaces && CSVFieldBuffer.isBlank(byte):
                    break
                case .afterClosingQuote:
                    throw InputError(
                        file: file, line: line,
                        problem: "expected a comma or the end of the line after a quoted field's closing quote")
                default:
                    record.append(sourceRange: index..<(index + 1))
                    place = .unquoted
                }
                index += 1
            }
            if place == .quoted {
                throw InputError(file: file, line: quoteLine, problem: "a quoted field opened here is never closed")
            }
            guard record.openFieldLength > 0 || record.count > 0 || lineHasContent else { return false }
            try finishField(&record, &place, &nonASCII)
            record.line = recordLine
            return lineHasContent || !isBlankLine(record)
        }
    }
}
