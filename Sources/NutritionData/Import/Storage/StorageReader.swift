/// Reads a Nutrition shortcut storage folder, or a bare history file, into a ``FoodLog``.
public struct StorageReader: Sendable {
    /// How bad rows are treated.
    public var strictness: Strictness

    public init(strictness: Strictness = .strict) {
        self.strictness = strictness
    }

    /// Reads `History/foodHistory.json`, `History/foodHistoryCache.json`, `Other/backlog.json` and the
    /// food objects under `Presets/Foods`, `Recents/Foods` and `Barcodes/Foods` of the folder at `path`.
    public func readFolder(at path: String) throws(InputError) -> FoodLog {
        throw InputError(.io, file: path, problem: "reading storage folders is not implemented yet")
    }

    /// Reads one `foodHistory.json` without the folder around it (no food objects, so kcal only).
    public func readHistoryFile(at path: String) throws(InputError) -> FoodLog {
        throw InputError(.io, file: path, problem: "reading history files is not implemented yet")
    }
}
