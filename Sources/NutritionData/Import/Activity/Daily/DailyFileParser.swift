/// Reads the rows of a daily dialect (Health Auto Export, Google Fit daily and per-day, Apple Health
/// ActivitySummary, QS Access, MyFitnessPal's exercise summary, Withings aggregates, plain) into values
/// per day.
///
/// Empty fields mean "no data" (not zero). Several rows of the same date in one file add up (Health
/// Auto Export and QS Access can aggregate by hour, Google Fit's per-day files by 15 minutes); heart
/// rate then takes the lowest minimum, the highest maximum and the mean of the rows' averages. Identical
/// rows add up too (MyFitnessPal's exercise summary repeats a session or a tracker sync that way).
///
/// Slashed dates (`6/1/2021`, a spreadsheet's re-save) are read in the order the date column proves or
/// `--date-order` gives (``SlashedDateOrder``): their rows wait until the whole column has been seen.
final class DailyFileParser {
    private let file: String
    private let layout: DailyLayout
    private let strictness: Strictness
    private let dateOrder: DateOrder?
    /// The file line of the reader's line 0, for the date-order error (whose lines are the file's).
    private let firstLine: Int
    private let splitter: CSVLineSplitter
    /// Rows whose slashed date waits for the column's order, in file order.
    private var slashedRows: [(date: (first: Int, second: Int, year: Int), line: Int, values: DayMetrics)] = []
    private var slashedOrder = SlashedDateOrder()
    // Hot mutable state of an object used by one thread at a time and never re-entered: dynamic
    // exclusivity checks (a runtime call per access on class properties) are switched off for it.
    @exclusivity(unchecked) private var result = DailyFileResult()
    @exclusivity(unchecked) private var line = 0
    /// Whether a row with the header's fields has been read (a Note continues only a row before it).
    private var sawRow = false

