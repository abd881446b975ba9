import Foundation

@testable import NutritionData

/// Builds storage folders in memory (as ``StorageContents``) or on disk, for the storage tests.
enum StorageTestSupport {
    /// How the folder is named in messages.
    static let folder = "Storage"
    static let historyFile = "Storage/History/foodHistory.json"
    static let cacheFile = "Storage/History/foodHistoryCache.json"
    static let backlogFile = "Storage/Other/backlog.json"

    /// A food-object file: its folder (`Presets/Foods`), its name and its text.
    struct FoodFile {
        var folder: String
        var name: String
        var text: String
    }

    /// Reads the given files as one storage folder, without touching the disk.
    static func read(
        history: String? = nil, cache: String? = nil, backlog: String? = nil, foods: [FoodFile] = [],
        strictness: Strictness = .strict
    ) throws(InputError) -> FoodLog {
        var contents = StorageContents()
        contents.history = history.map { StorageContents.File(shownAs: historyFile, bytes: Array($0.utf8)) }
        contents.cache = cache.map { StorageContents.File(shownAs: cacheFile, bytes: Array($0.utf8)) }
        contents.backlog = backlog.map { StorageContents.File(shownAs: backlogFile, bytes: Array($0.utf8)) }
        for relative in StorageLayout.foodFolders {
            let files = foods.filter { $0.folder == relative }
            guard !files.isEmpty else { continue }
            let folderName = folder + "/" + relative
            contents.foodFolders.append(
                (
                    folderName,
                    files.map {
                        StorageContents.File(shownAs: folderName + "/" + $0.name, bytes: Array($0.text.utf8))
                    }
                ))
        }
        return try StorageReader(strictness: strictness).read(contents)
    }

    /// Reads a history given as raw bytes (for byte-level malformations).
    static func read(historyBytes: [UInt8], strictness: Strictness = .strict) throws(InputError) -> FoodLog {
        var contents = StorageContents()
        contents.history = StorageContents.File(shownAs: historyFile, bytes: historyBytes)
        return try StorageReader(strictness: strictness).read(contents)
    }

    /// The description of the error `body` throws, or nil when it throws none.
    static func failure(_ body: () throws(InputError) -> FoodLog) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return error.description
        }
    }

    /// The error `body` throws, or nil.
    static func error(_ body: () throws(InputError) -> FoodLog) -> InputError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    /// A history holding one entry `entry` (JSON text) at 2023-08-23 14:39, on line 3.
    static func historyWith(entry: String) -> String {
        "{\n  \"2023-08-23\": {\n    \"14:39\": \(entry)\n  }\n}\n"
    }
}
