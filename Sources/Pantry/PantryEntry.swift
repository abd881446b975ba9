import NutritionData

/// An item with its status on the day looked at.
public struct PantryEntry: Sendable, Equatable {
    public var item: PantryItem
    public var status: PantryStatus

    public init(item: PantryItem, status: PantryStatus) {
        self.item = item
        self.status = status
    }
}
