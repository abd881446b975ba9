import NutritionData

/// How a pantry listing is sorted (`--sort`). Ties are broken by name, then item id, so an order is
/// always the same for the same file.
public enum PantryOrder: String, Sendable, CaseIterable {
    /// Soonest expiry first; items without a date last.
    case expiry
    /// Oldest purchase first; items without a purchase date last.
    case purchase
    /// By name, ignoring case.
    case name
    /// By category name, ignoring case (items without one last), then soonest expiry.
    case category

    /// Whether `a` comes before `b`.
    public func areInOrder(_ a: PantryItem, _ b: PantryItem) -> Bool {
        switch self {
        case .expiry:
            if let order = Self.compare(a.expires, b.expires) { return order }
        case .purchase:
            if let order = Self.compare(a.purchased, b.purchased) { return order }
        case .name:
            break
        case .category:
            if let order = Self.compare(a.category?.lowercased(), b.category?.lowercased()) { return order }
            if let order = Self.compare(a.expires, b.expires) { return order }
        }
        if let order = Self.compare(a.name.lowercased(), b.name.lowercased()) { return order }
        if a.name != b.name { return a.name < b.name }
        return a.id < b.id
    }

    /// Ascending with nil last; nil when equal.
    private static func compare<T: Comparable>(_ a: T?, _ b: T?) -> Bool? {
        switch (a, b) {
        case (nil, nil): return nil
        case (nil, _): return false
        case (_, nil): return true
        case (let a?, let b?): return a == b ? nil : a < b
        }
    }
}
