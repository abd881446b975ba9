import Dispatch

/// Reads `History/foodHistory.json`: `{"YYYY-MM-DD": {"HH:MM": ENTRY | [ENTRY, ...], ...}, ...}` with keys
/// in any order.
///
/// The older shortcut's format is read too, decided day by day by content: a day whose value is a
/// string holds `{"HH:MM": "LINES"}` encoded as JSON (see ``LegacyHistoryDay``). A `"SAMPLE"` key among
/// the dates (the shortcut's placeholder) is skipped and counted in ``ImportIssues/sampleKeys``.
///
/// Date keys must be real dates and time keys real times (`HH:MM`, or `HH:MM:SS`); a date or a time
/// written twice in the same object is an error. Problems are reported with the field
/// `DATE TIME KEY` (`2023-08-23 14:39 servings`); in lenient mode every entry under a bad date or time
/// key is skipped and counted. A top level that is not an object, and any grammar error, fail in both
/// modes.
///
/// The file is read in one streaming pass with a ``JSONPullReader`` (no node list of the whole file):
/// this is the file that grows to megabytes, and it is read on every command. A large file is read as
/// two halves on two threads, split between two days (see ``readInTwoHalves(_:issues:)``); the result,
/// errors included, is the same as one pass gives.
struct HistoryFileReader {
    let fields: EntryFields
    /// The key of the shortcut's placeholder day, which may sit among the dates; it is not read.
    static let sampleKey = "SAMPLE"
    /// Files at least this large are read in two halves (tests lower it to exercise that path).
    var twoHalvesThreshold = 1 << 20

