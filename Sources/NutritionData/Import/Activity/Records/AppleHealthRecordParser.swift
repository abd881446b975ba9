#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the rows of one part of an Apple Health record CSV into ``MinuteBins``.
///
/// Per row: split into fields (no allocation), check the field count, identify the type (unused
/// types are counted and not read further), check unit, value and both timestamps, find the source
/// (interned, decoded only when new), then either spread the value over the local minutes the
/// sample covers (steps, active and basal energy) or add a heart-rate sample to its local day.
final class AppleHealthRecordParser {
    /// The longest sample accepted (31 days); see ``RecordSampleSink``.
    static let maximumSampleSeconds = RecordSampleSink.maximumSampleSeconds

    private let file: String
    private let layout: RecordLayout
    private let strictness: Strictness
    /// The local days wanted (day numbers), when the read is limited to a window.
    private let window: ClosedRange<Int>?
    /// Whether startDate, endDate and value are the last three columns, in that order (as the
    /// converter writes them), so a row's timestamps can be found from the end of the line.
    private let timestampsAtEnd: Bool
    private let splitter: CSVLineSplitter
    /// Checks, interns and merges each record (the rule shared with export.xml).
    private let sink: RecordSampleSink
    // Hot mutable state of an object used by one thread at a time and never re-entered: dynamic
    // exclusivity checks (a runtime call per access on class properties) are switched off for it.
    @exclusivity(unchecked) private var result: RecordPartResult
    @exclusivity(unchecked) private var knownTypeCache: [(raw: [UInt8], type: RecordType)] = []
    @exclusivity(unchecked) private var otherTypeIndex: [String: Int] = [:]
    @exclusivity(unchecked) private var line = 0
    /// The last type seen, compared byte for byte before anything else.
    private let lastTypeBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    @exclusivity(unchecked) private var lastTypeCount = -1
    @exclusivity(unchecked) private var lastType = RecordType.steps

    /// Collects the part's ``ActivityDayIndex`` blocks when the file is being indexed.
    @exclusivity(unchecked) private var indexBuilder: ActivityDayIndexBuilder?
    @exclusivity(unchecked) private var endDates = DateCache()

    /// `indexBlockShift` asks for the part's day index blocks of that size (``ActivityDayIndex``);
    /// they are collected only when rows can be judged from the end of the line (no `zone`, the
    /// converter's column order).
    init(
        file: String, layout: RecordLayout, strictness: Strictness, priority: DevicePriority,
        window: ClosedRange<Int>? = nil,
        zone: RecordTimeZone? = nil, indexBlockShift: Int? = nil
    ) {
        self.file = file
        self.layout = layout
        self.strictness = strictness
        self.window = window
        // Re-read timestamps (--time-zone) can move a record to another day, so the window's shortcut,
        // which judges the written dates, is used only without a zone.
        self.timestampsAtEnd = AppleHealthRecordParser.judgesRowsFromTheirEnd(layout, zone: zone)
        self.splitter = CSVLineSplitter(capacity: layout.columns.count)
        self.sink = RecordSampleSink(priority: priority, zone: zone)
        self.result = RecordPartResult(bins: sink.bins, sources: sink.sources)
        if let indexBlockShift, timestampsAtEnd {
            self.indexBuilder = ActivityDayIndexBuilder(blockShift: indexBlockShift)
        }
    }

    /// Whether rows can be judged from the end of the line, so a day index of the file is possible.
    static func judgesRowsFromTheirEnd(_ layout: RecordLayout, zone: RecordTimeZone?) -> Bool {
        let columns = layout.columns.count
        return zone == nil && layout.startDate == columns - 3 && layout.endDate == columns - 2
            && layout.value == columns - 1
    }

    deinit {
        lastTypeBytes.deallocate()
    }

    /// Reads every line `reader` gives; line 0 is the reader's first line.
    func run(_ reader: LineReader) -> RecordPartResult {
        line = -1
        let complete = read(reader)
        return finish(complete: complete)
    }

    /// One stretch of a part read through a day index: lines to read, or lines and rows that the
    /// index shows to be outside the window, counted without being read.
    enum Segment {
        case lines(LineReader)
        case outside(lines: Int64, rows: Int64)
    }

    /// Reads a part made of `segments`, in order, as one part: the lines of every segment are numbered
    /// on from the previous one's, and every sum is made in the same order as when the part's lines
    /// are read in one pass (rows outside the window add nothing but counts).
    func run(_ segments: [Segment]) -> RecordPartResult {
        line = -1
        var complete = true
        for segment in segments where complete {
            switch segment {
            case .lines(let reader):
                complete = read(reader)
            case .outside(let lines, let rows):
                line += Int(lines)
                result.rows += Int(rows)
                result.rowsOutsideWindow += Int(rows)
            }
        }
        return finish(complete: complete)
    }

