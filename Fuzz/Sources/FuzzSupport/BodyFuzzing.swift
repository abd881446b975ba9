@testable import NutritionData

/// Invariants every body parser keeps, whatever its input (`--body`), checked on the log of one file.
public enum BodyFuzzing {
    /// Readings possible (``BodyValueLimits``) and sorted by ``BodyReading/precedes(_:)``; the file's
    /// summary consistent with its readings and skips; a strict read skipping nothing.
    public static func check(_ log: BodyLog, strictness: Strictness) {
        for reading in log.readings {
            Invariant.check(BodyValueLimits.accepts(reading.value, for: reading.metric), "impossible \(reading)")
            Invariant.check(reading.line.map { $0 >= 1 } ?? true, "line of \(reading)")
            Invariant.check(
                reading.source.map { !$0.isEmpty && $0 == $0.trimmingSpaces() } ?? true, "source of \(reading)")
            Invariant.check(reading.fileIndex == 0, "file index of \(reading)")
        }
        for (a, b) in zip(log.readings, log.readings.dropFirst()) {
            Invariant.check(!b.precedes(a), "readings out of order: \(a) before \(b)")
        }
        if strictness == .strict { Invariant.check(log.skipped.isEmpty, "a strict read skipped rows") }
        guard let summary = log.files.first, log.files.count == 1 else {
            return Invariant.check(false, "\(log.files.count) files")
        }
        Invariant.check(summary.totalReadings == log.readings.count, "summary counts \(summary.readings)")
        Invariant.check(
            summary.skippedRows == log.skipped.total, "summary skips \(summary.skippedRows) of \(log.skipped.total)")
        Invariant.check(summary.skippedRows <= summary.rows, "\(summary.skippedRows) skipped of \(summary.rows) rows")
        Invariant.check(summary.daysWithSeveralReadings <= log.readings.count / 2, "days with several readings")
    }
}
