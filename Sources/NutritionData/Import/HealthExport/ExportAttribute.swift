/// The attributes of export.xml elements that NutriStats reads; every other attribute
/// (`sourceVersion`, `creationDate`, `appleExerciseTime`, …) is stepped over unread.
enum ExportAttribute: Int, CaseIterable {
    // Record
    case type = 0
    case sourceName
    case device
    case unit
    case startDate
    case endDate
    case value
    // ActivitySummary
    case dateComponents
    case activeEnergyBurned
    case activeEnergyBurnedGoal
    case activeEnergyBurnedUnit
    // MetadataEntry (its `value` is ``value``)
    case key

    static let count = allCases.count

    /// The attribute's name as written.
    var name: String {
        switch self {
        case .type: "type"
        case .sourceName: "sourceName"
        case .device: "device"
        case .unit: "unit"
        case .startDate: "startDate"
        case .endDate: "endDate"
        case .value: "value"
        case .dateComponents: "dateComponents"
        case .activeEnergyBurned: "activeEnergyBurned"
        case .activeEnergyBurnedGoal: "activeEnergyBurnedGoal"
        case .activeEnergyBurnedUnit: "activeEnergyBurnedUnit"
        case .key: "key"
        }
    }

    /// The record field this attribute holds, for Record elements.
    var recordField: RecordField? {
        switch self {
        case .type: .type
        case .sourceName: .sourceName
        case .device: .device
        case .unit: .unit
        case .startDate: .startDate
        case .endDate: .endDate
        case .value: .value
        default: nil
        }
    }

    /// The attribute named by `bytes[0..<count]`, or nil for one NutriStats does not read. O(1):
    /// the length picks at most two candidates, compared byte for byte.
    @inline(__always)
    static func named(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> ExportAttribute? {
        switch count {
        case 3: if RecordType.equals(bytes, count, "key") { return .key }
        case 4:
            if RecordType.equals(bytes, count, "type") { return .type }
            if RecordType.equals(bytes, count, "unit") { return .unit }
        case 5: if RecordType.equals(bytes, count, "value") { return .value }
        case 6: if RecordType.equals(bytes, count, "device") { return .device }
        case 7: if RecordType.equals(bytes, count, "endDate") { return .endDate }
        case 9: if RecordType.equals(bytes, count, "startDate") { return .startDate }
        case 10: if RecordType.equals(bytes, count, "sourceName") { return .sourceName }
        case 14: if RecordType.equals(bytes, count, "dateComponents") { return .dateComponents }
        case 18: if RecordType.equals(bytes, count, "activeEnergyBurned") { return .activeEnergyBurned }
        case 22:
            if RecordType.equals(bytes, count, "activeEnergyBurnedGoal") { return .activeEnergyBurnedGoal }
            if RecordType.equals(bytes, count, "activeEnergyBurnedUnit") { return .activeEnergyBurnedUnit }
        default: break
        }
        return nil
    }
}
