/// Reads a Nutrition shortcut storage folder, or a bare history file, into a ``FoodLog``.
///
/// What is read (all optional except that at least one of the first three must exist):
/// - `History/foodHistory.json` — the merged history (``EntrySource/history``);
/// - `History/foodHistoryCache.json` — entries not yet merged (``EntrySource/cache``); a cache entry
///   identical to a history entry (same date, time, food, servings, kcal, and id when both have one) is
///   a duplicate and is counted in ``FoodLog/duplicateCacheEntries`` instead, one-to-one;
/// - `Other/backlog.json` — queued entries with their own food object (``EntrySource/backlog``); one
///   already in history or cache (same date, minute, food and servings) is counted in
///   ``FoodLog/duplicateBacklogEntries`` instead;
/// - every `*.json` food object in `Presets/Foods`, `Barcodes/Foods` and `Recents/Foods` (that order of
///   precedence for a shared id). History and cache entries are joined to a food by id, else by exact
///   name, else keep their kcal only (see ``NutrientMatch``).
///
/// `Barcodes/barcodeCache.json` is not needed (food objects carry their ids) and is listed in
/// ``FoodLog/filesNotUsed``. Files are opened read-only. Errors name files as the user would: the folder
/// as given joined with the path inside it (`Storage/History/foodHistory.json`).
public struct StorageReader: Sendable {
    /// How bad rows are treated.
    public var strictness: Strictness

    public init(strictness: Strictness = .strict) {
        self.strictness = strictness
    }

    /// Reads `History/foodHistory.json`, `History/foodHistoryCache.json`, `Other/backlog.json` and the
    /// food objects under `Presets/Foods`, `Recents/Foods` and `Barcodes/Foods` of the folder at `path`.
    ///
    /// - Throws: ``InputError`` of kind `.io` when the folder is missing, holds none of the three entry
    ///   files, or a file cannot be read; of kind `.data` for content that is not JSON, and (in strict
    ///   mode) for the first bad entry or food object.
    public func readFolder(at path: String) throws(InputError) -> FoodLog {
        switch LocalFiles.kind(of: path) {
        case .directory:
            break
        case .missing:
            throw InputError(
                .io, file: path,
                problem: "no such folder; expected a Nutrition storage folder holding History/foodHistory.json")
        case .file:
            throw InputError(
                .io, file: path,
                problem: "is a file, not a storage folder (give a bare foodHistory.json with --history)")
        case .other:
            throw InputError(
                .io, file: path, problem: "cannot be read as a folder; expected a Nutrition storage folder")
        }
        var contents = StorageContents()
        func file(_ relative: String) throws(InputError) -> StorageContents.File? {
            let full = StorageLayout.join(path, relative)
            guard LocalFiles.kind(of: full) != .missing else { return nil }
            return StorageContents.File(shownAs: full, bytes: try LocalFiles.readBytes(path: full, shownAs: full))
        }
        contents.history = try file(StorageLayout.history)
        contents.cache = try file(StorageLayout.cache)
        contents.backlog = try file(StorageLayout.backlog)
        guard contents.history != nil || contents.cache != nil || contents.backlog != nil else {
            throw InputError(
                .io, file: path,
                problem:
                    "holds no food history; expected \(StorageLayout.history), \(StorageLayout.cache) or \(StorageLayout.backlog) inside it"
            )
        }
        for relative in StorageLayout.foodFolders {
            let folder = StorageLayout.join(path, relative)
            guard LocalFiles.kind(of: folder) == .directory else { continue }
            var files: [StorageContents.File] = []
            for name in try LocalFiles.jsonFileNames(in: folder, shownAs: folder) {
                let full = StorageLayout.join(folder, name)
                files.append(
                    StorageContents.File(shownAs: full, bytes: try LocalFiles.readBytes(path: full, shownAs: full)))
            }
            contents.foodFolders.append((folder, files))
        }
        let barcodeCache = StorageLayout.join(path, StorageLayout.barcodeCache)
        if LocalFiles.kind(of: barcodeCache) == .file { contents.filesNotUsed.append(barcodeCache) }
        return try read(contents)
    }

