/// One pantry item as the report's pantry section lists it, every value already written.
public struct ReportPantryItem: Sendable, Equatable {
    /// `Greek yoghurt`.
    public var name: String
    /// `Dairy`; nil without a category.
    public var category: String?
    /// `Fri 20 Nov 2026`, or `no date`.
    public var expires: String
    /// `expired 2 days ago`, `expires today`, `soon: in 1 day`, `fresh: in 12 days`, `no date`.
    public var status: String
    /// Expired, expiring today or soon: shown in red.
    public var isUrgent: Bool
    /// Marked a favourite.
    public var isFavorite: Bool

    public init(name: String, category: String?, expires: String, status: String, isUrgent: Bool, isFavorite: Bool) {
        self.name = name
        self.category = category
        self.expires = expires
        self.status = status
        self.isUrgent = isUrgent
        self.isFavorite = isFavorite
    }
}
