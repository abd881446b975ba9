/// What a `--food-log` Apple Health export held besides its entries, for `inspect`.
public struct HealthFoodLogDetails: Sendable, Equatable {
    /// One app (`sourceName`) that wrote dietary records.
    public struct App: Sendable, Equatable {
        public var name: String
        /// Entries made from its records.
        public var entries: Int
        /// Its dietary records in those entries (each counted once).
        public var records: Int

        public init(name: String, entries: Int, records: Int) {
            self.name = name
            self.entries = entries
            self.records = records
        }
    }

    /// Apps by entries, most first (then by name).
    public var apps: [App]
    /// Food correlations (`HKCorrelationTypeIdentifierFood`) read.
    public var foods: Int
    /// Top-level records that repeat a food correlation's record (Health writes each twice): counted
    /// once, in their correlation.
    public var copiesCountedOnce: Int
    /// Food correlations without any dietary record the catalogue knows: they give no entry.
    public var foodsWithoutUsedRecords: Int

    public init(apps: [App], foods: Int, copiesCountedOnce: Int, foodsWithoutUsedRecords: Int) {
        self.apps = apps
        self.foods = foods
        self.copiesCountedOnce = copiesCountedOnce
        self.foodsWithoutUsedRecords = foodsWithoutUsedRecords
    }
}