    /// Reads the entries, in file order.
    func read(_ bytes: [UInt8], issues: inout ImportIssues) throws(InputError) -> [PendingEntry] {
        var result: Result<[PendingEntry], InputError> = .success([])
        bytes.withUnsafeBufferPointer { input in
            do throws(InputError) {
                if input.count >= twoHalvesThreshold, let entries = try readInTwoHalves(input, issues: &issues) {
                    result = .success(entries)
                } else {
                    result = .success(try readInOnePass(input, issues: &issues))
                }
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }

    /// Reads the whole file front to back.
    private func readInOnePass(_ input: UnsafeBufferPointer<UInt8>, issues: inout ImportIssues) throws(InputError)
        -> [PendingEntry]
    {
        var pass = try HistoryPass(fields: fields, input: input, strictness: issues.strictness)
        _ = try pass.readDays(stoppingAt: nil)
        issues.merge(pass.issues)
        return pass.entries
    }

    /// Reads the file as two halves at once, split at a comma between two days near the middle, or
    /// returns nil when that cannot give the one-pass result (no split point, or a date in both halves).
    ///
    /// The first half is read from the start and must arrive exactly at the split point between two
    /// days; if it passes it instead (the point was inside a day), that reading simply goes on to the
    /// end and is the result. An error in the first half is reported before any in the second, as one
    /// pass would.
    func readInTwoHalves(_ input: UnsafeBufferPointer<UInt8>, issues: inout ImportIssues) throws(InputError)
        -> [PendingEntry]?
    {
        guard let split = Self.splitPoint(in: input) else { return nil }
        let bytes = SharedBytes(input: input)
        let first = Slot<Result<(HistoryPass, HistoryPass.Stop), InputError>>()
        let second = Slot<(pass: HistoryPass?, error: InputError?)>()
        let fields = fields
        let strictness = issues.strictness
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            if half == 0 {
                do throws(InputError) {
                    var pass = try HistoryPass(fields: fields, input: bytes.input, strictness: strictness)
                    let stop = try pass.readDays(stoppingAt: split)
                    first.value = .success((pass, stop))
                } catch {
                    first.value = .failure(error)
                }
            } else {
                let line = 1 + LineEnds.count(in: bytes.input, before: split)
                var pass = HistoryPass(
                    fields: fields, input: bytes.input, resumingAt: split, line: line, strictness: strictness)
                do throws(InputError) {
                    _ = try pass.readDays(stoppingAt: nil)
                    second.value = (pass, nil)
                } catch {
                    second.value = (pass, error)
                }
            }
        }
        guard let firstResult = first.value, let secondResult = second.value, let secondPass = secondResult.pass else {
            return nil
        }
        var (firstPass, stop) = try firstResult.get()
        guard stop == .atSplit else {
            // The split point was not between two days: the first reader read everything.
            issues.merge(firstPass.issues)
            return firstPass.entries
        }
        // A date in both halves is reported (or skipped) by the one-pass reading.
        for day in secondPass.firstLineOfDay.keys where firstPass.firstLineOfDay[day] != nil { return nil }
        if let error = secondResult.error { throw error }
        firstPass.entries.append(contentsOf: secondPass.entries)
        issues.merge(firstPass.issues)
        issues.merge(secondPass.issues)
        return firstPass.entries
    }

    /// A comma near the middle of the file that looks like it separates two days of the top-level
    /// object: `}` `,` `"YYYY-MM-DD"` `:` `{`, with any spacing. Nil when there is none nearby.
    static func splitPoint(in input: UnsafeBufferPointer<UInt8>) -> Int? {
        func isDigit(_ index: Int) -> Bool { index < input.count && input[index] >= 48 && input[index] <= 57 }
        func skipSpace(_ index: Int) -> Int {
            var j = index
            while j < input.count, input[j] == 0x20 || input[j] == 0x0A || input[j] == 0x0D || input[j] == 0x09 {
                j += 1
            }
            return j
        }
        var index = input.count / 2
        let limit = min(input.count, index + (1 << 16))
        while index < limit {
            defer { index += 1 }
            guard input[index] == UInt8(ascii: "}") else { continue }
            let comma = skipSpace(index + 1)
            guard comma < input.count, input[comma] == UInt8(ascii: ",") else { continue }
            let quote = skipSpace(comma + 1)
            guard quote + 12 < input.count, input[quote] == UInt8(ascii: "\""),
                (1...4).allSatisfy({ isDigit(quote + $0) }), input[quote + 5] == UInt8(ascii: "-"),
                isDigit(quote + 6), isDigit(quote + 7), input[quote + 8] == UInt8(ascii: "-"),
                isDigit(quote + 9), isDigit(quote + 10), input[quote + 11] == UInt8(ascii: "\"")
            else { continue }
            let colon = skipSpace(quote + 12)
            guard colon < input.count, input[colon] == UInt8(ascii: ":") else { continue }
            let brace = skipSpace(colon + 1)
            guard brace < input.count, input[brace] == UInt8(ascii: "{") else { continue }
            return comma
        }
        return nil
    }
}

/// The bytes of the history, shared read-only by the two threads of a two-half read for the length of
/// that call (the array they point into outlives it).
private struct SharedBytes: @unchecked Sendable {
    let input: UnsafeBufferPointer<UInt8>
}

/// Reading consecutive days of the top-level object: the whole file, or one half of it.
private struct HistoryPass {
    let fields: EntryFields
    let input: UnsafeBufferPointer<UInt8>
    var reader: JSONPullReader
    var issues: ImportIssues
    var entries: [PendingEntry]
    /// The line of each date's key, to find a date written twice.
    var firstLineOfDay: [Int: Int] = [:]
    private var slots = TimeKeys()
    private var dayIndex = 0
    private var entryKeys = JSONKeySet()
    private let entryReader: EntryReader

    /// Where reading stopped.
    enum Stop: Equatable {
        /// At the end of the top-level object (and of the file).
        case atEnd
        /// Exactly at the split point asked for.
        case atSplit
    }

    /// A pass from the start of the file, which must hold an object.
    init(fields: EntryFields, input: UnsafeBufferPointer<UInt8>, strictness: Strictness) throws(InputError) {
        var reader = try JSONPullReader(input: input, file: fields.file)
        guard try reader.peek() == .object else {
            let top = JSONToken(node: try reader.readValue(), input: input)
            throw fields.error(
                .expected("an object of dates {\"YYYY-MM-DD\": {\"HH:MM\": entry}}", found: .shown(top.excerpt)),
                field: nil, line: top.line)
        }
        _ = try reader.enterObject()
        self.init(fields: fields, input: input, reader: reader, strictness: strictness, bytes: input.count)
    }