    /// The part's result once its lines are read; `complete` when nothing stopped the reading early.
    private func finish(complete: Bool) -> RecordPartResult {
        result.lines = line + 1
        result.rowsUsed = sink.used
        result.rowsExcluded = sink.excluded
        if complete { result.indexBlocks = indexBuilder?.finished() }
        return result
    }

    /// Reads every line `reader` gives, numbering them on from ``line``; false when a read error or
    /// (strict) a bad row stopped it.
    private func read(_ reader: LineReader) -> Bool {
        while true {
            switch reader.nextLine() {
            case .end:
                return true
            case .failed(let code):
                result.readError = InputError(.io, file: file, problem: .cannotRead(reason: InputFile.describe(code)))
                return false
            case .tooLong:
                line += 1
                result.rows += 1
                if indexBuilder != nil {
                    indexBuilder?.line(at: reader.lineStart)
                    indexBuilder?.addUnjudgedRow()
                }
                report(
                    column: -1, kind: .lineTooLong,
                    .tooLong(.line, limit: LineReader.maximumLineLength))
            case .line(let bytes, let count):
                line += 1
                if indexBuilder != nil {
                    if index(bytes, count, at: reader.lineStart) { continue }
                } else {
                    if count == 0 { continue }
                    result.rows += 1
                    if let window, timestampsAtEnd, isOutside(window, bytes, count) {
                        result.rowsOutsideWindow += 1
                        continue
                    }
                }
                read(bytes, count)
            }
            if strictness == .strict && !result.issues.isEmpty { return false }
        }
    }

    /// Counts the line into the day index and the part's rows; true when it needs nothing more (a
    /// blank line, or a row outside the window). The same rows are outside as with ``isOutside``.
    @inline(__always)
    private func index(_ bytes: UnsafePointer<UInt8>, _ count: Int, at offset: Int64) -> Bool {
        indexBuilder?.line(at: offset)
        if count == 0 {
            indexBuilder?.addBlankLine()
            return true
        }
        result.rows += 1
        var startDates = sink.dates
        defer { sink.dates = startDates }
        guard let reach = RowReach.of(bytes, count, startCache: &startDates, endCache: &endDates) else {
            indexBuilder?.addUnjudgedRow()
            return false
        }
        indexBuilder?.add(reach)
        if let window, reach.isOutside(window) {
            result.rowsOutsideWindow += 1
            return true
        }
        return false
    }

    // MARK: Rows outside the window

    /// Whether the row gives nothing to any day of `window`, judged from its timestamps, found from
    /// the end of the line: `…,START,END,VALUE` with 25-byte timestamps and an unquoted value. Such a
    /// row is not split or checked further. When that shape does not hold or a date does not parse,
    /// the answer is false and the row is read in full, as in a full read.
    ///
    /// A sample covers the local minutes from its start to its end on the start's clock (see
    /// ``RecordSampleSink``), so it touches the local days from its start's
    /// day to the day of its last second, at most 31 days later (a longer sample is a bad row, which
    /// never gives anything). So the start's date alone settles most rows: after the window, or more
    /// than 31 days before it, it is out. Only a row starting in the month before the window needs
    /// both timestamps; a heart-rate sample touches only its start's day, a subset of that span.
    @inline(__always)
    private func isOutside(_ window: ClosedRange<Int>, _ row: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        // The value: the bytes after the last comma, short and without quotes.
        guard let comma = RowReach.valueComma(row, count) else { return false }
        let startField = row + comma - 51
        var dateCache = sink.dates
        defer { sink.dates = dateCache }
        guard let startDay = ByteTimestamp.parseDay(startField, cache: &dateCache) else { return false }
        if startDay > window.upperBound { return true }
        if startDay >= window.lowerBound { return false }
        if startDay < window.lowerBound - 31 { return true }
        guard let start = ByteTimestamp.parseZoned(startField, count: 25, cache: &dateCache),
            let end = ByteTimestamp.parseZoned(row + comma - 25, count: 25, cache: &dateCache)
        else { return false }
        let duration = end.absoluteSeconds - start.absoluteSeconds
        guard duration >= 0, duration <= AppleHealthRecordParser.maximumSampleSeconds else { return false }
        let lastDay = duration == 0 ? startDay : RecordSampleSink.floorDivide(start.localSeconds + duration - 1, 86_400)
        return lastDay < window.lowerBound
    }

