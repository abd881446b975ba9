/// What one body file gave while it is read: its readings (file index 0, set by ``BodyReader``), the
/// rows read, what was not used, and the rows skipped. Every parser of a body format fills one.
struct BodyFileContents: Sendable {
    var file: String
    var dialect: BodyDialect
    var readings: [BodyReading] = []
    /// Data rows read, used or not, skipped ones included.
    var rows = 0
    /// Unused things (metrics, record types, columns) with counts, in order of first sight.
    private(set) var unused: [(name: String, count: Int?)] = []
    private var unusedIndex: [String: Int] = [:]
    var issues: ImportIssues
    var weightUnitGiven: WeightUnit?

    init(file: String, dialect: BodyDialect, strictness: Strictness) {
        self.file = file
        self.dialect = dialect
        self.issues = ImportIssues(strictness: strictness)
    }

    /// Counts one row of the unused `name` (a metric, a record type).
    mutating func countUnused(_ name: String) {
        if let index = unusedIndex[name] {
            unused[index].count = (unused[index].count ?? 0) + 1
        } else {
            unusedIndex[name] = unused.count
            unused.append((name, 1))
        }
    }

    /// Notes a column that is not read (no count: every row has it).
    mutating func noteUnusedColumn(_ name: String) {
        guard unusedIndex[name] == nil else { return }
        unusedIndex[name] = unused.count
        unused.append((name, nil))
    }

    /// Reads every record of `records` as a data row: `row` adds its readings, and its error is the
    /// row's (thrown in a strict read, counted as a skip in a lenient one).
    mutating func readRows(
        _ records: CSVRecords.Stream, _ row: (CSVRecords.Record, inout BodyFileContents) throws(InputError) -> Void
    ) throws(InputError) {
        var stream = records
        while let record = try stream.next() {
            rows += 1
            do throws(InputError) {
                try row(record, &self)
            } catch {
                try skip(error)
            }
        }
    }

    /// The dates of the date cells of column `column` of `records` (a time after the date is left to
    /// the row, ``BodyDateTime``): slashed dates are read in the order `given`, else the one the whole
    /// column decides (`FoodLogDates`).
    static func dates(
        _ records: CSVRecords.Stream, column: Int, header: [String], given: DateOrder?, file: String
    ) throws(InputError) -> FoodLogDates {
        var texts: [(text: String, line: Int)] = []
        var stream = records
        while let record = try stream.next() {
            texts.append(
                (column < record.fields.count ? BodyDateTime.split(record.fields[column]).date : "", record.line))
        }
        return try FoodLogDates(column: texts, given: given, file: file, column: header[column])
    }

    /// Throws `error` in a strict read; counts the row as skipped in a lenient one.
    mutating func skip(_ error: InputError) throws(InputError) {
        try issues.skip(error)
    }

    /// Adds a reading of `metric`, whose `value` is in the metric's canonical unit, after checking it
    /// (``BodyValueLimits``); `invalid` is the error of an impossible value.
    mutating func add(
        _ metric: BodyMetric, _ value: Double, date: LocalDate, time: LocalTime?, source: String? = nil, line: Int?,
        invalid: @autoclosure () -> InputError
    ) throws(InputError) {
        guard BodyValueLimits.accepts(value, for: metric) else { throw invalid() }
        readings.append(
            BodyReading(date: date, time: time, metric: metric, value: value + 0, source: source, line: line))
    }

    /// The file's summary.
    var summary: BodyFileSummary {
        var perMetric: [BodyMetric: Int] = [:]
        var sources: [String] = []
        var seenSources: Set<String> = []
        var perDay: [BodyMetric: [LocalDate: Int]] = [:]
        for reading in readings {
            perMetric[reading.metric, default: 0] += 1
            perDay[reading.metric, default: [:]][reading.date, default: 0] += 1
            if let source = reading.source, seenSources.insert(source).inserted { sources.append(source) }
        }
        var several: Set<LocalDate> = []
        for days in perDay.values { for (day, count) in days where count > 1 { several.insert(day) } }
        return BodyFileSummary(
            file: file, dialect: dialect, rows: rows, readings: perMetric, sources: sources,
            daysWithSeveralReadings: several.count, skippedRows: issues.skipped.total,
            unused: unused.map { item in item.count.map { "\(item.name) (\($0))" } ?? item.name },
            weightUnitGiven: weightUnitGiven)
    }
}
