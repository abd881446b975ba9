/// Turning user values into drawable ones: non-finite values are missing, huge ones are clamped to
/// ``NiceTicks/magnitudeLimit`` so every span stays finite; both are counted, here and only here.
enum ValueSanitizing {
    /// The value if finite (clamped to the magnitude limit), else nil; counts non-finite values as
    /// skipped and values beyond the limit as clamped.
    static func finite(_ value: Double?, counts: inout ValueCounts) -> Double? {
        guard let value else { return nil }
        guard value.isFinite else {
            counts.skipped += 1
            return nil
        }
        if abs(value) > NiceTicks.magnitudeLimit { counts.clamped += 1 }
        return clamped(value)
    }

    /// `value` clamped to ±``NiceTicks/magnitudeLimit``.
    static func clamped(_ value: Double) -> Double {
        Swift.min(NiceTicks.magnitudeLimit, Swift.max(-NiceTicks.magnitudeLimit, value))
    }

    /// `values[index]`, or nil past the end.
    static func value(_ values: [Double?], at index: Int) -> Double? {
        index < values.count ? values[index] : nil
    }

    /// The lowest and highest of the values, or nil when there are none.
    static func extent(_ values: [Double]) -> (lower: Double, upper: Double)? {
        guard let lower = values.min(), let upper = values.max() else { return nil }
        return (lower, upper)
    }
}
