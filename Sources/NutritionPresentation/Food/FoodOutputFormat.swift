/// How `nutristats food` writes what it shows.
package enum FoodOutputFormat: String, CaseIterable, Sendable {
    /// Aligned lines for people.
    case table
    /// One object (schema `nutristats-food/1`), keys sorted.
    case json

    /// `view` in this format.
    package func render(_ view: FoodView) throws -> String {
        switch self {
        case .table: FoodTableFormatter.format(view)
        case .json: try FoodJSONDocument(view).encoded()
        }
    }
}
