// Fuzzes Cronometer's `biometrics.csv` (`--body`) through `CronometerBiometricsParser`: columns in any
// order (`Time` and `Group` optional), 12-hour and 24-hour times, metrics read and counted as unused,
// units (`kg`, `lbs`, `%`), slashed dates, quoted cells, limits. The first byte chooses strict or
// lenient (bit 0), `--date-order dmy` (bit 1) and whether the standard header comes first (bit 2).
import FuzzSupport

@testable import NutritionData

let file = "biometrics.csv"
let header = "Day,Time,Group,Metric,Unit,Amount\n"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBodyCronometer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let options = input.takeByte()
    let strictness: Strictness = options & 1 == 0 ? .strict : .lenient
    let order: DateOrder? = options & 2 != 0 ? .dmy : nil
    let bytes = (options & 4 == 0 ? Array(header.utf8) : []) + Array(input.bytes)
    do throws(InputError) {
        var stream = CSVRecords.Stream(bytes: bytes, file: file)
        guard let first = try stream.next(), let layout = CronometerBiometricsParser.Layout(first.fields) else {
            return 0
        }
        let contents = try CronometerBiometricsParser(
            file: file, layout: layout, strictness: strictness, dateOrder: order
        ).run(stream)
        BodyFuzzing.check(BodyReader.log([contents]), strictness: strictness)
        Invariant.check(contents.readings.allSatisfy { $0.source == nil }, "a Cronometer reading with a source")
        // One reading at most per row.
        Invariant.check(
            contents.rows >= contents.readings.count + contents.issues.skipped.total,
            "rows \(contents.rows) < readings and skips")
    } catch {
        Invariant.checkMessage(error, files: [file])
    }
    return 0
}
