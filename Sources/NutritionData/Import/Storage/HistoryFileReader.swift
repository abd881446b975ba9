/// Reads `History/foodHistory.json`: `{"YYYY-MM-DD": {"HH:MM": ENTRY | [ENTRY, ...], ...}, ...}` with keys
/// in any order.
///
/// Date keys must be real dates and time keys real times (`HH:MM`, or `HH:MM:SS`); a date or a time
/// written twice in the same object is an error. Problems are reported with the field
/// `DATE TIME KEY` (`2023-08-23 14:39 servings`); in lenient mode every entry under a bad date or time
/// key is skipped and counted. A top level that is not an object, and any grammar error, fail in both
/// modes.
///
/// The file is read in one streaming pass with a ``JSONPullReader`` (no node list of the whole file):
/// this is the file that grows to megabytes, and it is read on every command.
struct HistoryFileReader {
    let fields: EntryFields

    /// Reads the entries, in file order.
    func read(_ bytes: [UInt8], issues: inout ImportIssues) throws(InputError) -> [PendingEntry] {
        var result: Result<[PendingEntry], InputError> = .success([])
        bytes.withUnsafeBufferPointer { input in
            do throws(InputError) {
                result = .success(try read(input, issues: &issues))
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }

    private func read(_ input: UnsafeBufferPointer<UInt8>, issues: inout ImportIssues) throws(InputError) -> [PendingEntry] {
        var reader = try JSONPullReader(input: input, file: fields.file)
        guard try reader.peek() == .object else {
            let top = JSONToken(node: try reader.readValue(), input: input)
            throw fields.error("expected an object of dates {\"YYYY-MM-DD\": {\"HH:MM\": entry}}, found \(top.excerpt)",
                               field: nil, line: top.line)
        }
        _ = try reader.enterObject()
        let entryReader = EntryReader(fields: fields)
        // Room for the entries without growing: an entry takes at least ~30 bytes of JSON. Pages of
        // the reservation that stay unused are never touched.
        var entries: [PendingEntry] = LargeBuffers.array(capacity: min(input.count / 30, 4_000_000) + 16)
        var firstLineOfDay: [Int: Int] = [:]
        var slots = TimeKeys()
        var dayIndex = 0
        var entryKeys = JSONKeySet()

        while let dayNode = try reader.nextKey() {
            let dayToken = JSONToken(node: dayNode, input: input)
            let dayKey = dayToken.string ?? ""
            // A bad date key stops a strict import; a lenient one reads on and skips the day's entries.
            var dayError: InputError?
            var date = LocalDate(dayNumber: 0)
            do throws(InputError) {
                date = try fields.date(dayKey, field: "date", line: dayToken.line)
                if let first = firstLineOfDay[date.dayNumber] {
                    throw fields.error("the date \(dayToken.excerpt) appears twice (first on line \(first))",
                                       field: "date", line: dayToken.line)
                }
                firstLineOfDay[date.dayNumber] = dayToken.line
            } catch {
                try issues.check(error)
                dayError = error
            }
            guard try reader.peek() == .object else {
                let value = JSONToken(node: try reader.readValue(), input: input)
                try issues.skip(dayError ?? fields.error(
                    "expected an object of times {\"HH:MM\": entry}, found \(value.excerpt)", field: dayKey, line: value.line))
                continue
            }
            _ = try reader.enterObject()
            dayIndex += 1
            while let slotNode = try reader.nextKey() {
                let slotToken = JSONToken(node: slotNode, input: input)
                let timeKey = slotToken.string ?? ""
                var slotError = dayError
                var time = LocalTime.midnight
                if slotError == nil {
                    do throws(InputError) {
                        time = try fields.time(timeKey, field: dayKey + " time", line: slotToken.line)
                        if let first = slots.firstLine(of: slotToken, time: time, day: dayIndex) {
                            throw fields.error("the time \(slotToken.excerpt) appears twice in \(dayKey) (first on line \(first))",
                                               field: dayKey + " time", line: slotToken.line)
                        }
                    } catch {
                        try issues.check(error)
                        slotError = error
                    }
                }
                let path = FieldPath(day: dayToken, time: slotToken)
                let isList = try reader.peek() == .array
                if isList { _ = try reader.enterArray() }
                var another = isList ? try reader.nextElement() : true
                while another {
                    var problem: InputError?
                    let entry = try entryReader.readEntry(&reader, keys: &entryKeys, date: date, time: time, path: path,
                                                          source: .history, problem: &problem)
                    if let entry, slotError == nil {
                        entries.append(entry)
                    } else if let reason = slotError ?? problem {
                        try issues.skip(reason)
                    }
                    another = isList ? try reader.nextElement() : false
                }
            }
        }
        try reader.finish()
        return entries
    }
}

/// The time keys met so far in each day's object, to find a time written twice. `HH:MM` keys (the
/// usual form) are looked up by minute in a table stamped with the day, so nothing is cleared between
/// days; other spellings go through a ``JSONKeySet``.
private struct TimeKeys {
    private var stamp = [Int32](repeating: 0, count: 1440)
    private var line = [Int32](repeating: 0, count: 1440)
    private var others = JSONKeySet()
    private var othersDay = 0

    /// Records the key `token` (read as `time`) of day number `day` (counting days read, from 1);
    /// returns the line of an identical earlier key of the same day, if any.
    mutating func firstLine(of token: JSONToken, time: LocalTime, day: Int) -> Int? {
        guard token.node.end - token.node.start == 5, !token.node.hasEscapes, time.second == 0 else {
            if othersDay != day {
                others.removeAll()
                othersDay = day
            }
            return others.insert(token)
        }
        let minute = time.secondsSinceMidnight / 60
        if stamp[minute] == Int32(truncatingIfNeeded: day) { return Int(line[minute]) }
        stamp[minute] = Int32(truncatingIfNeeded: day)
        line[minute] = Int32(truncatingIfNeeded: token.line)
        return nil
    }
}
