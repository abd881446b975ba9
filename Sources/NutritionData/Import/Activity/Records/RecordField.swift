/// A field of an Apple Health record that NutriStats reads: a column of a record CSV or an attribute
/// of an export.xml `Record` element (both formats use the same names).
enum RecordField: Int, CaseIterable, Sendable {
    case sourceName = 0
    case device = 1
    case type = 2
    case unit = 3
    case startDate = 4
    case endDate = 5
    case value = 6

    /// The column or attribute name.
    var name: String {
        switch self {
        case .sourceName: "sourceName"
        case .device: "device"
        case .type: "type"
        case .unit: "unit"
        case .startDate: "startDate"
        case .endDate: "endDate"
        case .value: "value"
        }
    }
}

/// Why a record of a used type was refused: the field at fault and the kind of problem. The message
/// is built only when needed (``message(type:text:)``), so a file of bad rows costs no strings.
struct RecordProblem: Equatable {
    var field: RecordField
    var kind: RowIssueKind

    /// What was expected and found; `text` gives a field's decoded text.
    func message(type: RecordType, text: (RecordField) -> String) -> InputProblem {
        switch kind {
        case .unit:
            let unit = InputProblem.Found.quoted(text(.unit))
            switch type {
            case .steps: return .expected("the unit count for StepCount", found: unit)
            case .heartRate: return .expected("the unit count/min for HeartRate", found: unit)
            case .activeEnergy: return .expected("\(EnergyUnit.names) for ActiveEnergyBurned", found: unit)
            case .basalEnergy, .other: return .expected("\(EnergyUnit.names) for BasalEnergyBurned", found: unit)
            }
        case .number:
            return .notANonNegativeNumber(found: .quoted(text(.value)))
        case .numberTooLarge:
            return .activityValueTooLarge(found: .quoted(text(.value)))
        case .endBeforeStart:
            return .expected("a time at or after startDate \(text(.startDate))", found: .quoted(text(.endDate)))
        case .sampleTooLong:
            return .expected("at most 31 days after startDate \(text(.startDate))", found: .quoted(text(.endDate)))
        case .tooManySources:
            return .tooManySources
        default:
            return .expected("a timestamp like 2019-01-01 08:00:00 -0500", found: .quoted(text(field)))
        }
    }
}