    /// A pass from the comma at `position` (on `line`) between two days, to the end of the file.
    init(
        fields: EntryFields, input: UnsafeBufferPointer<UInt8>, resumingAt position: Int, line: Int,
        strictness: Strictness
    ) {
        let reader = JSONPullReader(resumingTopLevelObjectAt: position, line: line, input: input, file: fields.file)
        self.init(fields: fields, input: input, reader: reader, strictness: strictness, bytes: input.count - position)
    }

    private init(
        fields: EntryFields, input: UnsafeBufferPointer<UInt8>, reader: JSONPullReader, strictness: Strictness,
        bytes: Int
    ) {
        self.fields = fields
        self.input = input
        self.reader = reader
        self.issues = ImportIssues(strictness: strictness)
        self.entryReader = EntryReader(fields: fields)
        // Room for the entries without growing: an entry takes at least ~30 bytes of JSON. Pages of
        // the reservation that stay unused are never touched.
        self.entries = LargeBuffers.array(capacity: min(input.count / 30, 4_000_000) + 16, expected: bytes / 80)
    }

    /// Reads days until the top-level object ends (then checks that the file ends too), or until the
    /// reader stands exactly at `split` between two days. A reader that goes past `split` inside a day
    /// reads on to the end.
    mutating func readDays(stoppingAt split: Int?) throws(InputError) -> Stop {
        var split = split
        while true {
            if let stop = split {
                let position = reader.positionOfNextToken()
                if position == stop { return .atSplit }
                if position > stop { split = nil }
            }
            guard let dayNode = try reader.nextKey() else { break }
            try readDay(JSONToken(node: dayNode, input: input))
        }
        try reader.finish()
        return .atEnd
    }

    private mutating func readDay(_ dayToken: JSONToken) throws(InputError) {
        let dayKey = dayToken.string ?? ""
        // The shortcut's placeholder day: not the user's food, never read, but counted (see
        // `FoodLog.sampleKeysIgnored`).
        if dayKey == HistoryFileReader.sampleKey {
            try reader.skipValue()
            issues.sampleKeys += 1
            return
        }
        // A bad date key stops a strict import; a lenient one reads on and skips the day's entries.
        var dayError: InputError?
        var date = LocalDate(dayNumber: 0)
        do throws(InputError) {
            date = try fields.date(dayKey, field: "date", line: dayToken.line)
            if let first = firstLineOfDay[date.dayNumber] {
                throw fields.error(
                    "the date \(dayToken.excerpt) appears twice (first on line \(first))",
                    field: "date", line: dayToken.line)
            }
            firstLineOfDay[date.dayNumber] = dayToken.line
        } catch {
            try issues.check(error)
            dayError = error
        }
        let dayKind = try reader.peek()
        if dayKind == .string {
            // The older format: the day is a JSON-encoded string of {"HH:MM": "LINES"}.
            let value = JSONToken(node: try reader.readValue(), input: input)
            if let dayError {
                try issues.skip(dayError)
                return
            }
            issues.olderFormatDays += 1
            entries.append(
                contentsOf: try LegacyHistoryDay(fields: fields).entries(
                    of: value.string ?? "", date: date, dayKey: dayKey, line: value.line, source: .history,
                    issues: &issues))
            return
        }
        guard dayKind == .object else {
            let value = JSONToken(node: try reader.readValue(), input: input)
            try issues.skip(
                dayError
                    ?? fields.error(
                        .expected(
                            "an object of times {\"HH:MM\": entry} or the older format's text",
                            found: .shown(value.excerpt)),
                        field: dayKey, line: value.line))
            return
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
                        throw fields.error(
                            "the time \(slotToken.excerpt) appears twice in \(dayKey) (first on line \(first))",
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
                let entry = try entryReader.readEntry(
                    &reader, keys: &entryKeys, date: date, time: time, path: path,
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
