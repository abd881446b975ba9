import Dispatch

/// The rows of a food log after its header, read into entries (``FoodLogReader/read(bytes:file:)``),
/// a record at a time by ``FoodLogLayout``.
///
/// A large file is read as two halves at once, on two cores, split after a line end near the middle,
/// as the history file is (`HistoryFileReader`). The first half is read from the start and must arrive
/// exactly at the split point at the end of a record; if it passes it instead (the point was inside a
/// quoted field), that reading goes on to the end and is the result. The halves' rows, skipped rows and
/// notes are joined in file order, and an error in the first half is reported before any in the second,
/// so the result is the one-pass result. Not for MyFitnessPal (a note's lines join the record before
/// them) nor a file that carries its own totals (compared with the rows before them).
///
/// Measured twice (docs/performance.md, "Food logs from bytes" and "Food logs at about 100 MB/s"): while
/// each row still cost several allocations the halves only added CPU time; with rows read from the
/// file's bytes into one array of amounts each, they took a 10-year 60-column Cronometer file from about
/// 170 ms to 120–140 ms. Four or eight parts instead of two made no difference beyond the noise on two
/// cores.
struct FoodLogRows {
    let afterHeader: CSVRecords.Stream
    /// The file's bytes.
    let bytes: [UInt8]
    let header: [String]
    let layout: FoodLogLayout
    let file: String
    let strictness: Strictness
    /// Files at least this long are read in two halves at once (``FoodLogReader/twoHalvesThreshold``).
    let twoHalvesThreshold: Int

    private var dialect: FoodLogDialect { layout.dialect }

    private func records(_ stream: CSVRecords.Stream? = nil) -> NoteContinuations {
        NoteContinuations(stream ?? afterHeader, headerCount: header.count, joinsNotes: dialect == .myFitnessPal) {
            text in
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
            var pass: FoodLogRowPass
            switch try readInTwoHalves(dates: dates, stopsAtSlashedDate: stopsAtSlashedDate) {
            case .read(let halves): pass = halves
            case .slashedDate: return nil
            case .notSplit:
                pass = FoodLogRowPass(layout: layout, file: file, strictness: strictness)
                var records = records()
                let stop = try pass.run(&records, dates: dates, stopsAtSlashedDate: stopsAtSlashedDate)
                if stop == .slashedDate { return nil }
            }
            return contents(of: &pass, dates: dates)
        } catch {
            if stopsAtSlashedDate { return nil }
            throw error
        }
    }

    private enum Halves {
        case read(FoodLogRowPass)
        case slashedDate
        /// Not read in halves: too small, a dialect that is read in one pass, or no line end to split at.
        case notSplit
    }

