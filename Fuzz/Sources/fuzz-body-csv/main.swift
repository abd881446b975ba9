// Fuzzes body-measurement CSVs (`--body FILE.csv`) through `BodyReader.read(bytes:file:)`: header
// detection (Health Auto Export, MyFitnessPal, Withings in several languages, Google Fit, plain, Apple
// Health record CSVs, Cronometer biometrics, not-body files), `BodyTableParser` (dates with times,
// slashed dates, decimal commas, fat mass, units, limits) and `HealthBodyRecordsCSV`.
//
// The first input byte chooses: bit 0 strict or lenient; bit 1 `--weight-unit lb` or none; bit 2
// `--date-order dmy` or none; bits 3–5 a header put before the rest (none, or one per format).
//
// Invariants (`BodyFuzzing`): readings possible and in order, counts consistent, a strict read skips
// nothing and, when it succeeds, a lenient read gives the same readings; errors name the file; a second
// read gives the same result.
import FuzzSupport

@testable import NutritionData

let file = "body.csv"
let headers = [
    "",
    "Date/Time,Active Energy (kcal),Weight & Body Mass (lb),Body Fat Percentage (%),Lean Body Mass (kg)\n",
    "Date,Weight,Waist\n",
    "Date,\"Weight (kg)\",\"Fat mass (kg)\",\"Bone mass (kg)\",\"Muscle mass (kg)\",\"Hydration (kg)\",Comments\n",
    "\"Datum\",\"Gewicht (lb)\",\"Fettmasse (lb)\",\"Kommentare\"\n",
    "date,weight_kg,body_fat_pct,lean_mass_lb\n",
    "Date,Calories (kcal),Step count,Average weight (kg),Max weight (kg),Min weight (kg)\n",
    "sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value\n",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBodyCSV(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let options = input.takeByte()
    let strictness: Strictness = options & 1 == 0 ? .strict : .lenient
    let unit: WeightUnit? = options & 2 != 0 ? .pounds : nil
    let order: DateOrder? = options & 4 != 0 ? .dmy : nil
    let bytes = Array(headers[Int(options >> 3) % headers.count].utf8) + Array(input.bytes)
    func read(_ strictness: Strictness) -> Result<BodyLog, InputError> {
        do throws(InputError) {
            let contents = try BodyReader(strictness: strictness, weightUnit: unit, dateOrder: order).read(
                bytes: bytes, file: file)
            return .success(BodyReader.log([contents]))
        } catch {
            return .failure(error)
        }
    }
    let first = read(strictness)
    switch first {
    case .failure(let error):
        Invariant.checkMessage(error, files: [file])
    case .success(let contents):
        BodyFuzzing.check(contents, strictness: strictness)
        if strictness == .strict, case .success(let lenient) = read(.lenient) {
            Invariant.check(contents.readings == lenient.readings, "a lenient read of a clean file gave other readings")
        }
    }
    switch (first, read(strictness)) {
    case (.success(let a), .success(let b)): Invariant.check(a == b, "a second read differs")
    case (.failure(let a), .failure(let b)): Invariant.check(a == b, "a second read gave another error: \(a) / \(b)")
    default: Invariant.check(false, "a second read disagrees")
    }
    return 0
}
