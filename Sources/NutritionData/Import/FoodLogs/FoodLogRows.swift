/// The rows of a food log after its header, read into entries (``FoodLogReader/read(bytes:file:)``),
/// a record at a time by ``FoodLogLayout``.
///
/// One pass on one core. Reading a large file as two halves at once, as the history file is, was
/// measured and not kept: on a 10-year 60-column Cronometer file it cost 50–100 % more CPU (page faults
/// and allocation in two threads) for a wall time within the noise (docs/performance.md, "Food logs
/// from bytes").
struct FoodLogRows {
    let afterHeader: CSVRecords.Stream
    let header: [String]
    let layout: FoodLogLayout
    let file: String
    let strictness: Strictness

    private var dialect: FoodLogDialect { layout.dialect }

    private func records() -> NoteContinuations {
        NoteContinuations(afterHeader, headerCount: header.count, joinsNotes: dialect == .myFitnessPal) { text in
            let trimmed = text.trimmingSpaces()
            return LocalDate(unpaddedISO: trimmed) != nil || FoodLogDates.slashed(trimmed) != nil
        }
    }

    /// The order of the date column's slashed dates, from a pass over the column; each run of one text
    /// is looked at once (a day's rows repeat its date), which keeps the first line proving each order.
    func datesOfColumn(given: DateOrder?) throws(InputError) -> FoodLogDates {
        var dateColumn: [(text: String, line: Int)] = []
        var record = CSVFieldBuffer()
        var records = records()
        while try records.next(into: &record) {
            let text = layout.date < record.count ? record.string(layout.date) : ""
            if dateColumn.last?.text != text { dateColumn.append((text, record.line)) }
        }
        return try FoodLogDates(column: dateColumn, given: given, file: file, column: header[layout.date])
    }

    /// The file's contents with dates read by `dates`; nil when `stopsAtSlashedDate` and a row's date
    /// cell is slashed (the order is then the column's to decide) or anything fails: the caller then
    /// reads the column first, as the order may be an error that comes before any row's.
    func read(dates given: FoodLogDates, stopsAtSlashedDate: Bool) throws(InputError) -> FoodLogReader.Contents? {
        var dates = given
        dates.readsTimes = dialect == .healthAutoExport
        do throws(InputError) {
            var pass = FoodLogRowPass(layout: layout, file: file, strictness: strictness)
            var records = records()
            let stop = try pass.run(&records, dates: dates, stopsAtSlashedDate: stopsAtSlashedDate)
            if stop == .slashedDate { return nil }
            return contents(of: pass, dates: dates)
        } catch {
            if stopsAtSlashedDate { return nil }
            throw error
        }
    }

    private func contents(of pass: FoodLogRowPass, dates: FoodLogDates) -> FoodLogReader.Contents {
        var entries = pass.entries
        // Stable: rows of the same date and time keep their order in the file.
        entries.sort { a, b in a.date != b.date ? a.date < b.date : a.time < b.time }
        // Health Auto Export's hourly rows are one day's entry, like its daily rows.
        if dialect == .healthAutoExport { entries = HealthAutoExportDays.merged(entries) }
        var days = 0
        for index in entries.indices where index == 0 || entries[index - 1].date != entries[index].date { days += 1 }
        var summary = FoodLogFile(
            file: file, dialect: dialect, rows: pass.rowCount, entries: entries.count, days: days,
            unusedColumns: layout.unused.filter { !layout.otherColumns.contains($0) }.map { header[$0] },
            dateOrder: dates.order,
            missingNutrients: layout.missingNutrients, totals: pass.totals?.check(header: header))
        summary.otherNutrientColumns = layout.otherColumns.map { header[$0] }
        summary.suspicious = pass.suspicious
        summary.noteContinuations = pass.noteContinuations
        summary.rowsWithoutFood = pass.rowsWithoutFood
        return FoodLogReader.Contents(summary: summary, entries: entries, skipped: pass.issues.skipped)
    }
}

/// Reading a food log's rows, front to back (``FoodLogRows``).
struct FoodLogRowPass {
    let layout: FoodLogLayout
    let file: String
    var issues: ImportIssues
    var entries: [LogEntry] = []
    var rowCount = 0
    var totals: FoodLogTotals?
    var suspicious: [SuspiciousAmount] = []
    var rowsWithoutFood = 0
    /// Lines joined to the record before them (MyFitnessPal's notes), once the pass has ended.
    var noteContinuations = 0
    private var repeated = RepeatedCells()

    /// Where a pass stopped.
    enum Stop: Equatable {
        /// At the end of the file.
        case end
        /// At a slashed date, which needs the column's order.
        case slashedDate
    }

    init(layout: FoodLogLayout, file: String, strictness: Strictness) {
        self.layout = layout
        self.file = file
        issues = ImportIssues(strictness: strictness)
        totals = layout.carriesTotals ? FoodLogTotals(columns: layout.checkedColumns) : nil
    }

    /// Reads `records` to the end of the file, or to the first slashed date when
    /// `stopsAtSlashedDate`.
    mutating func run(_ records: inout NoteContinuations, dates: FoodLogDates, stopsAtSlashedDate: Bool)
        throws(InputError) -> Stop
    {
        var record = CSVFieldBuffer()
        let start = records.offset
        while try records.next(into: &record) {
            rowCount += 1
            if rowCount == 1 {
                // Room for as many entries as rows like the first would fill the file: growing the
                // array instead copied every entry about twice. At most 2^18 (seven years of 100 entries
                // a day), so a short first row before long ones cannot reserve gigabytes; past it the
                // array grows as usual.
                let rowBytes = max(1, records.offset - start)
                entries.reserveCapacity(min(1 << 18, max(0, records.size - start) / rowBytes + 16))
            }
            if stopsAtSlashedDate, layout.date < record.count, repeated.isSlashedDate(record, column: layout.date) {
                return .slashedDate
            }
            try take(record, dates: dates)
        }
        noteContinuations = records.joined
        return .end
    }

    /// One record: an entry, a day without food, or a total; a bad row skipped when lenient.
    private mutating func take(_ record: CSVFieldBuffer, dates: FoodLogDates) throws(InputError) {
        do throws(InputError) {
            if layout.isTotal(record) {
                // A file's own total is compared with its rows, never counted (it would count them twice).
                let date = try layout.checkedTotal(record, dates: dates, repeated: &repeated, file: file)
                totals?.addTotal(date: date, line: record.line, fields: record.strings())
                return
            }
            let entry = try layout.entry(record, dates: dates, repeated: &repeated, file: file)
            if layout.isDayWithoutFood(entry) {
                rowsWithoutFood += 1
                return
            }
            if totals != nil { totals?.addRow(date: entry.date, fields: record.strings()) }
            layout.collectSuspicious(in: entry, line: record.line, into: &suspicious)
            entries.append(entry)
        } catch {
            try issues.skip(error)
        }
    }
}
