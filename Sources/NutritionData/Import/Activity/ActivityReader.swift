import Dispatch

/// Reads activity files (every supported CSV dialect, Apple Health export.xml / export.zip, and
/// Fitbit's per-minute JSON files) into an ``ActivityLog``, one streaming pass per file.
///
/// Each file's dialect is detected from its header (see ``ActivityDialect``). Apple Health record files
/// are merged minute by minute across devices and files (see ``DevicePriority``); daily files fill in
/// metrics and days the records do not have. Large record files are read in parts on all cores;
/// memory grows with the number of days covered, never with the number of rows.
public struct ActivityReader: Sendable {
    /// How bad rows are treated.
    public var strictness: Strictness
    /// Which source wins a minute several sources recorded.
    public var priority: DevicePriority
    /// Record files at least this large are split into parts read in parallel.
    var partThreshold: Int64 = 32 << 20
    /// How many parts one large record file is split into at most, to read it on several cores (the
    /// number of cores online by default; 1 reads every file in one pass on one core). Files are read
    /// concurrently whatever this is.
    public var maximumPartsPerFile = ActivityReader.coreCount
    /// The zone in which Apple Health record timestamps are re-read (`--time-zone`); nil keeps the
    /// offset written in each timestamp. See ``RecordTimeZone``.
    public var timeZone: RecordTimeZone?
    /// The order of slashed dates (`6/1/2021`) in daily files (`--date-order`); nil lets each file's
    /// date column decide, as `SlashedDateOrder` says.
    public var dateOrder: DateOrder?
    /// Where day indexes of large Apple Health record CSVs are kept (``ActivityDayIndexStore``): a
    /// windowed read uses a file's valid index to read only the blocks that can touch its window, and
    /// a read that goes through a whole file without one writes one. Nil (the default) neither uses
    /// nor writes indexes.
    public var dayIndexStore: ActivityDayIndexStore?
    /// Record files smaller than this are neither indexed nor read through an index.
    var minimumIndexedSize: Int64 = 16 << 20
    /// Log2 of the day index's block size (256 KiB).
    var dayIndexBlockShift = 18

    public init(strictness: Strictness = .strict, priority: DevicePriority = .watchFirst) {
        self.strictness = strictness
        self.priority = priority
    }

    /// Reads `paths` (in the order given) and combines them per local day.
    ///
    /// Throws the first problem in command-line order and, within a file, in line order: a missing
    /// or unreadable file, an empty file or unrecognised header (in both modes), or in strict mode the
    /// first malformed row.
    public func read(paths: [String]) throws(InputError) -> ActivityLog {
        try read(paths: paths, days: nil)
    }

    /// Reads `paths` like ``read(paths:)``, keeping only the local days in `days` (all days when nil).
    ///
    /// The days kept are exactly those a full read gives, samples crossing the window's edges
    /// included. It is much faster for a short window: a record row whose timestamps show that it
    /// touches no day of the window is counted and left after reading just its timestamps (found from
    /// the end of the line), so it is not checked further (type, unit, value and source are not looked
    /// at, and a problem in them is not reported). File summaries count such rows in
    /// ``ActivityFileSummary/rowsOutsideWindow`` and give ``ActivityFileSummary/days`` within the
    /// window; conflicts are those of days in the window. Daily files are read in full.
    public func read(paths: [String], days: ClosedRange<LocalDate>?) throws(InputError) -> ActivityLog {
        try read(paths: paths, days: days, scanned: [:])
    }

    /// Reads `paths` like ``read(paths:days:)``, taking the activity of the Apple Health exports at the
    /// positions in `scanned` from a scan already made (``HealthExportScan``, read for `days` or for
    /// every day) instead of reading those files again; they are folded in at their place in the
    /// order, so ties and conflicts go as in a read of every file. The other files are read, and use
    /// the day index store, as usual.
    func read(paths: [String], days: ClosedRange<LocalDate>?, scanned: [Int: HealthExportPartResult]) throws(InputError)
        -> ActivityLog
    {
        if paths.isEmpty { return ActivityLog() }

        // Headers first, in order; the first file that cannot be opened or understood ends the import
        // after the files before it have been checked for earlier problems.
        var opened: [HeaderReader.Opened] = []
        var headerFailure: InputError?
        for path in paths {
            do {
                opened.append(try HeaderReader.open(path))
            } catch {
                headerFailure = error
                break
            }
        }

        let window = days.map { $0.lowerBound.dayNumber...$0.upperBound.dayNumber }
        let indexes = dayIndexes(opened, window: window)
        let plan = plan(opened, indexes: indexes, window: window, scanned: Set(scanned.keys))
        let combining = CombiningState(
            ActivityCombiner(files: opened.map { ($0.file.path, $0.layout) }, window: window),
            indexing: indexes.map { $0 == .build }
        )
        run(plan, opened, window: window, combining: combining, scanned: scanned)
        if let failure = combining.failure { throw failure }
        if let headerFailure { throw headerFailure }
        saveDayIndexes(opened, combining)
        return combining.combiner.finish()
    }

