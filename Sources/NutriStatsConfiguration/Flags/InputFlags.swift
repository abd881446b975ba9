import NutritionData

/// The input flags as given — `--storage` or `--history`, `--food-log`, `--activity` and `--body` files —
/// and how they are read (`--lenient`, `--date-order`, `--weight-unit`, `--device-priority`, `--time-zone`,
/// `--no-cache`): the one place they become the readers of one ``NutritionData/InputSet``.
public struct InputFlags: Sendable, Equatable {
    public var storage: String?
    public var history: String?
    public var foodLogs: [String]
    public var activity: [String]
    public var body: [String]
    public var dateOrder: DateOrder?
    public var weightUnit: WeightUnit?
    public var lenient: Bool
    public var devicePriority: DevicePriority
    public var timeZone: RecordTimeZone?
    /// Whether the activity day index cache is neither used nor written.
    public var noCache: Bool

    public init(
        storage: String? = nil, history: String? = nil, foodLogs: [String] = [], activity: [String] = [],
        body: [String] = [], dateOrder: DateOrder? = nil, weightUnit: WeightUnit? = nil, lenient: Bool = false,
        devicePriority: DevicePriority = .watchFirst, timeZone: RecordTimeZone? = nil, noCache: Bool = false
    ) {
        self.storage = storage
        self.history = history
        self.foodLogs = foodLogs
        self.activity = activity
        self.body = body
        self.dateOrder = dateOrder
        self.weightUnit = weightUnit
        self.lenient = lenient
        self.devicePriority = devicePriority
        self.timeZone = timeZone
        self.noCache = noCache
    }

    /// One food folder at most: `--storage` or `--history`.
    public func check() throws(UsageProblem) {
        if storage != nil && history != nil { throw .storageAndHistory }
    }

    /// Whether any food input was given (`--storage`, `--history` or `--food-log`).
    public var hasFoodInput: Bool { storage != nil || history != nil || !foodLogs.isEmpty }

    /// The usage problem of a command that needs some data (`report`, `export`) when no food and no
    /// activity input was given.
    public func requireData() throws(UsageProblem) {
        guard hasFoodInput || !activity.isEmpty else { throw .needsData }
    }

    /// `--lenient` or not.
    public var strictness: Strictness { lenient ? .lenient : .strict }

    /// The files the flags name, which no output may overwrite.
    public var files: [String] { [history].compactMap { $0 } + foodLogs + activity + body }

    /// The folders the flags name, which no output may lie in.
    public var folders: [String] { [storage].compactMap { $0 } }

    /// The inputs, to be read through one `InputSet`, so an Apple Health export given to several of
    /// `--food-log`, `--activity` and `--body` is scanned once; the readers as the flags say. `kinds`: the
    /// files the command reads (an export's scan reads no part a command never asks for).
    public func inputSet(reading kinds: Set<InputKind>, environment: [String: String]) -> InputSet {
        InputSet(
            files: InputFileList(
                storage: storage, history: history, foodLogs: kinds.contains(.foodLog) ? foodLogs : [],
                activity: kinds.contains(.activity) ? activity : [], body: kinds.contains(.body) ? body : []),
            storageReader: StorageReader(strictness: strictness),
            // Apple Health exports read as food logs honour --time-zone as activity does.
            foodLogReader: FoodLogReader(strictness: strictness, dateOrder: dateOrder, timeZone: timeZone),
            activityReader: activityReader(environment: environment),
            bodyReader: BodyReader(
                strictness: strictness, weightUnit: weightUnit, dateOrder: dateOrder, timeZone: timeZone))
    }

    /// The reader of the activity files: strictness, device priority, time zone, date order and the day
    /// index cache (unless `--no-cache`, or `NUTRISTATS_NO_CACHE` in `environment`) as the flags say.
    public func activityReader(environment: [String: String]) -> ActivityReader {
        var reader = ActivityReader(strictness: strictness, priority: devicePriority)
        reader.timeZone = timeZone
        reader.dateOrder = dateOrder
        if !noCache { reader.dayIndexStore = ActivityDayIndexStore.user(environment: environment) }
        return reader
    }
}
