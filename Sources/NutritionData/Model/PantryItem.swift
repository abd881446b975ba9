/// One item of a pantry list (the KeepFresh app's `Items`): what it is, when it was bought and when
/// it expires. Dates are calendar days (see `PantryDate` for how timestamps become days).
public struct PantryItem: Sendable, Equatable {
    /// The app's item id; stable across exports, so it names the item's calendar event.
    public var id: String
    /// `Greek yoghurt`.
    public var name: String
    /// `Dairy`; nil when the item has none.
    public var category: String?
    /// The day it was bought; nil when not recorded.
    public var purchased: LocalDate?
    /// The day it expires; nil for an item without a date ("no date").
    public var expires: LocalDate?
    /// Whether the user marked it a favourite.
    public var favorite: Bool
    /// Where it was read: the CSV line, or the line of the JSON object that holds it.
    public var line: Int

    /// An item with these members, as given.
    public init(
        id: String, name: String, category: String? = nil, purchased: LocalDate? = nil,
        expires: LocalDate? = nil, favorite: Bool = false, line: Int = 0
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.purchased = purchased
        self.expires = expires
        self.favorite = favorite
        self.line = line
    }
}
