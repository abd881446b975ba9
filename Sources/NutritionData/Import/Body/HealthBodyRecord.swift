/// The body records of Apple Health, as export.xml (``HealthBodyParser``) and the converters' record
/// CSVs (``HealthBodyRecordsCSV``) write them: one rule for both.
///
/// - `HKQuantityTypeIdentifierBodyMass`: a weight in `kg`, `lb`, `g` or `st` (``HealthBodyUnit``).
/// - `HKQuantityTypeIdentifierBodyFatPercentage`: unit `%`, the value a **fraction** (0.251 is
///   25.1 %), from 0 to 1; read as percent.
/// - `HKQuantityTypeIdentifierLeanBodyMass`: a mass, as BodyMass.
///
/// A reading is dated by its `startDate`'s wall clock (the offset written, or re-read in `--time-zone`,
/// ``RecordTimeZone``) and names its `sourceName`. Other body types (`BodyMassIndex`,
/// `BodyTemperature`, …) are counted as unused.
enum HealthBodyRecord {
    /// A record that cannot be read: the attribute or column and what was wrong.
    struct Problem: Error {
        var field: String
        var message: InputProblem
    }

    /// The metric of a record type written whole or without the `HKQuantityTypeIdentifier` prefix,
    /// nil for a type that is not one.
    static func metric(of type: String) -> BodyMetric? {
        switch displayName(type) {
        case "BodyMass": .weight
        case "BodyFatPercentage": .bodyFat
        case "LeanBodyMass": .leanMass
        default: nil
        }
    }

    /// Whether a type NutriStats does not read is a body measurement worth counting as unused
    /// (`BodyMassIndex`, `BodyTemperature`, …).
    static func isOtherBodyType(_ type: String) -> Bool {
        displayName(type).hasPrefix("Body") && metric(of: type) == nil
    }

    /// The type without its prefix.
    static func displayName(_ type: String) -> String {
        RecordType.displayName(type)
    }

    /// The reading of one record of `metric` (`type` as written, for messages).
    static func reading(
        _ metric: BodyMetric, type: String, unit: String, value: String, start: String, source: String,
        zone: RecordTimeZone?, cache: inout RecordTimeZone.Cache, line: Int?
    ) throws(Problem) -> BodyReading {
        let shown = " in a " + displayName(type) + " record"
        let factor: Double
        if metric == .bodyFat {
            guard unit.trimmingSpaces() == "%" else {
                throw Problem(field: "unit", message: .expected("%\(shown)", found: .quoted(unit)))
            }
            factor = 100
        } else {
            guard let mass = HealthBodyUnit.kilograms(per: unit) else {
                throw Problem(
                    field: "unit", message: .expected("\(HealthBodyUnit.names)\(shown)", found: .quoted(unit)))
            }
            factor = mass
        }
        let number = EntryFields.decimalNumber(value.trimmingSpaces())
        guard let number, BodyValueLimits.accepts(number * factor, for: metric) else {
            throw Problem(
                field: "value",
                message: .expected(
                    BodyValueLimits.expectation(metric, unit: unit, fraction: metric == .bodyFat) + shown,
                    found: .quoted(value)))
        }
        var bytes = Array(start.trimmingSpaces().utf8)
        let parsed = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { ByteTimestamp.parseZoned(UnsafePointer($0), count: buffer.count) }
        }
        guard let parsed else {
            throw Problem(
                field: "startDate",
                message: .expected("a timestamp like 2024-05-14 08:12:33 -0500\(shown)", found: .quoted(start)))
        }
        let local = zone.map { $0.reread(parsed, cache: &cache) } ?? parsed
        let (date, time) = local.localDayAndTime
        let name = source.trimmingSpaces()
        return BodyReading(
            date: date, time: time, metric: metric, value: number * factor + 0, source: name.isEmpty ? nil : name,
            line: line)
    }
}
