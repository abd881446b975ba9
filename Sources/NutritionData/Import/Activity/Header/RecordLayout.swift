/// The columns of an Apple Health record CSV, located by header name.
struct RecordLayout: Sendable, Equatable {
    /// The columns the layout needs, by header name.
    static let required = ["sourceName", "type", "unit", "startDate", "endDate", "value"]

    /// Every header column in order.
    var columns: [String]
    var sourceName: Int
    /// The `device` column, when the header has one (used to classify sources whose name says neither
    /// watch nor phone).
    var device: Int?
    var type: Int
    var unit: Int
    var startDate: Int
    var endDate: Int
    var value: Int
}
