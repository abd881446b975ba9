/// Reads the rows of a daily dialect (Health Auto Export, Google Fit daily and per-day, Apple Health
/// ActivitySummary, QS Access, plain) into values per day.
///
/// Empty fields mean "no data" (not zero). Several rows of the same date in one file add up (Health
/// Auto Export and QS Access can aggregate by hour, Google Fit's per-day files by 15 minutes); heart
/// rate then takes the lowest minimum, the highest maximum and the mean of the rows' averages.
final class DailyFileParser {
    private let file: String
    private let layout: DailyLayout
    private let strictness: Strictness
    private let splitter: CSVLineSplitter
    // Hot mutable state of an object used by one thread at a time and never re-entered: dynamic
    // exclusivity checks (a runtime call per access on class properties) are switched off for it.
    @exclusivity(unchecked) private var result = DailyFileResult()
    @exclusivity(unchecked) private var line = 0

    init(file: String, layout: DailyLayout, strictness: Strictness) {
        self.file = file
        self.layout = layout
        self.strictness = strictness
        self.splitter = CSVLineSplitter(capacity: layout.columns.count)
    }

    /// Reads every line `reader` gives; line 0 is the reader's first line.
    func run(_ reader: LineReader) -> DailyFileResult {
        line = -1
        reading: while true {
            switch reader.nextLine() {
            case .end:
                break reading
            case .failed(let code):
                result.readError = InputError(.io, file: file, problem: "cannot read the file: \(InputFile.describe(code))")
                break reading
            case .tooLong:
                line += 1
                result.rows += 1
                report(column: -1, kind: .lineTooLong,
                       "expected a line of at most 1 MiB (\(LineReader.maximumLineLength) bytes), found a longer one")
            case .line(let bytes, let count):
                line += 1
                if count == 0 { continue }
                result.rows += 1
                read(bytes, count)
            }
            if strictness == .strict && !result.issues.isEmpty { break }
        }
        result.lines = line + 1
        return result
    }

