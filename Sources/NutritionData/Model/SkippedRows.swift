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

    /// Where each (file, reason) tally is in ``tallies``: lenient reads can meet many distinct reasons
    /// (a history entry's reason names its key), so finding one must not scan them all.
    private var positions: [Key: Int] = [:]

    private struct Key: Hashable, Sendable {
        var file: String
        var reason: String
    }

    public init() {}

    public static func == (a: SkippedRows, b: SkippedRows) -> Bool {
        a.tallies == b.tallies
    }

    /// Total rows skipped.
    public var total: Int { tallies.reduce(0) { $0 + $1.count } }

    public var isEmpty: Bool { tallies.isEmpty }

    /// Counts `count` skipped rows (one by default), described by the error that would have stopped
    /// a strict import (its line is the first of them).
    public mutating func record(_ error: InputError, count: Int = 1) {
        guard count > 0 else { return }
        let reason = error.field.map { "field '\($0)': \(error.problem)" } ?? error.problem.description
        add(Tally(file: error.file, reason: reason, count: count, firstLine: error.line))
    }

    /// Adds another set of tallies to this one.
    public mutating func merge(_ other: SkippedRows) {
        for tally in other.tallies { add(tally) }
    }

    /// These tallies followed by `other`'s.
    public func merging(_ other: SkippedRows) -> SkippedRows {
        var merged = self
        merged.merge(other)
        return merged
    }

    /// Adds `tally` to the one of the same file and reason, or appends it.
    private mutating func add(_ tally: Tally) {
        let key = Key(file: tally.file, reason: tally.reason)
        if let index = positions[key] {
            tallies[index].count += tally.count
        } else {
            positions[key] = tallies.count
            tallies.append(tally)
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
