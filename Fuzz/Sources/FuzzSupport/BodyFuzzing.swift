@testable import NutritionData

/// Invariants every body parser keeps, whatever its input (`--body`).
public enum BodyFuzzing {
    /// Readings possible (``BodyValueLimits``), counts consistent with the readings and skips, a strict
    /// read skipping nothing; the assembled log sorted by ``BodyReading/precedes(_:)``.
    static func check(_ contents: BodyFileContents, strictness: Strictness) {
        for reading in contents.readings {
            Invariant.check(BodyValueLimits.accepts(reading.value, for: reading.metric), "impossible \(reading)")
            Invariant.check(reading.line.map { $0 >= 1 } ?? true, "line of \(reading)")
            Invariant.check(reading.source.map { !$0.isEmpty && $0 == $0.trimmingSpaces() } ?? true, "source of \(reading)")
        }
        if strictness == .strict { Invariant.check(contents.issues.skipped.isEmpty, "a strict read skipped rows") }
        let summary = contents.summary
        Invariant.check(summary.totalReadings == contents.readings.count, "summary counts \(summary.readings)")
        Invariant.check(summary.skippedRows <= summary.rows, "\(summary.skippedRows) skipped of \(summary.rows) rows")
        Invariant.check(summary.daysWithSeveralReadings <= contents.readings.count / 2, "days with several readings")
        let log = BodyReader.log([contents])
        Invariant.check(log.readings.count == contents.readings.count, "the log lost readings")
        for (a, b) in zip(log.readings, log.readings.dropFirst()) {
            Invariant.check(!b.precedes(a), "readings out of order: \(a) before \(b)")
        }
    }

    /// The readings of two reads are the same (values compared bit for bit).
    static func same(_ a: BodyFileContents, _ b: BodyFileContents) -> Bool {
        a.readings == b.readings && a.rows == b.rows
    }
}