    private func readInTwoHalves(dates: FoodLogDates, stopsAtSlashedDate: Bool) throws(InputError) -> Halves {
        guard bytes.count >= twoHalvesThreshold, dialect != .myFitnessPal, !layout.carriesTotals,
            let split = Self.splitPoint(in: bytes, after: afterHeader.offset)
        else { return .notSplit }
        let first = Slot<Result<(FoodLogRowPass, FoodLogRowPass.Stop), InputError>>()
        let second = Slot<Result<(FoodLogRowPass, FoodLogRowPass.Stop), InputError>>()
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            var pass = FoodLogRowPass(layout: layout, file: file, strictness: strictness)
            let slot = half == 0 ? first : second
            do throws(InputError) {
                if half == 0 {
                    var records = records()
                    let stop = try pass.run(
                        &records, dates: dates, stopsAtSlashedDate: stopsAtSlashedDate, stoppingAt: split)
                    slot.value = .success((pass, stop))
                } else {
                    let line = 1 + bytes.withUnsafeBufferPointer { LineEnds.count(in: $0, before: split) }
                    var records = records(CSVRecords.Stream(bytes: bytes, file: file, resumingAt: split, line: line))
                    let stop = try pass.run(&records, dates: dates, stopsAtSlashedDate: stopsAtSlashedDate)
                    slot.value = .success((pass, stop))
                }
            } catch {
                slot.value = .failure(error)
            }
        }
        guard let firstResult = first.take(), let secondResult = second.take() else { return .notSplit }
        var (firstPass, firstStop) = try (consume firstResult).get()
        switch firstStop {
        case .slashedDate: return .slashedDate
        case .end: return .read(firstPass)  // it passed the split point and read everything
        case .atSplit: break
        }
        let (secondPass, secondStop) = try secondResult.get()
        if secondStop == .slashedDate { return .slashedDate }
        firstPass.append(secondPass)
        return .read(firstPass)
    }

    /// The first line end at or after the middle of the file (past the header): the byte after it.
    /// Nil when there is none before the end.
    static func splitPoint(in bytes: [UInt8], after start: Int) -> Int? {
        var index = max(start, bytes.count / 2)
        while index < bytes.count - 1 {
            if bytes[index] == UInt8(ascii: "\n") { return index + 1 }
            index += 1
        }
        return nil
    }

    /// The pass's entries in order with the file's summary; the entries are moved out of `pass`.
    private func contents(of pass: inout FoodLogRowPass, dates: FoodLogDates) -> FoodLogReader.Contents {
        var entries: [LogEntry] = []
        swap(&entries, &pass.entries)
        // Stable: rows of the same date and time keep their order in the file. Usually they are in that
        // order already, and checking costs less than a sort of large entries that changes nothing.
        let before = { (a: LogEntry, b: LogEntry) in a.date != b.date ? a.date < b.date : a.time < b.time }
        if entries.indices.dropFirst().contains(where: { before(entries[$0], entries[$0 - 1]) }) {
            entries.sort(by: before)
        }
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

/// Reading consecutive rows of a food log: the whole file, or one half of it (``FoodLogRows``).
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
        /// At the end of the file (for the first half: it read past the split point, so everything).
        case end
        /// At the split point, which ended a record.
        case atSplit
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
    /// `stopsAtSlashedDate`, or to `split` when a record ends exactly there (the first half).
    mutating func run(
        _ records: inout NoteContinuations, dates: FoodLogDates, stopsAtSlashedDate: Bool, stoppingAt split: Int? = nil
    ) throws(InputError) -> Stop {
        var split = split
        var record = CSVFieldBuffer()
        let start = records.offset
        while try records.next(into: &record) {
            rowCount += 1
            if rowCount == 1 {
                // Room for as many entries as rows like the first would fill the file: growing the
                // array instead copied every entry about twice. At most 2^18 (seven years of 100 entries
                // a day), so a short first row before long ones cannot reserve gigabytes; past it the
                // array grows as usual. A first half's room is for the whole file, as the second half's
                // entries are appended to it; only its own part is mapped now (`LargeBuffers`: huge
                // pages, one call instead of a fault per page).
                let rowBytes = max(1, records.offset - start)
                let room = min(1 << 18, max(0, records.size - start) / rowBytes + 16)
                let own = split.map { min(room, max(0, $0 - start) / rowBytes + 16) } ?? room
                entries = LargeBuffers.array(capacity: room, expected: own)
            }
            if stopsAtSlashedDate, layout.date < record.count, repeated.isSlashedDate(record, column: layout.date) {
                return .slashedDate
            }
            try take(record, dates: dates)
            if let end = split, records.offset >= end {
                if records.offset == end {
                    noteContinuations = records.joined
                    return .atSplit
                }
                split = nil  // the split point was inside this record: read on to the end
            }
        }
        noteContinuations = records.joined
        return .end
    }

    /// Adds what `later` read after this pass's rows (the second half).
    mutating func append(_ later: FoodLogRowPass) {
        entries.append(contentsOf: later.entries)
        rowCount += later.rowCount
        suspicious += later.suspicious
        rowsWithoutFood += later.rowsWithoutFood
        noteContinuations += later.noteContinuations
        issues.merge(later.issues)
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
