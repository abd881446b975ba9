/// Joins the lines MyFitnessPal breaks its Nutrition-Summary notes into. The app writes a line break
/// inside the last field, `Note`, without quoting it, so one record spans several lines; each fragment
/// after the first looks like a short row that does not start with a date.
///
/// The rule: a record that does not start with a date and has fewer fields than the header continues
/// the previous record's last field (joined with a line break; its own commas are the note's). Any
/// other bad row is left for the reader to report. Pure.
///
/// - Complexity: O(n) in the records' fields.
enum NoteContinuations {
    /// `records` (header first) with continuations joined into the record before them, and how many
    /// lines were joined.
    static func join(_ records: [CSVRecords.Record], isDate: (String) -> Bool) -> (records: [CSVRecords.Record], joined: Int) {
        guard let header = records.first else { return (records, 0) }
        var result: [CSVRecords.Record] = [header]
        result.reserveCapacity(records.count)
        var joined = 0
        for record in records.dropFirst() {
            if result.count > 1, record.fields.count < header.fields.count,
               !isDate(record.fields.first ?? ""), let last = result[result.count - 1].fields.indices.last {
                result[result.count - 1].fields[last] += "\n" + record.fields.joined(separator: ",")
                joined += 1
            } else {
                result.append(record)
            }
        }
        return (result, joined)
    }
}
