@testable import NutritionData

/// Reads storage-folder contents held in memory through `StorageReader.read(_:)` (the pure step
/// after the files are read: parse, validate, de-duplicate, join, sort) and checks the result.
public enum StorageFuzzing {
    /// The names files get in messages, as under a real folder.
    public static let historyName = "History/foodHistory.json"
    public static let cacheName = "History/foodHistoryCache.json"
    public static let backlogName = "Other/backlog.json"

    /// Which part of a storage folder a harness fills.
    public enum Part { case history, cache, backlog, food }

    /// One input as one part of a folder; the first byte chooses strict (even) or lenient (odd).
    public static func run(_ part: Part, _ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        var input = FuzzInput(data, size)
        let strictness: Strictness = input.takeByte() & 1 == 0 ? .strict : .lenient
        let bytes = Array(input.bytes)
        switch part {
        case .history: read(history: bytes, strictness: strictness)
        case .cache: read(cache: bytes, strictness: strictness)
        case .backlog: read(backlog: bytes, strictness: strictness)
        case .food: read(foods: [bytes], strictness: strictness)
        }
        return 0
    }

    /// Reads the parts given (food objects as `Presets/Foods/food_1.json`, `food_2.json`, …) and
    /// checks the log or the error.
    public static func read(
        history: [UInt8]? = nil, cache: [UInt8]? = nil, backlog: [UInt8]? = nil, foods: [[UInt8]] = [],
        strictness: Strictness
    ) {
        var contents = StorageContents()
        contents.history = history.map { .init(shownAs: historyName, bytes: $0) }
        contents.cache = cache.map { .init(shownAs: cacheName, bytes: $0) }
        contents.backlog = backlog.map { .init(shownAs: backlogName, bytes: $0) }
        if !foods.isEmpty {
            contents.foodFolders = [
                (
                    "Presets/Foods",
                    foods.enumerated().map {
                        .init(shownAs: "Presets/Foods/food_\($0.offset + 1).json", bytes: $0.element)
                    }
                )
            ]
        }
        let names =
            [contents.history?.shownAs, contents.cache?.shownAs, contents.backlog?.shownAs].compactMap { $0 }
            + contents.foodFolders.flatMap { $0.files.map(\.shownAs) }
        let log: FoodLog
        do {
            log = try StorageReader(strictness: strictness).read(contents)
        } catch {
            Invariant.checkMessage(error, files: names)
            return
        }
        check(log, strictness: strictness, files: names)
    }

    /// What any successful read must satisfy: real amounts, entries in time order, counts that add up.
    static func check(_ log: FoodLog, strictness: Strictness, files: [String]) {
        var previous: (LocalDate, LocalTime)?
        for entry in log.entries {
            Invariant.check(
                entry.servings.isFinite && entry.servings >= 0 && entry.servings <= EntryFields.maxServings,
                "servings \(entry.servings)")
            Invariant.check(entry.kcal.isFinite && entry.kcal >= 0, "kcal \(entry.kcal)")
            if let nutrients = entry.nutrients {
                for (nutrient, amount) in nutrients.amounts {
                    Invariant.check(amount.isFinite && amount >= 0, "\(nutrient) = \(amount)")
                }
            }
            if let previous {
                Invariant.check(
                    previous.0 < entry.date || (previous.0 == entry.date && !(entry.time < previous.1)),
                    "entries out of order at \(entry.date.iso)")
            }
            previous = (entry.date, entry.time)
        }
        for food in log.foods {
            for (nutrient, amount) in food.perServing.amounts {
                Invariant.check(
                    amount.isFinite && amount >= 0 && amount <= EntryFields.maxNutrientAmount,
                    "food \(food.name): \(nutrient) = \(amount)")
            }
        }
        if strictness == .strict { Invariant.check(log.skipped.isEmpty, "strict read skipped entries") }
        for tally in log.skipped.tallies {
            Invariant.check(files.contains(tally.file), "skipped entries of \(tally.file)")
        }
    }
}
