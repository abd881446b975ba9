import Dispatch

/// Reads activity CSV files (every supported dialect) into an ``ActivityLog``, one streaming pass per file.
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

        let plan = plan(opened)
        var outputs = run(plan, opened)

        var combiner = ActivityCombiner(files: opened.map { ($0.file.path, $0.layout) }, priority: priority)
        for (index, task) in plan.enumerated() {
            guard let output = outputs[index] else { continue }
            // Let each part go as soon as it is folded in, so parts never pile up in memory.
            outputs[index] = nil
            switch output {
            case .records(let part): try combiner.addRecordPart(part, file: task.fileIndex, strictness: strictness)
            case .daily(let daily): try combiner.addDailyFile(daily, file: task.fileIndex, strictness: strictness)
            }
        }
        if let headerFailure { throw headerFailure }
        return combiner.finish()
    }

    // MARK: Planning and running

    /// One unit of work: a whole daily file, or a byte range of a record file.
    struct ReadTask: Sendable {
        var fileIndex: Int
        var start: Int64
        var end: Int64
    }

    enum Output: Sendable {
        case records(RecordPartResult)
        case daily(DailyFileResult)
    }

    func plan(_ opened: [HeaderReader.Opened]) -> [ReadTask] {
        var tasks: [ReadTask] = []
        for (index, file) in opened.enumerated() {
            let start = file.dataStart
            let end = max(file.file.size, start)
            guard case .records = file.layout else {
                tasks.append(ReadTask(fileIndex: index, start: start, end: end))
                continue
            }
            let length = end - start
            // Parts of at least half the threshold, at most one per core.
            let parts = length >= partThreshold
                ? max(1, min(Int64(maximumPartsPerFile), length / max(1, partThreshold / 2)))
                : 1
            for part in 0..<parts {
                tasks.append(ReadTask(
                    fileIndex: index, start: start + length * part / parts,
                    end: part == parts - 1 ? end : start + length * (part + 1) / parts
                ))
            }
        }
        return tasks
    }

    func run(_ tasks: [ReadTask], _ opened: [HeaderReader.Opened]) -> [Output?] {
        let slots = ResultSlots<Output>(count: tasks.count)
        let strictness = strictness
        let priority = priority
        let work: @Sendable (Int) -> Void = { index in
            let task = tasks[index]
            let file = opened[task.fileIndex]
            let reader = LineReader(file: file.file, start: task.start, end: task.end)
            switch file.layout {
            case .records(let layout):
                let parser = AppleHealthRecordParser(file: file.file.path, layout: layout, strictness: strictness, priority: priority)
                slots.store(.records(parser.run(reader)), at: index)
            case .daily(let layout):
                let parser = DailyFileParser(file: file.file.path, layout: layout, strictness: strictness)
                slots.store(.daily(parser.run(reader)), at: index)
            }
        }
        if tasks.count == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: tasks.count, execute: work)
        }
        return slots.take()
    }

    /// The number of cores online (at least 1).
    static var coreCount: Int {
        ProcessorCount.online
    }
}