    /// - Parameters:
    ///   - dateOrder: the order of slashed dates (`--date-order`); nil lets the date column decide.
    ///   - firstLine: the file line the reader's first line is (2 after a CSV header).
    init(file: String, layout: DailyLayout, strictness: Strictness, dateOrder: DateOrder? = nil, firstLine: Int = 2) {
        self.file = file
        self.layout = layout
        self.strictness = strictness
        self.dateOrder = dateOrder
        self.firstLine = firstLine
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
                result.readError = InputError(.io, file: file, problem: .cannotRead(reason: InputFile.describe(code)))
                break reading
            case .tooLong:
                line += 1
                result.rows += 1
                report(
                    column: -1, kind: .lineTooLong,
                    .tooLong(.line, limit: LineReader.maximumLineLength))
            case .line(let bytes, let count):
                line += 1
                if count == 0 { continue }
                result.rows += 1
                read(bytes, count)
            }
            if strictness == .strict && !result.issues.isEmpty { break }
        }
        result.lines = line + 1
        if result.readError == nil && (strictness == .lenient || result.issues.isEmpty) { placeSlashedRows() }
        return result
    }

    /// Reads the waiting rows' slashed dates in the column's order and adds the rows to their days.
    private func placeSlashedRows() {
        guard !slashedRows.isEmpty else { return }
        let order: DateOrder?
        do throws(InputError) {
            order = try slashedOrder.order(given: dateOrder, file: file, column: layout.columns[layout.date.column])
        } catch {
            result.readError = error
            return
        }
        guard let order else { return }
        result.dateOrder = order
        for row in slashedRows {
            guard
                let day = SlashedDateOrder.date(
                    first: row.date.first, second: row.date.second, year: row.date.year, order: order)
            else {
                result.rowsUsed -= 1
                line = row.line
                let written = order == .mdy ? "month/day/year" : "day/month/year"
                report(
                    column: layout.date.column, kind: .date,
                    .expected(
                        "a real date (read \(written))", found: "\(row.date.first)/\(row.date.second)/\(row.date.year)")
                )
                if strictness == .strict { return }
                continue
            }
            add(row.values, to: day.dayNumber)
        }
    }

    private func add(_ values: DayMetrics, to day: Int) {
        if result.days[day] == nil {
            result.days[day] = values
        } else {
            result.days[day]?.add(values)
        }
    }

    /// Whether the line just split is a later line of a Note that MyFitnessPal broke without quotes:
    /// in its exercise summary, a line with fewer fields than the header, after a row, whose first
    /// field is not a date (the rule of the food log's `NoteContinuations`).
    private func isNoteContinuation(_ row: UnsafePointer<UInt8>, expected: Int) -> Bool {
        guard layout.dialect == .myFitnessPalExercise, sawRow, splitter.fieldCount < expected else { return false }
        let first = trimmed(splitter.spans[0], row)
        return ByteTimestamp.parseDay(row + Int(first.start), count: first.count) == nil
            && SpreadsheetDate.parseSlashed(row + Int(first.start), count: first.count) == nil
    }

    private func read(_ row: UnsafePointer<UInt8>, _ count: Int) {
        if let problem = splitter.split(row, count: count) {
            switch problem {
            case .unterminatedQuote(let field):
                report(
                    column: field, kind: .unterminatedQuote,
                    .quoteNotClosedOnLine)
            case .textAfterClosingQuote(let field):
                report(column: field, kind: .textAfterQuote, .textAfterClosingQuote)
            }
            return
        }
        let expected = layout.columns.count
        if isNoteContinuation(row, expected: expected) {
            // The rest of the row before's Note (which is not read), not a row of its own.
            result.rows -= 1
            result.noteContinuations += 1
            return
        }
        guard splitter.fieldCount == expected else {
            let found = splitter.fieldCount
            report(
                column: found < expected ? found : -1, kind: .fieldCount,
                .fieldCount(expected: expected, found: found))
            return
        }
        sawRow = true
        let spans = splitter.spans
        let dateColumn = layout.date.column
        let dateSpan = trimmed(spans[dateColumn], row)
        let day: Int?
        var slashedDate: (first: Int, second: Int, year: Int)?
        switch layout.date {
        case .column:
            if let parsed = ByteTimestamp.parseDay(row + Int(dateSpan.start), count: dateSpan.count) {
                day = parsed
            } else if let slashed = SpreadsheetDate.parseSlashed(row + Int(dateSpan.start), count: dateSpan.count),
                // A date that exists in neither order (2/30/2021) is a bad row now, in line order;
                // only the others wait for the column's order.
                DateOrder.allCases.contains(where: {
                    SlashedDateOrder.date(first: slashed.first, second: slashed.second, year: slashed.year, order: $0)
                        != nil
                })
            {
                slashedOrder.observe(
                    first: slashed.first, second: slashed.second, line: line + firstLine,
                    text: CSVLineSplitter.decode(dateSpan, of: row))
                slashedDate = slashed
                day = nil
            } else {
                return report(
                    column: dateColumn, kind: .date,
                    .expected("a date like \(dateExample)", found: .quoted(CSVLineSplitter.decode(dateSpan, of: row))))
            }
        case .fileName(let fileDay, _):
            guard ByteTimestamp.parseClockTime(row + Int(dateSpan.start), count: dateSpan.count) != nil else {
                return report(
                    column: dateColumn, kind: .date,
                    .expected(
                        "a time of day with its UTC offset like 00:15:00.000+05:30",
                        found: .quoted(CSVLineSplitter.decode(dateSpan, of: row))))
            }
            day = fileDay
        }
        var values = DayMetrics()
        var heartRate: (min: Double?, max: Double?, average: Double?) = (nil, nil, nil)
        for column in layout.metrics {
            let span = trimmed(spans[column.index], row)
            if span.count == 0 { continue }
            guard let number = DecimalNumber.value(row + Int(span.start), count: span.count), number.isFinite,
                number >= 0
            else {
                return report(
                    column: column.index, kind: .number,
                    .notANonNegativeNumber(found: .quoted(CSVLineSplitter.decode(span, of: row)), orEmpty: true))
            }
            guard number <= ActivityValueLimit.maximum else {
                return report(
                    column: column.index, kind: .numberTooLarge,
                    .activityValueTooLarge(found: .quoted(CSVLineSplitter.decode(span, of: row)), orEmpty: true))
            }
            var factor = column.factor
            if let unitColumn = column.unitColumn {
                let unitSpan = trimmed(spans[unitColumn], row)
                guard let unit = EnergyUnit(bytes: row + Int(unitSpan.start), count: unitSpan.count) else {
                    return report(
                        column: unitColumn, kind: .unit,
                        .expected(
                            "\(EnergyUnit.expectation) for \(layout.columns[column.index])",
                            found: .quoted(CSVLineSplitter.decode(unitSpan, of: row))))
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
                return report(
                    column: missing?.index ?? -1, kind: .heartRateIncomplete,
                    .expected("a value because the row has other heart-rate values", found: "an empty field"))
            }
            // A summary whose minimum exceeds its maximum, or whose average lies outside them, is
            // not a heart rate: refuse it rather than carry an impossible range into the figures.
            guard low <= high else {
                return report(
                    column: heartRateColumn(.heartRateMax), kind: .heartRateOrder,
                    .expected("at least the row's minimum heart rate (\(number(low)))", found: "\(number(high))"))
            }
            guard average >= low && average <= high else {
                return report(
                    column: heartRateColumn(.heartRateAverage), kind: .heartRateOrder,
                    .expected(
                        "a value between the row's minimum (\(number(low))) and maximum (\(number(high))) heart rate",
                        found: "\(number(average))"))
            }
            values.heartRate = HeartRateSummary(min: low, max: high, sum: average, count: 1)
        }
        if values.isEmpty { return }
        result.rowsUsed += 1
        if let day {
            add(values, to: day)
        } else if let slashedDate {
            slashedRows.append((slashedDate, line, values))
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

    private func report(column: Int, kind: RowIssueKind, _ problem: @autoclosure () -> InputProblem) {
        let names = layout.columns
        result.issues.record(
            line: line, column: column, field: column >= 0 && column < names.count ? names[column] : nil,
            kind: kind, problem: problem())
    }
}