    // MARK: Day indexes

    /// What the read does with a file's day index.
    enum DayIndexUse: Equatable, Sendable {
        /// No index: not a large record file, or no store.
        case none
        /// Read the file in full and index it.
        case build
        /// Read the blocks of the window only.
        case use(ActivityDayIndex)
        /// The index is valid, but a full read needs no index.
        case current
    }

    func dayIndexes(_ opened: [HeaderReader.Opened], window: ClosedRange<Int>?) -> [DayIndexUse] {
        opened.map { file in
            guard let store = dayIndexStore, case .records(let layout) = file.layout,
                file.file.size >= minimumIndexedSize,
                AppleHealthRecordParser.judgesRowsFromTheirEnd(layout, zone: timeZone)
            else { return .none }
            guard let index = store.load(file.file, dataStart: file.dataStart) else { return .build }
            return window == nil ? .current : .use(index)
        }
    }

    /// Writes the index of every file read in full for it.
    func saveDayIndexes(_ opened: [HeaderReader.Opened], _ combining: CombiningState) {
        guard let store = dayIndexStore else { return }
        for (file, parts) in combining.indexParts.enumerated() where combining.indexing[file] {
            // Every part must have been read to its end.
            let complete = parts.compactMap { $0 }
            guard !parts.isEmpty, complete.count == parts.count else { continue }
            let blocks = ActivityDayIndex.assemble(complete, blockShift: dayIndexBlockShift)
            let index = ActivityDayIndex(
                blockShift: dayIndexBlockShift, dataStart: opened[file].dataStart,
                fileSize: opened[file].file.size, blocks: blocks)
            guard index.isConsistent else { continue }
            store.save(index, for: opened[file].file)
        }
    }

    // MARK: Planning and running

    /// One unit of work: a whole daily file, or a byte range of a record file.
    struct ReadTask: Sendable {
        var fileIndex: Int
        var start: Int64
        var end: Int64
        /// For a part read through a day index: what of `[start, end)` to read and what to count as
        /// outside the window; nil reads all of it.
        var segments: [ActivityDayIndex.Step]?
    }

    enum Output: Sendable {
        case records(RecordPartResult)
        case daily(DailyFileResult)
        case export(HealthExportPartResult)
    }

    /// The combiner and the first problem it met; touched only by the in-order fold (one call at a
    /// time, under its lock) and, once every task is done, by the reading thread.
    final class CombiningState: @unchecked Sendable {
        var combiner: ActivityCombiner
        var failure: InputError?
        /// Per file: whether it is being indexed, and the index blocks of its parts in order (nil for
        /// a part that gave none).
        let indexing: [Bool]
        var indexParts: [[[ActivityDayIndex.Block]?]]

        init(_ combiner: ActivityCombiner, indexing: [Bool] = []) {
            self.combiner = combiner
            self.indexing = indexing
            self.indexParts = indexing.map { _ in [] }
        }
    }

    func plan(
        _ opened: [HeaderReader.Opened], indexes: [DayIndexUse] = [], window: ClosedRange<Int>? = nil,
        scanned: Set<Int> = []
    ) -> [ReadTask] {
        var tasks: [ReadTask] = []
        for (index, file) in opened.enumerated() {
            let start = file.dataStart
            let end = max(file.file.size, start)
            let splits: Bool
            switch file.layout {
            case _ where scanned.contains(index): splits = false
            case .records, .healthExport(HealthExportLayout(container: .xml)): splits = true
            case .daily, .healthExport, .fitbit: splits = false
            }
            guard splits else {
                tasks.append(ReadTask(fileIndex: index, start: start, end: end))
                continue
            }
            let length = end - start
            // Parts of at least half the threshold, at most one per core.
            let parts =
                length >= partThreshold
                ? max(1, min(Int64(maximumPartsPerFile), length / max(1, partThreshold / 2)))
                : 1
            let cuts = (0...parts).map { $0 == parts ? end : start + length * $0 / parts }
            // Through a day index: the same parts, each reading only its blocks that meet the window.
            var segments: [[ActivityDayIndex.Step]]?
            if index < indexes.count, case .use(let dayIndex) = indexes[index], let window, dayIndex.fileSize == end {
                segments = dayIndex.segments(for: window, parts: cuts)
            }
            for part in 0..<Int(parts) {
                tasks.append(
                    ReadTask(fileIndex: index, start: cuts[part], end: cuts[part + 1], segments: segments?[part]))
            }
        }
        return tasks
    }

