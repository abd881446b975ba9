// Fuzzes Fitbit's `weight-YYYY-MM-DD.json` (`--body`) through `FitbitFileKind` and
// `FitbitWeightParser`: the JSON grammar, elements that are not objects, keys missing, repeated or in
// any order, `MM/DD/YY` dates, times, weights and body fat as numbers or text, the unit rule. The first
// byte chooses strict or lenient (bit 0) and whether `--weight-unit lb` is given (bit 1).
import FuzzSupport

@testable import NutritionData

let file = "weight-2026-01-05.json"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBodyFitbit(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let options = input.takeByte()
    let strictness: Strictness = options & 1 == 0 ? .strict : .lenient
    let unit: WeightUnit? = options & 2 != 0 ? .pounds : nil
    let bytes = input.bytes.assumingMemoryBound(to: UInt8.self)
    _ = FitbitFileKind.detect(head: bytes, path: file)
    do throws(InputError) {
        let contents = try FitbitWeightParser(file: file, strictness: strictness, weightUnit: unit).read(bytes)
        BodyFuzzing.check(BodyReader.log([contents]), strictness: strictness)
        Invariant.check(contents.rows >= contents.issues.skipped.total, "more skips than elements")
        if unit == nil {
            Invariant.check(contents.readings.allSatisfy { $0.metric != .weight }, "a weight read without a unit")
        }
        Invariant.check(contents.readings.allSatisfy { $0.metric != .leanMass }, "a Fitbit lean mass")
    } catch {
        Invariant.checkMessage(error, files: [file])
    }
    return 0
}
