/// A small CSV file read whole: a header and rows of text fields, each row with the physical line
/// it starts on.
///
/// The records come from ``CSVRecords`` (RFC 4180, line numbers, text after a closing quote refused),
/// with the options of a table people type by hand: spaces around fields are trimmed, and a record
/// is at most ``maximumRecordLength``. The text must be UTF-8: a byte that is not is an error naming
/// its line (``SmallInputFile/decode(_:file:)``), not a U+FFFD in a chart's labels.
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
        var stream = CSVRecords.Stream(
            bytes: bytes, file: file,
            options: .init(trimsSpaces: true, maximumRecordLength: maximumRecordLength))
        var records: [Row] = []
        while let record = try stream.next() { records.append(Row(line: record.line, fields: record.fields)) }
        guard let first = records.first else {
            throw InputError(
                file: file, line: 1, problem: "the file is empty; expected a header line naming the columns")
        }
        let body = Array(records.dropFirst())
        for row in body where row.fields.count != first.fields.count {
            // A short row names the first column it lacks.
            let missing = row.fields.count < first.fields.count ? first.fields[row.fields.count] : nil
            throw InputError(
                file: file, line: row.line, field: missing,
                problem: .expected("\(first.fields.count) fields like the header", found: "\(row.fields.count)"))
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
