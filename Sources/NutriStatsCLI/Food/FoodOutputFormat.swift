import ArgumentParser

/// How `nutristats food` writes what it shows.
enum FoodOutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned lines for people.
    case table
    /// One object (schema `nutristats-food/1`), keys sorted.
    case json

    /// `view` in this format.
    func render(_ view: FoodView) throws -> String {
        switch self {
        case .table: FoodTableFormatter.format(view)
        case .json: try FoodJSONDocument(view).encoded()
        }
    }
}
