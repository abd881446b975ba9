/// Applies the chosen ``Strictness`` to problems met while reading entries: a strict import stops at
/// the first one, a lenient import counts it in ``SkippedRows`` and goes on.
struct ImportIssues {
    let strictness: Strictness
    private(set) var skipped = SkippedRows()
    /// `"SAMPLE"` keys met in a history (the shortcut's placeholder day), which are not read. Counted
    /// in both modes: they are not errors, but nothing is left out unsaid.
    var sampleKeys = 0
    /// Days of a history in the shortcut's older format (a JSON-encoded string of text lines), read
    /// through ``LegacyHistoryDay``: counted so that `inspect` can name the format.
    var olderFormatDays = 0

    init(strictness: Strictness) {
        self.strictness = strictness
    }

    /// Throws `error` when strict; otherwise does nothing (the caller skips what it concerns).
    func check(_ error: InputError) throws(InputError) {
        if strictness == .strict { throw error }
    }

    /// Throws `error` when strict; otherwise counts one skipped row for it.
    mutating func skip(_ error: InputError) throws(InputError) {
        guard strictness == .lenient else { throw error }
        skipped.record(error)
    }

    /// Adds the rows `other` skipped (read after these).
    mutating func merge(_ other: ImportIssues) {
        skipped.merge(other.skipped)
        sampleKeys += other.sampleKeys
        olderFormatDays += other.olderFormatDays
    }
}
