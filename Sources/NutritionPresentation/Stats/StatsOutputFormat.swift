/// How `nutristats stats` writes its figures: the one entry point of the `stats` presentation.
package enum StatsOutputFormat: String, CaseIterable, Sendable {
    /// Aligned columns for people.
    case table
    /// One row per day, then a total and an average row.
    case csv
    /// One object per day and a period summary, keys sorted.
    case json

    /// The figures of `view` in this format.
    package func render(_ view: StatsView) throws -> String {
        switch self {
        case .table: StatsTableFormatter.format(view)
        case .csv: StatsCSVFormatter.format(view)
        case .json: try StatsJSONDocument(view).encoded()
        }
    }
}
