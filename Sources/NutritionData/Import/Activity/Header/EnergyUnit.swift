/// An energy unit written in a header or a `unit` field: the one table every reader uses (activity
/// files, Apple Health records, food log columns, dietary records).
enum EnergyUnit: Equatable {
    /// Kilocalories: `kcal`, or `Cal` (a capital-C "large calorie" is a kilocalorie).
    case kilocalorie
    /// Kilojoules: `kJ`; 1 kcal = 4.184 kJ.
    case kilojoule
    /// Small calories: `cal` exactly (HealthKit's `cal`); 1 kcal = 1,000 cal.
    case calorie

    /// kJ per kcal (the thermochemical calorie): the one constant every energy conversion uses
    /// (activity files, food log columns, Apple Health dietary records, targets files).
    static let kilojoulesPerKilocalorie = 4.184

    /// The unit named by `text`: `kcal` (any case), `Cal` (exactly: the kilocalorie), `cal` (exactly:
    /// the small calorie, 1,000 times smaller), or `kJ` (any case). Other spellings of cal (`CAL`) say
    /// neither and are rejected.
    init?(_ text: String) {
        switch text.lowercased() {
        case "kcal": self = .kilocalorie
        case "kj": self = .kilojoule
        default:
            switch text {
            case "Cal": self = .kilocalorie
            case "cal": self = .calorie
            default: return nil
            }
        }
    }

    /// The unit named by `count` bytes at `bytes`, by the same rule as ``init(_:)`` (for a unit written
    /// in each row).
    init?(bytes: UnsafePointer<UInt8>, count: Int) {
        guard count > 0, count <= 8 else { return nil }
        self.init(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
    }

    /// The factor turning a value in this unit into kcal.
    var toKilocalories: Double {
        switch self {
        case .kilocalorie: 1
        case .kilojoule: 1 / EnergyUnit.kilojoulesPerKilocalorie
        case .calorie: 1 / 1_000
        }
    }

    /// The factor into kcal of a record's or summary's energy unit, written exactly `kcal`, `Cal`, `kJ`
    /// or `cal` (as Apple Health writes them); nil for anything else.
    @inline(__always)
    static func recordFactor(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Double? {
        if RecordType.equals(bytes, count, "kcal") || RecordType.equals(bytes, count, "Cal") { return 1 }
        if RecordType.equals(bytes, count, "kJ") { return 1 / kilojoulesPerKilocalorie }
        if RecordType.equals(bytes, count, "cal") { return 1 / 1_000 }
        return nil
    }

    /// The energy units messages say are accepted.
    static let names = "kcal, Cal, kJ or cal"

    /// What messages say is accepted.
    static let expectation = "an energy unit " + names
}
