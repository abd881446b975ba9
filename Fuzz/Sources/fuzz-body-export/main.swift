// Fuzzes the body records of an Apple Health export.xml (`--body export.xml`) through
// `HealthBodyParser`: the byte scanner, entity decoding, body types read or counted, units (kg, lb, g,
// st, %), fractions, timestamps, `--time-zone`. The first byte chooses strict or lenient (bit 0),
// whether the rest follows a fixed prelude (bit 1) and whether timestamps are re-read in
// America/New_York (bit 2). The input is read whole and in chunks of 1 to 16 bytes: buffer refills at
// any byte must not change the readings, the skips or the error.
import FuzzSupport
@testable import NutritionData

let file = "export.xml"
let prelude = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
let newYork = RecordTimeZone(identifier: "America/New_York")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBodyExport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let options = input.takeByte()
    let strictness: Strictness = options & 1 == 0 ? .strict : .lenient
    let zone = options & 4 != 0 ? newYork : nil
    let bytes = (options & 2 == 0 ? Array(prelude.utf8) : []) + Array(input.bytes)
    func parse(_ sizes: [Int]) -> (BodyFileContents, InputError?) {
        let parser = HealthBodyParser(file: file, dialect: .appleHealthExportXML, strictness: strictness, zone: zone)
        let contents = parser.run(ChunkedExportSource(bytes, sizes: sizes))
        return (contents, parser.failure)
    }
    let (whole, failure) = parse([])
    let (chunked, chunkedFailure) = parse(bytes.prefix(8).map { Int($0 % 16) + 1 })
    Invariant.check(failure == chunkedFailure, "chunked reads gave other errors: \(String(describing: failure)) / \(String(describing: chunkedFailure))")
    if let failure {
        Invariant.checkMessage(failure, files: [file])
        return 0
    }
    BodyFuzzing.check(BodyReader.log([whole]), strictness: strictness)
    Invariant.check(whole.readings == chunked.readings && whole.rows == chunked.rows, "chunked reads gave other readings")
    Invariant.check(whole.issues.skipped == chunked.issues.skipped, "chunked reads skipped otherwise")
    return 0
}
