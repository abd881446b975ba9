/// A category of the pantry section's count table.
public struct ReportPantryCategory: Sendable, Equatable {
    /// `Dairy`, or `no category`.
    public var name: String
    /// Items in it.
    public var items: String
    /// Of those, expired, expiring today or soon.
    public var urgent: String

    public init(name: String, items: String, urgent: String) {
        self.name = name
        self.items = items
        self.urgent = urgent
    }
}
