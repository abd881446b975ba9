/// The lines of an Apple Health record CSV after its header, split by the activity reader's
/// `CSVLineSplitter` (which takes the converters' `\"` escape as well as `""`; a field cannot span
/// lines): shared by the dietary (``HealthDietaryRecordsCSV``) and body (``HealthBodyRecordsCSV``)
/// readers of such files.
///
/// A UTF-8 byte order mark is skipped, `\r\n` line ends are taken, blank lines passed over. Text that
/// is not UTF-8 is an error in both modes; a line that is not CSV, or has another field count than the
/// header, goes to `problem` (which throws in a strict read and counts in a lenient one).
enum RecordCSVLines {
    /// Calls `record` with the 1-based line number and a reader of the trimmed text of a column, for
    /// each data line of `bytes` that splits into the header's `columns` fields.
    static func forEach(
        _ bytes: [UInt8], columns: Int, file: String, problem: (InputError) throws(InputError) -> Void,
        record: (_ line: Int, _ text: (Int) -> String) throws(InputError) -> Void
    ) throws(InputError) {
        let splitter = CSVLineSplitter(capacity: columns + 1)
        var start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var lineNumber = 0
        try bytes.withUnsafeBufferPointer { (buffer: UnsafeBufferPointer<UInt8>) throws(InputError) in
            guard let base = buffer.baseAddress else { return }
            while start < buffer.count {
                var end = start
                while end < buffer.count && buffer[end] != 0x0A { end += 1 }
                let next = end + 1
                if end > start && buffer[end - 1] == 0x0D { end -= 1 }
                lineNumber += 1
                defer { start = next }
                // The header is line 1; blank lines are passed over.
                guard lineNumber > 1, end > start else { continue }
                let line = base + start
                guard String(validating: UnsafeBufferPointer(start: line, count: end - start), as: UTF8.self) != nil
                else {
                    throw InputError(file: file, line: lineNumber, problem: .notUTF8CSV)
                }
                if splitter.split(line, count: end - start) != nil {
                    try problem(
                        InputError(
                            file: file, line: lineNumber,
                            problem: "expected fields separated by commas, with each quoted field closed on its line"))
                    continue
                }
                guard splitter.fieldCount == columns else {
                    try problem(
                        InputError(
                            file: file, line: lineNumber,
                            problem: .fieldCount(expected: columns, found: splitter.fieldCount)))
                    continue
                }
                try record(lineNumber) { column in splitter.text(column, of: line).trimmingSpaces() }
            }
        }
    }
}