    // MARK: One row

    @inline(__always)
    private func read(_ row: UnsafePointer<UInt8>, _ count: Int) {
        if let problem = splitter.split(row, count: count) {
            reportSplit(problem)
            return
        }
        let expected = layout.columns.count
        guard splitter.fieldCount == expected else {
            let found = splitter.fieldCount
            if found < expected {
                report(column: found, kind: .fieldCount, .fieldCount(expected: expected, found: found))
            } else {
                report(column: -1, kind: .fieldCount, .fieldCount(expected: expected, found: found))
            }
            return
        }
        let spans = splitter.spans
        let type = recordType(spans[layout.type], row)
        if case .other = type { return }

        let unit = spans[layout.unit]
        let value = spans[layout.value]
        let startDate = spans[layout.startDate]
        let endDate = spans[layout.endDate]
        let name = spans[layout.sourceName]
        let device = layout.device.map { spans[$0] }
        let problem = sink.add(
            type,
            unit: row + Int(unit.start), unitCount: unit.count,
            value: row + Int(value.start), valueCount: value.count,
            start: row + Int(startDate.start), startCount: startDate.count,
            end: row + Int(endDate.start), endCount: endDate.count,
            sourceName: row + Int(name.start), sourceNameCount: name.count,
            decodeName: { CSVLineSplitter.decode(name, of: row) },
            device: device.map { row + Int($0.start) }, deviceCount: device?.count ?? 0
        )
        if let problem {
            let spans = splitter.spans
            report(
                column: column(of: problem.field), kind: problem.kind,
                problem.message(type: type) { field in self.text(spans[self.column(of: field)], row) })
        }
    }

    /// The column of a record field in this file's header.
    private func column(of field: RecordField) -> Int {
        switch field {
        case .sourceName: layout.sourceName
        case .device: layout.device ?? layout.sourceName
        case .type: layout.type
        case .unit: layout.unit
        case .startDate: layout.startDate
        case .endDate: layout.endDate
        case .value: layout.value
        }
    }

    // MARK: Types

    @inline(__always)
    private func recordType(_ span: FieldSpan, _ row: UnsafePointer<UInt8>) -> RecordType {
        let bytes = row + Int(span.start)
        let count = span.count
        if count == lastTypeCount && memcmp(lastTypeBytes, bytes, count) == 0 {
            if case .other(let index) = lastType { countOther(index) }
            return lastType
        }
        let type = lookUpType(bytes, count, span, row)
        if count <= 64 {
            lastTypeBytes.update(from: bytes, count: count)
            lastTypeCount = count
            lastType = type
        }
        return type
    }

    private func lookUpType(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ span: FieldSpan, _ row: UnsafePointer<UInt8>)
        -> RecordType
    {
        for entry in knownTypeCache where entry.raw.count == count {
            let same = entry.raw.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { memcmp($0, bytes, count) == 0 } ?? true
            }
            if same {
                if case .other(let index) = entry.type { countOther(index) }
                return entry.type
            }
        }
        let type: RecordType
        if let known = RecordType.known(bytes, count: count) {
            type = known
        } else {
            let name = RecordType.displayName(CSVLineSplitter.decode(span, of: row))
            let index: Int
            if let existing = otherTypeIndex[name] {
                index = existing
            } else {
                index = result.otherTypes.count
                otherTypeIndex[name] = index
                result.otherTypes.append(.init(type: name, rows: 0, firstLine: line))
            }
            type = .other(index)
            countOther(index)
        }
        if knownTypeCache.count < 16 {
            knownTypeCache.append((Array(UnsafeBufferPointer(start: bytes, count: count)), type))
        }
        return type
    }

    @inline(__always)
    private func countOther(_ index: Int) {
        result.otherTypes[index].rows += 1
    }

    // MARK: Problems

    private func report(column: Int, kind: RowIssueKind, _ problem: @autoclosure () -> InputProblem) {
        let names = layout.columns
        result.issues.record(
            line: line, column: column, field: column >= 0 && column < names.count ? names[column] : nil,
            kind: kind, problem: problem())
    }

    private func reportSplit(_ problem: SplitProblem) {
        switch problem {
        case .unterminatedQuote(let field):
            report(
                column: field, kind: .unterminatedQuote,
                .quoteNotClosedOnLine)
        case .textAfterClosingQuote(let field):
            report(column: field, kind: .textAfterQuote, .textAfterClosingQuote)
        }
    }

    private func text(_ span: FieldSpan, _ row: UnsafePointer<UInt8>) -> String {
        CSVLineSplitter.decode(span, of: row)
    }

}
