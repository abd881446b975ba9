import Foundation

@testable import NutritionData

/// Paths of the committed activity fixtures.
enum ActivityFixture {
    static func path(_ name: String, file: StaticString = #filePath) -> String {
        URL(fileURLWithPath: "\(file)")
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Activity")
            .appendingPathComponent(name)
            .path
    }
}

/// The Apple Health record header as the converter writes it.
let appleHealthHeader = "sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value\n"

/// One Apple Health record row (source and device as given, already quoted as needed).
func healthRow(
    _ source: String, _ type: String = "StepCount", _ unit: String = "count",
    _ start: String, _ end: String, _ value: String, device: String = ""
) -> String {
    "\"\(source)\",\"1.0\",\(device),\"\(type)\",\"\(unit)\",\(end),\(start),\(end),\(value)\n"
}

/// Whether `value` is within `tolerance` (relative, absolute below 1) of `expected`. Per-minute values
/// are 32-bit floats (relative error below 6e-8 each), so 1e-6 is tight yet safe.
func isClose(_ value: Double?, _ expected: Double, tolerance: Double = 1e-6) -> Bool {
    guard let value else { return false }
    return abs(value - expected) <= tolerance * max(1, abs(expected))
}

extension ActivityLog {
    /// The record for an ISO date (`2024-03-05`).
    func day(_ iso: String) -> DayActivity? {
        guard let date = LocalDate(iso: iso) else { return nil }
        return day(date)
    }
}

/// Reads files, returning the log or the error.
func readActivity(
    _ paths: [String], strictness: Strictness = .strict, priority: DevicePriority = .watchFirst,
    partThreshold: Int64? = nil, parts: Int? = nil, dateOrder: DateOrder? = nil
) -> Result<ActivityLog, InputError> {
    var reader = ActivityReader(strictness: strictness, priority: priority)
    reader.dateOrder = dateOrder
    if let partThreshold { reader.partThreshold = partThreshold }
    if let parts { reader.maximumPartsPerFile = parts }
    do {
        return .success(try reader.read(paths: paths))
    } catch {
        return .failure(error)
    }
}
