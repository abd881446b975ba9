/// The fields of a pantry item, as KeepFresh names them in its CSV header and Parse objects. Names are
/// matched without regard to case or surrounding spaces (``init(name:)``), in any order.
enum PantryField: String, CaseIterable, Sendable {
    case itemId, itemName, category, purchaseDate, expiryDate, favorited

    /// The fields a file must have; the others may be missing (no category, no purchase date, not a favourite).
    static let required: [PantryField] = [.itemId, .itemName, .expiryDate]

    /// The field a header cell or JSON key names, or nil for any other name (ignored).
    init?(name: String) {
        let wanted = name.trimmingSpaces().lowercased()
        guard let field = Self.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else { return nil }
        self = field
    }

    /// `itemId,itemName,category,purchaseDate,expiryDate,favorited`, for messages.
    static let headerText = allCases.map(\.rawValue).joined(separator: ",")
}
