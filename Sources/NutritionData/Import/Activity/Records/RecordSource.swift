/// One source of records: a `sourceName` with the kind of device it was classified as.
struct RecordSource: Hashable, Sendable {
    /// The decoded `sourceName`.
    var name: String
    /// Watch, phone or other.
    var kind: SourceKind
}
