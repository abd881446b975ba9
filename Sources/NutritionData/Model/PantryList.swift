/// A pantry file as read: its items in file order, and the items left out in lenient mode.
public struct PantryList: Sendable, Equatable {
    /// The two formats a pantry file comes in, told apart by content.
    public enum Format: String, Sendable, Equatable {
        /// KeepFresh's CSV: `itemId,itemName,category,purchaseDate,expiryDate,favorited`.
        case csv
        /// A Parse server's export of the `Items` class: `{"results": [ ... ]}`.
        case parseJSON = "Parse JSON"
    }

    /// The file as the user named it.
    public var file: String
    public var format: Format
    /// The items, in file order.
    public var items: [PantryItem]
    /// Items (rows or objects) in the file, read or skipped.
    public var itemsInFile: Int
    /// Items skipped with `--lenient`, by reason.
    public var skipped: SkippedRows

    /// A list with these members, as given.
    public init(
        file: String, format: Format, items: [PantryItem], itemsInFile: Int? = nil, skipped: SkippedRows = SkippedRows()
    ) {
        self.file = file
        self.format = format
        self.items = items
        self.itemsInFile = itemsInFile ?? items.count
        self.skipped = skipped
    }
}
