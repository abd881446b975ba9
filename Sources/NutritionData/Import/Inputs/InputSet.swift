import Synchronization

/// The inputs of one command — a storage folder or history file, food logs, activity files and body
/// files (``InputFileList``) — read so that an Apple Health export.zip or export.xml given to several
/// of `--food-log`, `--activity` and `--body` is inflated and scanned **once** for all of them
/// (``HealthExportScan``), not once per option.
///
/// The same export is the same resolved path (``SameFile``: `realpath(3)`), given to at least two of
/// the three options. The first read that needs it (``readFoodLog()``, ``readBody()`` or
/// ``readActivity(days:)``, in the order the command calls them) scans it for every option it was
/// given to and keeps the other parts for the later reads; each part is handed out once (asked again,
/// the file is read again), and a part's problem is thrown by the read that asks for it, so errors
/// come in the order they would without the shared scan.
///
/// Each read gives what the readers give one by one (``StorageReader``, ``FoodLogReader``,
/// ``BodyReader``, ``ActivityReader``), with one difference in the file summary of a shared export:
/// when the scan is started by the food log or body read and the command has not announced its
/// activity days (``planActivityRead(days:)``) — they follow from the food log and the weigh-ins — the
/// export's activity records are read for every day; ``readActivity(days:)`` then keeps the days asked for — every day and
/// figure the same — but the summary counts none of its rows as outside the window
/// (``ActivityFileSummary/rowsOutsideWindow``), and in strict mode a bad activity record on any day
/// stops the read, as with `--all`. Other activity files are read (and use the day index store) as
/// usual.
///
/// ```swift
/// let inputs = InputSet(files: InputFileList(foodLogs: ["export.zip"], activity: ["export.zip"], body: ["export.zip"]))
/// let food = try inputs.readFoodLog()          // scans export.zip for all three
/// let body = try inputs.readBody()             // from that scan
/// let activity = try inputs.readActivity(days: nil)
/// ```
public final class InputSet: Sendable {
    public let files: InputFileList
    public let storageReader: StorageReader
    public let foodLogReader: FoodLogReader
    public let activityReader: ActivityReader
    public let bodyReader: BodyReader
    /// The exports given to several options, by resolved path, and the options they were given to.
    private let shared: [String: Options]
    private let state = Mutex(State())

    /// Which of the three options a shared export was given to.
    private struct Options: Sendable {
        var foodLog = false
        var activity = false
        var body = false
    }

    private struct State: Sendable {
        /// The parts of each shared export scanned, not yet handed out.
        var parts: [String: HealthExportScan.Parts] = [:]
        /// The resolved path of every scan made, in order.
        var scans: [String] = []
        /// The activity days announced by ``planActivityRead(days:)`` (nil: not announced).
        var plannedDays: ClosedRange<LocalDate>??
    }

    /// The inputs `files`, to be read with the readers given.
    ///
    /// Looks at the first bytes of each file given to several options to tell whether it is an export
    /// (one that cannot be opened is left to its readers, which report it).
    public init(
        files: InputFileList, storageReader: StorageReader = StorageReader(),
        foodLogReader: FoodLogReader = FoodLogReader(),
        activityReader: ActivityReader = ActivityReader(), bodyReader: BodyReader = BodyReader()
    ) {
        self.files = files
        self.storageReader = storageReader
        self.foodLogReader = foodLogReader
        self.activityReader = activityReader
        self.bodyReader = bodyReader
        var options: [String: Options] = [:]
        for path in Set(files.foodLogs) {
            if let key = SameFile.key(path) { options[key, default: Options()].foodLog = true }
        }
        for path in Set(files.activity) {
            if let key = SameFile.key(path) { options[key, default: Options()].activity = true }
        }
        for path in Set(files.body) { if let key = SameFile.key(path) { options[key, default: Options()].body = true } }
        shared = options.filter { key, given in
            [given.foodLog, given.activity, given.body].count(where: { $0 }) >= 2
                && (try? HealthExportScan.isHealthExport(key)) == true
        }
    }

    /// Whether an activity file is an export also given to `--food-log` or `--body`, whose activity
    /// comes from the one scan (so reading the activity files on their own would read it again).
    public var sharesActivityFile: Bool {
        shared.values.contains { $0.activity }
    }

    /// The resolved paths of the exports scanned so far, in order: one per shared export however many
    /// options it was given to (tests use it to see that an export was read once).
    var exportScans: [String] {
        state.withLock { $0.scans }
    }

