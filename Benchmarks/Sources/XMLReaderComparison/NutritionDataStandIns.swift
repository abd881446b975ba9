#if canImport(Glibc)
    import Glibc
#endif

/// Stand-ins for the two NutritionData types the linked scanner files name (the real ones know the
/// activity model, which this benchmark does not link): `RecordType`'s one helper they call.
enum RecordType {
    @inline(__always)
    static func equals(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ text: StaticString) -> Bool {
        count == text.utf8CodeUnitCount && memcmp(bytes, text.utf8Start, count) == 0
    }
}

/// NutritionData's `RecordField` cases, which `ExportAttribute` maps to (its names and limits are not needed here).
enum RecordField: Int {
    case sourceName = 0
    case device, type, unit, startDate, endDate, value
}
