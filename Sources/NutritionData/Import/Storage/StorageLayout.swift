/// Where things live inside a Nutrition shortcut storage folder, relative to the folder.
enum StorageLayout {
    /// The merged food history: `{"YYYY-MM-DD": {"HH:MM": ENTRY | [ENTRY, ...]}}`.
    static let history = "History/foodHistory.json"
    /// Entries logged but not yet merged into the history: `{"cache": [ENTRY with date and time]}`.
    static let cache = "History/foodHistoryCache.json"
    /// Entries queued with a full food object: `{"backlog": [{"Date": …, "Food": {…}}]}`.
    static let backlog = "Other/backlog.json"
    /// Barcode → food id; not needed, since food objects carry their ids.
    static let barcodeCache = "Barcodes/barcodeCache.json"

    /// The food-object folders, highest precedence first: when several hold the same id, the
    /// user's own presets win over scanned barcodes, which win over recently used copies.
    static let foodFolders = ["Presets/Foods", "Barcodes/Foods", "Recents/Foods"]

    /// `relative` inside `folder`, written the way the user would type it (`Storage/History/…`).
    static func join(_ folder: String, _ relative: String) -> String {
        if folder.isEmpty { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