    private func read(_ row: UnsafePointer<UInt8>, _ count: Int) {
        if let problem = splitter.split(row, count: count) {
            switch problem {
            case .unterminatedQuote(let field):
                report(column: field, kind: .unterminatedQuote,
                       "expected a closing quote on the same line (a quoted field cannot span lines), found none")
            case .textAfterClosingQuote(let field):
                report(column: field, kind: .textAfterQuote, "expected a comma after the closing quote, found more text")
            }
            return
        }
        let expected = layout.columns.count
        guard splitter.fieldCount == expected else {
            let found = splitter.fieldCount
            report(column: found < expected ? found : -1, kind: .fieldCount,
                   "expected \(expected) fields as in the header, found \(found)")
            return
        }
        let spans = splitter.spans
        let dateColumn = layout.date.column
        let dateSpan = trimmed(spans[dateColumn], row)
        let day: Int
        switch layout.date {
        case .column:
            guard let parsed = ByteTimestamp.parseDay(row + Int(dateSpan.start), count: dateSpan.count) else {
                return report(column: dateColumn, kind: .date,
                              "expected a date like \(dateExample), found \(FoundText.quoted(CSVLineSplitter.decode(dateSpan, of: row)))")
            }
            day = parsed
        case .fileName(let fileDay, _):
            guard ByteTimestamp.parseClockTime(row + Int(dateSpan.start), count: dateSpan.count) != nil else {
                return report(column: dateColumn, kind: .date,
                              "expected a time of day with its UTC offset like 00:15:00.000+05:30, found \(FoundText.quoted(CSVLineSplitter.decode(dateSpan, of: row)))")
            }
            day = fileDay
        }
        var values = DayMetrics()
        var heartRate: (min: Double?, max: Double?, average: Double?) = (nil, nil, nil)
        for column in layout.metrics {
            let span = trimmed(spans[column.index], row)
            if span.count == 0 { continue }
            guard let number = ByteNumber.parse(row + Int(span.start), count: span.count), number >= 0 else {
                return report(column: column.index, kind: .number,
                              "expected a finite, non-negative number or an empty field, found \(FoundText.quoted(CSVLineSplitter.decode(span, of: row)))")
            }
            guard number <= ActivityValueLimit.maximum else {
                return report(column: column.index, kind: .numberTooLarge,
                              "expected a number of at most \(ActivityValueLimit.text) or an empty field, found \(FoundText.quoted(CSVLineSplitter.decode(span, of: row)))")
            }
            var factor = column.factor
            if let unitColumn = column.unitColumn {
                let unitSpan = trimmed(spans[unitColumn], row)
                guard let unit = EnergyUnit(bytes: row + Int(unitSpan.start), count: unitSpan.count) else {
                    return report(column: unitColumn, kind: .unit,
                                  "expected \(EnergyUnit.expectation) for \(layout.columns[column.index]), found \(FoundText.quoted(CSVLineSplitter.decode(unitSpan, of: row)))")
                }
                factor = unit.toKilocalories
            }
            let value = number * factor
            switch column.field {
            case .steps: values.steps = value
            case .activeKcal: values.activeKcal = value
            case .restingKcal: values.restingKcal = value
            case .totalKcal: values.totalKcal = value
            case .heartRateMin: heartRate.min = value
            case .heartRateMax: heartRate.max = value
            case .heartRateAverage: heartRate.average = value
            }
        }
        if heartRate.min != nil || heartRate.max != nil || heartRate.average != nil {
            guard let low = heartRate.min, let high = heartRate.max, let average = heartRate.average else {
                let missing = layout.metrics.first { column in
                    switch column.field {
                    case .heartRateMin: heartRate.min == nil
                    case .heartRateMax: heartRate.max == nil
                    case .heartRateAverage: heartRate.average == nil
                    default: false
                    }
                }
                return report(column: missing?.index ?? -1, kind: .heartRateIncomplete,
                              "expected a value because the row has other heart-rate values, found an empty field")
            }
            // A summary whose minimum exceeds its maximum, or whose average lies outside them, is
            // not a heart rate: refuse it rather than carry an impossible range into the figures.
            guard low <= high else {
                return report(column: heartRateColumn(.heartRateMax), kind: .heartRateOrder,
                              "expected at least the row's minimum heart rate (\(number(low))), found \(number(high))")
            }
            guard average >= low && average <= high else {
                return report(column: heartRateColumn(.heartRateAverage), kind: .heartRateOrder,
                              "expected a value between the row's minimum (\(number(low))) and maximum (\(number(high))) heart rate, found \(number(average))")
            }
            values.heartRate = HeartRateSummary(min: low, max: high, sum: average, count: 1)
        }
        if values.isEmpty { return }
        result.rowsUsed += 1
        if result.days[day] == nil {
            result.days[day] = values
        } else {
            result.days[day]?.add(values)
        }
    }

    /// A date of the layout's dialect, for messages.
    private var dateExample: String {
        switch layout.dialect {
        case .healthAutoExport: "2026-07-11 00:00:00"
        case .qsAccess: "23-Oct-2015 18:00"
        default: "2026-07-11"
        }
    }

    /// The column of a heart-rate field (-1 when the layout has none, which cannot happen here).
    private func heartRateColumn(_ field: DailyField) -> Int {
        layout.metrics.first { $0.field == field }?.index ?? -1
    }

    /// A value as a message shows it: whole numbers without a fraction.
    private func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// The span without surrounding spaces.
    private func trimmed(_ span: FieldSpan, _ row: UnsafePointer<UInt8>) -> FieldSpan {
        var result = span
        while result.start < result.end && row[Int(result.start)] == 0x20 { result.start += 1 }
        while result.end > result.start && row[Int(result.end) - 1] == 0x20 { result.end -= 1 }
        return result
    }

    private func report(column: Int, kind: RowIssueKind, _ problem: @autoclosure () -> String) {
        let names = layout.columns
        result.issues.record(line: line, column: column, field: column >= 0 && column < names.count ? names[column] : nil,
                             kind: kind, problem: problem())
    }
}
