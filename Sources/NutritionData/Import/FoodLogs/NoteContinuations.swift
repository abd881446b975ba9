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
/// - Complexity: O(n) in the records' bytes; holds one record besides the one returned.
struct NoteContinuations {
    private var stream: CSVRecords.Stream
    private let joinsNotes: Bool
    private let headerCount: Int
    private let isDate: (String) -> Bool
    /// The record read but not yet returned (when `joinsNotes`), and whether there is one.
    private var pending = CSVFieldBuffer()
    private var hasPending = false
    private var incoming = CSVFieldBuffer()
    /// How many lines were joined to the record before them so far.
    private(set) var joined = 0

    /// The bytes of the file read so far (a record held back included).
    var offset: Int { stream.offset }
    /// The file's size in bytes.
    var size: Int { stream.size }

    /// `stream` positioned after the header of `headerCount` fields.
    init(_ stream: CSVRecords.Stream, headerCount: Int, joinsNotes: Bool, isDate: @escaping (String) -> Bool) {
        self.stream = stream
        self.headerCount = headerCount
        self.joinsNotes = joinsNotes
        self.isDate = isDate
    }

    /// Reads the next record, continuations joined, into `record`; false at the end.
    mutating func next(into record: inout CSVFieldBuffer) throws(InputError) -> Bool {
        guard joinsNotes else { return try stream.nextFields(into: &record) }
        while try stream.nextFields(into: &incoming) {
            if hasPending, incoming.count < headerCount, !isDate(incoming.string(0)), pending.count > 0 {
                pending.appendToLastField(separator: UInt8(ascii: "\n"), fieldsOf: incoming)
                joined += 1
                continue
            }
            if hasPending {
                swap(&record, &pending)
                swap(&pending, &incoming)
                return true
            }
            swap(&pending, &incoming)
            hasPending = true
        }
        guard hasPending else { return false }
        swap(&record, &pending)
        hasPending = false
        return true
    }
}