    /// Reads one `foodHistory.json` without the folder around it (no food objects, so kcal only).
    ///
    /// - Throws: ``InputError`` of kind `.io` when the file is missing or unreadable; `.data` for content
    ///   that is not JSON or (in strict mode) the first bad entry.
    public func readHistoryFile(at path: String) throws(InputError) -> FoodLog {
        switch LocalFiles.kind(of: path) {
        case .missing:
            throw InputError(.io, file: path, problem: .noSuchFile(hint: "expected a foodHistory.json"))
        case .directory:
            throw InputError(
                .io, file: path, problem: .folderInsteadOf("a history file (give a storage folder with --storage)"))
        case .file, .other:
            break
        }
        var contents = StorageContents()
        contents.history = StorageContents.File(
            shownAs: path, bytes: try LocalFiles.readBytes(path: path, shownAs: path))
        return try read(contents)
    }

    /// Builds the food log from file contents already read: parses, validates, de-duplicates, joins
    /// and sorts. Pure: touches no files.
    func read(_ contents: StorageContents) throws(InputError) -> FoodLog {
        var issues = ImportIssues(strictness: strictness)
        var filesRead: [String] = []

        var history: [PendingEntry] = []
        if let file = contents.history {
            history = try HistoryFileReader(fields: EntryFields(file: file.shownAs)).read(file.bytes, issues: &issues)
            filesRead.append(file.shownAs)
        }
        func entries<Entry>(
            of file: StorageContents.File?,
            _ reader: (EntryFields, JSONDocument, inout ImportIssues) throws(InputError) -> [Entry]
        ) throws(InputError) -> [Entry] {
            guard let file else { return [] }
            let document = try JSONDocument(bytes: file.bytes, file: file.shownAs)
            filesRead.append(file.shownAs)
            return try reader(EntryFields(file: file.shownAs), document, &issues)
        }
        let cache = try entries(of: contents.cache) { fields, document, issues throws(InputError) in
            try CacheFileReader(fields: fields).read(document, issues: &issues)
        }
        let backlog = try entries(of: contents.backlog) { fields, document, issues throws(InputError) in
            try BacklogFileReader(fields: fields).read(document, issues: &issues)
        }

        var catalog = FoodCatalog()
        var folders: [FoodFolderSummary] = []
        for (folder, files) in contents.foodFolders {
            var summary = FoodFolderSummary(folder: folder, objects: 0, shadowed: 0)
            for file in files {
                let document = try JSONDocument(bytes: file.bytes, file: file.shownAs)
                filesRead.append(file.shownAs)
                let reader = FoodObjectReader(fields: EntryFields(file: file.shownAs))
                let food: FoodItem
                do throws(InputError) {
                    food = try reader.read(document.root).food
                } catch {
                    try issues.skip(error)
                    continue
                }
                summary.objects += 1
                if !catalog.add(food) { summary.shadowed += 1 }
            }
            folders.append(summary)
        }

        let newCache = EntryDeduplicator.newCacheEntries(cache, against: history)
        let newBacklog = EntryDeduplicator.newBacklogEntries(backlog, against: history, newCache.kept)
        let all = EntryAssembler.assemble(
            history: history, cache: newCache.kept, backlog: newBacklog.kept, catalog: catalog)

        var log = FoodLog(
            entries: all, foods: catalog.foods, duplicateCacheEntries: newCache.duplicates,
            skipped: issues.skipped, filesRead: filesRead, duplicateBacklogEntries: newBacklog.duplicates,
            foodFolders: folders, filesNotUsed: contents.filesNotUsed)
        log.sampleKeysIgnored = issues.sampleKeys
        log.olderFormatDays = issues.olderFormatDays
        return log
    }
}

extension EntrySource {
    /// The rank of the source in the order entries of the same minute are listed (history first).
    var order: Int {
        switch self {
        case .history: 0
        case .cache: 1
        case .backlog: 2
        case .foodLog: 3
        }
    }
}

/// The files of a storage folder, already read into memory, in the shape ``StorageReader`` parses.
struct StorageContents {
    /// One file: its bytes and its name as shown in messages.
    struct File {
        var shownAs: String
        var bytes: [UInt8]
    }

    var history: File?
    var cache: File?
    var backlog: File?
    /// Food-object files per folder, folders in precedence order, files sorted by name.
    var foodFolders: [(folder: String, files: [File])] = []
    var filesNotUsed: [String] = []
}