    /// Announces the local days a later ``readActivity(days:)`` will ask for, when the command knows
    /// them before it reads the food log or the body files: a shared export's scan started by those
    /// reads then reads its activity for these days only, as a read of the activity files alone would.
    /// Without it such a scan reads activity for every day. If the activity read then asks for other
    /// days, the export's activity is read again for them.
    public func planActivityRead(days: ClosedRange<LocalDate>?) {
        state.withLock { $0.plannedDays = .some(days) }
    }

    /// The food log: the storage folder or history file, then every `--food-log` file in order,
    /// combined day by day (``FoodLogCombiner``); empty when no food input was given.
    ///
    /// Throws the first problem in that order.
    public func readFoodLog() throws(InputError) -> FoodLog {
        var log = FoodLog(entries: [])
        var baseName = ""
        if let storage = files.storage {
            log = try storageReader.readFolder(at: storage)
            baseName = storage
        } else if let history = files.history {
            log = try storageReader.readHistoryFile(at: history)
            baseName = history
        }
        guard !files.foodLogs.isEmpty else { return log }
        var contents: [FoodLogReader.Contents] = []
        for path in files.foodLogs {
            if let part = take(path, activityRead: nil, { $0.foodLog }, clear: { $0.foodLog = nil }) {
                contents.append(try part.get())
            } else {
                contents.append(try foodLogReader.read(at: path))
            }
        }
        return FoodLogCombiner.combine(log, baseName: baseName, files: contents)
    }

    /// Every body file in order (``BodyReader/read(paths:)``); empty without body files.
    public func readBody() throws(InputError) -> BodyLog {
        guard !files.body.isEmpty else { return BodyLog() }
        var contents: [BodyFileContents] = []
        for path in files.body {
            if let part = take(path, activityRead: nil, { $0.body }, clear: { $0.body = nil }) {
                contents.append(try part.get())
            } else {
                contents.append(try bodyReader.read(at: path))
            }
        }
        return BodyReader.log(contents)
    }

    /// Every activity file in order, keeping the local days `days` (all when nil), as
    /// ``ActivityReader/read(paths:days:)`` does; a shared export's activity comes from its scan when
    /// that scan was made for every day or for these days.
    public func readActivity(days: ClosedRange<LocalDate>?) throws(InputError) -> ActivityLog {
        let window = days.map { $0.lowerBound.dayNumber...$0.upperBound.dayNumber }
        var scanned: [Int: HealthExportPartResult] = [:]
        for (index, path) in files.activity.enumerated() {
            let part = take(
                path, activityRead: .some(days),
                { parts in
                    parts.activityWindow == nil || parts.activityWindow == window ? parts.activity : nil
                }, clear: { $0.activity = nil })
            if let part { scanned[index] = part }
        }
        return try activityReader.read(paths: files.activity, days: days, scanned: scanned)
    }

    /// The part `pick` chooses of the shared export at `path`, scanning it first (for every option it
    /// was given to) when it has not been: activity for the days of `activityRead` when an activity read
    /// asks, else for the planned days (``planActivityRead(days:)``), else for every day. Nil when
    /// `path` is not a shared export, when the part was handed out already, or when the scan could not
    /// start (the reader of the option then reads the file, and reports what is wrong with it in its place).
    private func take<Part: Sendable>(
        _ path: String, activityRead: ClosedRange<LocalDate>??,
        _ pick: (HealthExportScan.Parts) -> Part?, clear: (inout HealthExportScan.Parts) -> Void
    ) -> Part? {
        guard !shared.isEmpty, let key = SameFile.key(path), let given = shared[key] else { return nil }
        return state.withLock { state -> Part? in
            if state.parts[key] == nil, !state.scans.contains(key) {
                let scan = HealthExportScan(
                    activity: given.activity ? activityReader : nil, foodLog: given.foodLog ? foodLogReader : nil,
                    body: given.body ? bodyReader : nil)
                state.scans.append(key)
                let days: ClosedRange<LocalDate>? =
                    switch activityRead ?? state.plannedDays {
                    case .some(let days): days
                    case .none: nil
                    }
                // Each part names the file as its option was given it.
                state.parts[key] = try? scan.scan(
                    path: path, activityDays: days,
                    foodLogName: files.foodLogs.first { SameFile.key($0) == key },
                    bodyName: files.body.first { SameFile.key($0) == key })
            }
            guard var parts = state.parts[key], let part = pick(parts) else { return nil }
            clear(&parts)
            state.parts[key] = parts
            return part
        }
    }
}
