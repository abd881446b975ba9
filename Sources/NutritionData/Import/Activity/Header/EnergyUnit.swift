/// An energy unit written in a header or a `unit` field.
enum EnergyUnit: Equatable {
    /// Kilocalories: `kcal`, or `Cal` (a capital-C "large calorie" is a kilocalorie).
    case kilocalorie
    /// Kilojoules: `kJ`; 1 kcal = 4.184 kJ.
    case kilojoule

    /// kJ per kcal (the thermochemical calorie): the one constant every energy conversion uses
    /// (activity files, food log columns, Apple Health dietary records, targets files).
    static let kilojoulesPerKilocalorie = 4.184

    /// The unit named by `text`: `kcal` (any case), `Cal` (exactly; a small-c `cal` is a different,
    /// 1,000 times smaller unit and is rejected), or `kJ` (any case).
    init?(_ text: String) {
        switch text.lowercased() {
        case "kcal": self = .kilocalorie
        case "kj": self = .kilojoule
        default:
            guard text == "Cal" else { return nil }
            self = .kilocalorie
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
        }
    }

    /// The factor into kcal of a record's or summary's energy unit, written exactly `kcal`, `Cal` or
    /// `kJ` (Apple Health writes these three); nil for anything else (`cal` included).
    @inline(__always)
    static func recordFactor(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Double? {
        if RecordType.equals(bytes, count, "kcal") || RecordType.equals(bytes, count, "Cal") { return 1 }
        if RecordType.equals(bytes, count, "kJ") { return 1 / kilojoulesPerKilocalorie }
        return nil
    }

    /// What messages say is accepted.
    static let expectation = "an energy unit kcal, Cal or kJ"
}
