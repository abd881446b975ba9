/// Rows left out of an import in lenient mode, counted by file and reason so nothing is dropped silently.
public struct SkippedRows: Sendable, Equatable {
    /// One kind of skip in one file.
    public struct Tally: Sendable, Equatable {
        /// The file the rows were in.
        public var file: String
        /// Why they were skipped (the problem of the first one, without its line).
        public var reason: String
        /// How many rows were skipped for this reason.
        public var count: Int
        /// The first such line, for the user to look at.
        public var firstLine: Int?
    }

    /// Tallies in the order their first row was met.
    public private(set) var tallies: [Tally] = []

    public init() {}

    /// Total rows skipped.
    public var total: Int { tallies.reduce(0) { $0 + $1.count } }

    public var isEmpty: Bool { tallies.isEmpty }

    /// Counts one skipped row, described by the error that would have stopped a strict import.
    public mutating func record(_ error: InputError) {
        let reason = error.field.map { "field '\($0)': \(error.problem)" } ?? error.problem
        if let index = tallies.firstIndex(where: { $0.file == error.file && $0.reason == reason }) {
            tallies[index].count += 1
        } else {
            tallies.append(Tally(file: error.file, reason: reason, count: 1, firstLine: error.line))
        }
    }

    /// Adds another set of tallies to this one.
    public mutating func merge(_ other: SkippedRows) {
        for tally in other.tallies {
            if let index = tallies.firstIndex(where: { $0.file == tally.file && $0.reason == tally.reason }) {
                tallies[index].count += tally.count
            } else {
                tallies.append(tally)
            }
        }
    }
}

/// How strictly an importer treats a bad row.
public enum Strictness: Sendable, Equatable {
    /// The first bad row stops the import with an ``InputError``.
    case strict
    /// Bad rows are skipped and counted in ``SkippedRows``; a file that cannot be parsed at all still fails.
    case lenient
}
