#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The record types NutriStats reads from Apple Health record CSVs; anything else is counted.
enum RecordType: Equatable {
    case steps
    case activeEnergy
    case basalEnergy
    case heartRate
    /// A type NutriStats does not use; the index of its tally.
    case other(Int)

    /// The prefix Health's own identifiers carry (`HKQuantityTypeIdentifierStepCount`); some
    /// converters keep it, others strip it. Both are accepted.
    static let identifierPrefix: StaticString = "HKQuantityTypeIdentifier"

    /// The known type named by `bytes` (with or without the prefix), or nil.
    static func known(_ bytes: UnsafePointer<UInt8>, count: Int) -> RecordType? {
        var start = bytes
        var length = count
        let prefixLength = identifierPrefix.utf8CodeUnitCount
        if length > prefixLength && memcmp(start, identifierPrefix.utf8Start, prefixLength) == 0 {
            start += prefixLength
            length -= prefixLength
        }
        if equals(start, length, "StepCount") { return .steps }
        if equals(start, length, "ActiveEnergyBurned") { return .activeEnergy }
        if equals(start, length, "BasalEnergyBurned") { return .basalEnergy }
        if equals(start, length, "HeartRate") { return .heartRate }
        return nil
    }

    /// The name of a type without the identifier prefix, for reports.
    static func displayName(_ raw: String) -> String {
        let prefix = "\(identifierPrefix)"
        return raw.hasPrefix(prefix) && raw.count > prefix.count ? String(raw.dropFirst(prefix.count)) : raw
    }

    @inline(__always)
    static func equals(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ text: StaticString) -> Bool {
        count == text.utf8CodeUnitCount && memcmp(bytes, text.utf8Start, count) == 0
    }
}
