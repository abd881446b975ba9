/// The files a command was given for each input option: the storage folder or history file
/// (`--storage`, `--history`), other trackers' food logs (`--food-log`), activity files
/// (`--activity`) and body files (`--body`), each list in the order given.
public struct InputFileList: Sendable, Equatable {
    public var storage: String?
    public var history: String?
    public var foodLogs: [String]
    public var activity: [String]
    public var body: [String]

    public init(
        storage: String? = nil, history: String? = nil, foodLogs: [String] = [], activity: [String] = [],
        body: [String] = []
    ) {
        self.storage = storage
        self.history = history
        self.foodLogs = foodLogs
        self.activity = activity
        self.body = body
    }
}
