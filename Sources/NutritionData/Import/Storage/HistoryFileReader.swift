/// Reads `History/foodHistory.json`: `{"YYYY-MM-DD": {"HH:MM": ENTRY | [ENTRY, ...], ...}, ...}` with keys
/// in any order.
///
/// Date keys must be real dates and time keys real times (`HH:MM`, or `HH:MM:SS`). Problems are reported
/// with the field `DATE TIME KEY` (`2023-08-23 14:39 servings`); in lenient mode every entry under a bad
/// date or time key is skipped and counted. A top level that is not an object fails in both modes.
struct HistoryFileReader {
    let fields: EntryFields

    func read(_ document: JSONDocument, issues: inout ImportIssues) throws(InputError) -> [LogEntry] {
        let root = document.root
        guard root.kind == .object else {
            throw fields.error("expected an object of dates {\"YYYY-MM-DD\": {\"HH:MM\": entry}}, found \(root.excerpt)",
                               field: nil, line: root.line)
        }
        let reader = EntryReader(fields: fields)
        var entries: [LogEntry] = []
        entries.reserveCapacity(root.count * 6)
        for day in root.members {
            let date: LocalDate
            do throws(InputError) {
                date = try dateKey(day)
                guard day.value.kind == .object else {
                    throw fields.error("expected an object of times {\"HH:MM\": entry}, found \(day.value.excerpt)",
                                       field: day.key, line: day.value.line)
                }
            } catch {
                let dayCount = day.value.members.reduce(0) { $0 + EntryReader.entryCount($1.value) }
                try issues.skip(error, entries: dayCount)
                continue
            }
            for slot in day.value.members {
                let fieldPrefix = day.key + " " + slot.key + " "
                let time: LocalTime
                do throws(InputError) {
                    time = try timeKey(slot, dayKey: day.key)
                } catch {
                    try issues.skip(error, entries: EntryReader.entryCount(slot.value))
                    continue
                }
                if slot.value.kind == .array {
                    for element in slot.value.elements {
                        do throws(InputError) {
                            entries.append(try reader.entry(element, date: date, time: time, fieldPrefix: fieldPrefix, source: .history))
                        } catch {
                            try issues.skip(error)
                        }
                    }
                } else {
                    do throws(InputError) {
                        entries.append(try reader.entry(slot.value, date: date, time: time, fieldPrefix: fieldPrefix, source: .history))
                    } catch {
                        try issues.skip(error)
                    }
                }
            }
        }
        return entries
    }

    private func dateKey(_ day: JSONMember) throws(InputError) -> LocalDate {
        try fields.checkUnique(day, field: "date")
        return try fields.date(day.key, field: "date", line: day.keyLine)
    }

    private func timeKey(_ slot: JSONMember, dayKey: String) throws(InputError) -> LocalTime {
        try fields.checkUnique(slot, field: dayKey + " time")
        return try fields.time(slot.key, field: dayKey + " time", line: slot.keyLine)
    }
}
