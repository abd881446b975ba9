/// Everything read from a Nutrition storage folder (or a bare history file) and from other trackers'
/// food logs: the entries, the food objects they were joined with, and what was left out and why.
public struct FoodLog: Sendable {
    /// Entries from history, cache and backlog, sorted by date, time, then source; cache entries
    /// already present in history appear once.
    public var entries: [LogEntry]
    /// The food objects found, keyed by id where they have one.
    public var foods: [FoodItem]
    /// Cache entries that were already in history and so were not counted again.
    public var duplicateCacheEntries: Int
    /// Rows skipped in lenient mode, with reasons.
    public var skipped: SkippedRows
    /// The files that were read, as the user would name them (relative to the folder given).
    public var filesRead: [String]
    /// Backlog entries that were already in history or cache and so were not counted again.
    public var duplicateBacklogEntries: Int
    /// What each food-object folder contributed, in precedence order (Presets, Barcodes, Recents);
    /// only folders that exist are listed.
    public var foodFolders: [FoodFolderSummary]
    /// Files present in the folder that NutriStats knows but does not need (`Barcodes/barcodeCache.json`).
    public var filesNotUsed: [String]
    /// The `--food-log` files read, in the order given (see `FoodLogCombiner`).
    public var foodLogFiles: [FoodLogFile] = []
    /// Days of food logs left out because an earlier source already gave that day's food.
    public var daysLeftOut: [DayLeftOut] = []
    /// `"SAMPLE"` keys of the history (the shortcut's placeholder day among the dates), not read.
    public var sampleKeysIgnored: Int = 0
    /// Days of the history stored in the shortcut's older format (each day a JSON-encoded string of
    /// lines such as `1.5x Yogurt (414.68 kCal)`), read as entries like the others.
    public var olderFormatDays: Int = 0

    public init(
        entries: [LogEntry], foods: [FoodItem] = [], duplicateCacheEntries: Int = 0,
        skipped: SkippedRows = SkippedRows(), filesRead: [String] = [], duplicateBacklogEntries: Int = 0,
        foodFolders: [FoodFolderSummary] = [], filesNotUsed: [String] = []
    ) {
        self.entries = entries
        self.foods = foods
        self.duplicateCacheEntries = duplicateCacheEntries
        self.skipped = skipped
        self.filesRead = filesRead
        self.duplicateBacklogEntries = duplicateBacklogEntries
        self.foodFolders = foodFolders
        self.filesNotUsed = filesNotUsed
    }
}
