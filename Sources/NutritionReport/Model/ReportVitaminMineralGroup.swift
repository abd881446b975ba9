/// The vitamins, or the minerals, of the report's vitamins and minerals table.
public struct ReportVitaminMineralGroup: Sendable, Equatable {
    /// `Vitamins` or `Minerals`.
    public var name: String
    /// Its nutrients with data in the period, in catalogue order.
    public var nutrients: [ReportVitaminMineral]

    /// A value with these members, as given.
    public init(name: String, nutrients: [ReportVitaminMineral]) {
        self.name = name
        self.nutrients = nutrients
    }
}
