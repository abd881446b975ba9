/// The formats of `nutristats pantry`: `--format table|csv|json` (any case).
package enum PantryOutputFormat: String, CaseIterable, Sendable {
    /// Items by status for people, then counts per status and per category.
    case table
    /// One row per item.
    case csv
    /// The items, counts and file as one object.
    case json

    /// The format `text` names, in any case.
    package init?(argument text: String) { self.init(rawValue: text.lowercased()) }

    /// `listing` in this format; `urgent` marks the table's expired and soon items (red on a terminal).
    package func render(_ listing: PantryFormatter, urgent: (String) -> String) throws -> String {
        switch self {
        case .table: listing.table(urgent: urgent)
        case .csv: listing.csv
        case .json: try listing.json()
        }
    }
}
