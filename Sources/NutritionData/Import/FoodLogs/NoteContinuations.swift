/// The records of a food log after its header, one at a time, with the lines MyFitnessPal breaks its
/// Nutrition-Summary notes into joined back. The app writes a line break inside the last field,
/// `Note`, without quoting it, so one record spans several lines; each fragment after the first looks
/// like a short row that does not start with a date.
///
/// The rule (when `joinsNotes`): a record that does not start with a date and has fewer fields than
/// the header continues the record before it — its last field, joined with a line break (its own
/// commas are the note's). A fragment with no record before it, and any other bad row, is left for
/// the reader to report. Without `joinsNotes` the records pass through unchanged.
///
/// - Complexity: O(n) in the records' fields; holds one record besides the one returned.
struct NoteContinuations {
    private var stream: CSVRecords.Stream
    private let joinsNotes: Bool
    private let headerCount: Int
    private let isDate: (String) -> Bool
    private var pending: CSVRecords.Record?
    /// How many lines were joined to the record before them so far.
    private(set) var joined = 0

    /// `stream` positioned after the header of `headerCount` fields.
    init(_ stream: CSVRecords.Stream, headerCount: Int, joinsNotes: Bool, isDate: @escaping (String) -> Bool) {
        self.stream = stream
        self.headerCount = headerCount
        self.joinsNotes = joinsNotes
        self.isDate = isDate
    }

    /// The next record, continuations joined, or nil at the end.
    mutating func next() throws(InputError) -> CSVRecords.Record? {
        guard joinsNotes else { return try stream.next() }
        while let record = try stream.next() {
            if var before = pending, record.fields.count < headerCount, !isDate(record.fields.first ?? ""),
                let last = before.fields.indices.last
            {
                before.fields[last] += "\n" + record.fields.joined(separator: ",")
                pending = before
                joined += 1
                continue
            }
            if let done = pending {
                pending = record
                return done
            }
            pending = record
        }
        defer { pending = nil }
        return pending
    }
}
