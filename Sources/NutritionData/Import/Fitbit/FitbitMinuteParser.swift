/// Reads a Fitbit per-minute file (`steps-YYYY-MM-DD.json`, `calories-YYYY-MM-DD.json`; see
/// ``FitbitMetric``) into values per local day.
///
/// The file is a JSON list of `{"dateTime": "11/02/17 00:21:00", "value": "0"}`, one element per
/// minute; `value` is a number written as text (`"12"`, `"1.37"`) or as a JSON number. Other keys
/// are not read. A day's value is the sum of its minutes (a written `"0"` is a known 0). A file
/// covering several days is split by the days of its own minutes: steps are written in UTC and are
/// placed on the local days of `--time-zone` (``RecordTimeZone``), or on UTC days without one;
/// calories are on the local wall clock and count on the date written (``FitbitClock``).
///
/// The file is read whole and walked once with ``JSONPullReader`` (no node list is built); memory
/// beyond the file's bytes grows with the number of days. A problem in an element (not an object,
/// a key missing or written twice, a bad `dateTime`, a value that is not a number from 0 to
/// 1,000,000,000) is a bad row, located at the element's line: it stops a strict read and is skipped
/// and counted in lenient mode. Text that is not JSON fails in both modes.
struct FitbitMinuteParser {
    var file: String
    var metric: FitbitMetric
    var strictness: Strictness
    /// The zone UTC minutes are placed in (`--time-zone`); not used for files on the local clock.
    var zone: RecordTimeZone?

    /// Pseudo-columns for grouping bad rows.
    private static let dateTimeColumn = 0
    private static let valueColumn = 1

    /// Reads the file.
    func run() -> DailyFileResult {
        let bytes: [UInt8]
        do throws(InputError) {
            bytes = try LocalFiles.readBytes(path: file, shownAs: file, expected: "expected a Fitbit JSON file")
        } catch {
            var result = DailyFileResult()
            result.readError = error
            return result
        }
        return bytes.withUnsafeBufferPointer { read($0) }
    }

    /// Reads the bytes of the file. Pure.
    func read(_ input: UnsafeBufferPointer<UInt8>) -> DailyFileResult {
        var result = DailyFileResult()
        result.clock =
            switch metric.clock {
            case .localWallClock: .localWallClock
            case .utc: zone.map { .utc(placedIn: $0.identifier) } ?? .utcWithoutZone
            }
        var totals: [Int: Double] = [:]
        var firstMinute = Int64.max
        var lastMinute = Int64.min
        do throws(InputError) {
            var reader = try JSONPullReader(input: input, file: file)
            guard try reader.peek() == .array else {
                let top = JSONToken(node: try reader.readValue(), input: input)
                throw InputError(
                    .data, file: file, line: top.line,
                    problem: .expected(
                        "a Fitbit list [{\"dateTime\": \"11/02/17 00:21:00\", \"value\": \"0\"}, …]",
                        found: .shown(top.excerpt)))
            }
            _ = try reader.enterArray()
            var cache = RecordTimeZone.Cache()
            while try reader.nextElement() {
                result.rows += 1
                guard let minute = try element(&reader, input, into: &result.issues) else {
                    if strictness == .strict { break }
                    continue
                }
                var local = minute.seconds
                if metric.clock == .utc, let zone { local += Int64(zone.offset(at: minute.seconds, cache: &cache)) }
                let day = Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
                totals[day, default: 0] += minute.value
                firstMinute = min(firstMinute, minute.seconds / 60)
                lastMinute = max(lastMinute, minute.seconds / 60)
                result.rowsUsed += 1
            }
            if result.issues.isEmpty || strictness == .lenient { try reader.finish() }
            result.lines = reader.line
        } catch {
            result.readError = error
        }
        for (day, total) in totals {
            var values = DayMetrics()
            switch metric {
            case .steps: values.steps = total
            case .calories: values.totalKcal = total
            }
            result.days[day] = values
        }
        if firstMinute <= lastMinute { result.minuteSpan = firstMinute...lastMinute }
        return result
    }

    /// Reads one element; its minute (seconds since 1970 on the file's clock) and value, or nil after
    /// recording why it is a bad row.
    private func element(
        _ reader: inout JSONPullReader, _ input: UnsafeBufferPointer<UInt8>, into issues: inout RowIssueLog
    ) throws(InputError) -> (seconds: Int64, value: Double)? {
        // Lines are recorded relative to line 1 (the combiner adds ``ActivityLayout/firstDataLine``).
        func report(_ line: Int, _ column: Int, _ kind: RowIssueKind, _ problem: @autoclosure () -> InputProblem) {
            let field = column == Self.dateTimeColumn ? "dateTime" : column == Self.valueColumn ? "value" : nil
            issues.record(line: line - 1, column: column, field: field, kind: kind, problem: problem())
        }
        let expected = "{\"dateTime\": \"11/02/17 00:21:00\", \"value\": \"0\"}"
        guard try reader.peek() == .object else {
            let other = JSONToken(node: try reader.readValue(), input: input)
            report(other.line, -1, .jsonElement, .expected("an object \(expected)", found: .shown(other.excerpt)))
            return nil
        }
        let object = try reader.enterObject()
        var dateTime: JSONToken?
        var value: JSONToken?
        var repeated: (key: String, line: Int)?
        while let key = try reader.nextKey() {
            let name = JSONToken(node: key, input: input)
            if name.is("dateTime") || name.is("value") {
                let read = JSONToken(node: try reader.readValue(), input: input)
                if name.is("dateTime") {
                    if dateTime != nil, repeated == nil { repeated = ("dateTime", name.line) }
                    dateTime = read
                } else {
                    if value != nil, repeated == nil { repeated = ("value", name.line) }
                    value = read
                }
            } else {
                try reader.skipValue()
            }
        }
        if let repeated {
            report(
                repeated.line, -1, .jsonElement,
                .expected("each key once in an element", found: "'\(repeated.key)' again"))
            return nil
        }
        guard let dateTime else {
            report(
                Int(object.line), Self.dateTimeColumn, .missingAttribute,
                .partMissing(.key, context: "in an element \(expected)"))
            return nil
        }
        guard let value else {
            report(
                Int(object.line), Self.valueColumn, .missingAttribute,
                .partMissing(.key, context: "in an element \(expected)"))
            return nil
        }
        guard let text = dateTime.string, let seconds = FitbitDateTime.seconds(text) else {
            report(
                dateTime.line, Self.dateTimeColumn, .date,
                .expected("a date and time like \(FitbitDateTime.example)", found: .shown(dateTime.excerpt)))
            return nil
        }
        let number: Double?
        switch value.kind {
        case .number: number = value.number
        case .string:
            var written = value.string ?? ""
            number = written.withUTF8 { DecimalNumber.value($0) }
        default: number = nil
        }
        guard let number, number.isFinite, number >= 0 else {
            report(
                value.line, Self.valueColumn, .number,
                .expected("a finite, non-negative number, as text (\"12\") or not (12)", found: .shown(value.excerpt)))
            return nil
        }
        guard number <= ActivityValueLimit.maximum else {
            report(value.line, Self.valueColumn, .numberTooLarge, .activityValueTooLarge(found: .shown(value.excerpt)))
            return nil
        }
        return (seconds, number + 0)
    }
}