    /// Reads every task (in parallel when there are several) and folds each result into the combiner
    /// in task order as soon as it and the ones before it are done, so parts do not pile up in memory.
    func run(
        _ tasks: [ReadTask], _ opened: [HeaderReader.Opened], window: ClosedRange<Int>?, combining: CombiningState,
        scanned: [Int: HealthExportPartResult] = [:]
    ) {
        let strictness = strictness
        let priority = priority
        let zone = timeZone
        let dateOrder = dateOrder
        let blockShift = dayIndexBlockShift
        let folding = InOrderFolding<Output>(count: tasks.count) { index, output in
            // After a failure the remaining parts are dropped as they arrive.
            guard combining.failure == nil else { return }
            let file = tasks[index].fileIndex
            do throws(InputError) {
                switch output {
                case .records(let part):
                    if file < combining.indexing.count, combining.indexing[file] {
                        combining.indexParts[file].append(part.indexBlocks)
                    }
                    try combining.combiner.addRecordPart(part, file: file, strictness: strictness)
                case .daily(let daily): try combining.combiner.addDailyFile(daily, file: file, strictness: strictness)
                case .export(let part):
                    try combining.combiner.addHealthExportPart(part, file: file, strictness: strictness)
                }
            } catch {
                combining.failure = error
            }
        }
        let work: @Sendable (Int) -> Void = { index in
            let task = tasks[index]
            let file = opened[task.fileIndex]
            if let part = scanned[task.fileIndex] {
                folding.deliver(Output.export(part), at: index)
                return
            }
            switch file.layout {
            case .records(let layout):
                let indexed = task.fileIndex < combining.indexing.count && combining.indexing[task.fileIndex]
                let parser = AppleHealthRecordParser(
                    file: file.file.path, layout: layout, strictness: strictness,
                    priority: priority, window: window, zone: zone,
                    indexBlockShift: indexed ? blockShift : nil)
                if let segments = task.segments {
                    let parts = segments.map { step -> AppleHealthRecordParser.Segment in
                        switch step {
                        case .read(let start, let end): .lines(LineReader(file: file.file, start: start, end: end))
                        case .pass(let lines, let rows): .outside(lines: lines, rows: rows)
                        }
                    }
                    folding.deliver(Output.records(parser.run(parts)), at: index)
                } else {
                    let reader = LineReader(file: file.file, start: task.start, end: task.end)
                    folding.deliver(Output.records(parser.run(reader)), at: index)
                }
            case .daily(let layout):
                let reader = LineReader(file: file.file, start: task.start, end: task.end)
                let parser = DailyFileParser(
                    file: file.file.path, layout: layout, strictness: strictness,
                    dateOrder: dateOrder, firstLine: file.layout.firstDataLine)
                folding.deliver(Output.daily(parser.run(reader)), at: index)
            case .fitbit(let metric):
                let parser = FitbitMinuteParser(
                    file: file.file.path, metric: metric, strictness: strictness, zone: zone)
                folding.deliver(Output.daily(parser.run()), at: index)
            case .healthExport(let layout):
                let parser = HealthExportParser(
                    file: file.file.path, strictness: strictness, priority: priority,
                    window: window, zone: zone)
                switch layout.container {
                case .xml:
                    let source = FileRangeSource(file: file.file, start: task.start)
                    folding.deliver(Output.export(parser.run(source, length: task.end - task.start)), at: index)
                case .zip(let member):
                    let source = PipelinedSource(ZipMemberSource(file: file.file, member: member))
                    folding.deliver(Output.export(parser.run(source, length: nil)), at: index)
                }
            }
        }
        if tasks.count == 1 {
            work(0)
        } else if !tasks.isEmpty {
            DispatchQueue.concurrentPerform(iterations: tasks.count, execute: work)
        }
    }

    /// The number of cores online (at least 1).
    static var coreCount: Int {
        ProcessorCount.online
    }
}
