/// Rows of one record type that NutriStats does not use (for example `DistanceWalkingRunning`), counted
/// so that nothing is dropped silently.
public struct ActivityTypeCount: Sendable, Equatable {
    /// The type as written in the file, without an `HKQuantityTypeIdentifier` prefix.
    public var type: String
    /// How many rows had this type.
    public var rows: Int
    /// The first such line.
    public var firstLine: Int

    public init(type: String, rows: Int, firstLine: Int) {
        self.type = type
        self.rows = rows
        self.firstLine = firstLine
    }
}
