// Fuzzes the body records of an Apple Health export.xml (`--body export.xml`) through
// `HealthBodyParser`: the byte scanner, entity decoding, body types read or counted, units (kg, lb, g,
// st, %), fractions, timestamps, `--time-zone`. The first byte chooses strict or lenient (bit 0),
// whether the rest follows a fixed prelude (bit 1) and whether timestamps are re-read in
// America/New_York (bit 2). The input is read whole and in chunks of 1 to 16 bytes: buffer refills at
// any byte must not change the readings, the skips or the error. It is also read in one scan for the
// activity, dietary and body parsers together (`ExportElementFanOut`, as `HealthExportScan` does), in
// chunks: each must give what it gives alone (when the body has no `<` inside a quoted value and no
// `<!`/`<?` markup, `ExportShape`: a parser that does not want a Record skips the rest of its tag, and a
// raw `<` there would be a tag for it and not for the others).
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
    // One scan against each parser alone, where they must agree (see `ExportShape`).
    let plain = ExportShape.isPlain(input.bytes)
    let (whole, failure) = parse([])
    let (chunked, chunkedFailure) = parse(bytes.prefix(8).map { Int($0 % 16) + 1 })
    Invariant.check(
        failure == chunkedFailure,
        "chunked reads gave other errors: \(String(describing: failure)) / \(String(describing: chunkedFailure))")
    if let failure {
        Invariant.checkMessage(failure, files: [file])
        if plain {
            checkOneScan(bytes, sizes: bytes.prefix(8).map { Int($0 % 16) + 1 }, strictness: strictness, zone: zone)
        }
        return 0
    }
    if plain {
        checkOneScan(bytes, sizes: bytes.prefix(8).map { Int($0 % 16) + 1 }, strictness: strictness, zone: zone)
    }
    BodyFuzzing.check(BodyReader.log([whole]), strictness: strictness)
    Invariant.check(
        whole.readings == chunked.readings && whole.rows == chunked.rows, "chunked reads gave other readings")
    Invariant.check(whole.issues.skipped == chunked.issues.skipped, "chunked reads skipped otherwise")
    return 0
}

/// The three parsers fed by one pass through `ExportElementFanOut` give what each gives alone: the
/// same body readings, skips and error; the same dietary records, foods, skips and error; the same
/// activity rows, used rows, other types and problems.
func checkOneScan(_ bytes: [UInt8], sizes: [Int], strictness: Strictness, zone: RecordTimeZone?) {
    let reader = ExportStreamReader(reportsMetadata: true)
    let dietary = HealthDietaryParser(file: file, strictness: strictness, zone: zone, reader: reader)
    let body = HealthBodyParser(
        file: file, dialect: .appleHealthExportXML, strictness: strictness, zone: zone, reader: reader)
    let activity = HealthExportParser(
        file: file, strictness: strictness, priority: .watchFirst, window: nil, zone: zone, reader: reader)
    let fanOut = ExportElementFanOut(dietary: dietary, body: body, activity: activity, reader: reader)
    let outcome = reader.run(ChunkedExportSource(bytes, sizes: sizes), length: nil, handler: fanOut)

    let bodyAlone = HealthBodyParser(file: file, dialect: .appleHealthExportXML, strictness: strictness, zone: zone)
    let bodyContents = bodyAlone.run(ChunkedExportSource(bytes, sizes: []))
    let together = body.finish(outcome)
    Invariant.check(
        body.failure == bodyAlone.failure,
        "one scan: body error \(String(describing: body.failure)) / \(String(describing: bodyAlone.failure))")
    if body.failure == nil {
        Invariant.check(
            together.readings == bodyContents.readings && together.rows == bodyContents.rows
                && together.issues.skipped == bodyContents.issues.skipped, "one scan: other body readings")
    }

    let dietaryAlone = HealthDietaryParser(file: file, strictness: strictness, zone: zone).run(
        ChunkedExportSource(bytes, sizes: []))
    let dietaryTogether = dietary.finish(outcome)
    Invariant.check(
        dietaryTogether.failure == dietaryAlone.failure,
        "one scan: dietary error \(String(describing: dietaryTogether.failure)) / \(String(describing: dietaryAlone.failure))"
    )
    if dietaryAlone.failure == nil {
        Invariant.check(
            dietaryTogether.loose == dietaryAlone.loose && dietaryTogether.foods == dietaryAlone.foods
                && dietaryTogether.rows == dietaryAlone.rows
                && dietaryTogether.issues.skipped == dietaryAlone.issues.skipped,
            "one scan: other dietary records")
    }

    let activityAlone = HealthExportParser(
        file: file, strictness: strictness, priority: .watchFirst, window: nil, zone: zone
    )
    .run(ChunkedExportSource(bytes, sizes: []), length: nil)
    let activityTogether = activity.finish(outcome).records
    func problems(_ log: RowIssueLog) -> [String] {
        log.groups.map { "\($0.firstLine) \($0.field ?? "") \($0.problem) \($0.count)" }
    }
    let stopped = strictness == .strict && !activityAlone.records.issues.groups.isEmpty
    // A strict read stops at its first problem: then only that problem is compared.
    Invariant.check(
        problems(activityTogether.issues).first == problems(activityAlone.records.issues).first,
        "one scan: activity problems \(problems(activityTogether.issues)) / \(problems(activityAlone.records.issues))")
    if !stopped {
        Invariant.check(
            activityTogether.rows == activityAlone.records.rows
                && activityTogether.rowsUsed == activityAlone.records.rowsUsed
                && problems(activityTogether.issues) == problems(activityAlone.records.issues)
                && activityTogether.otherTypes.map({ "\($0.type) \($0.rows) \($0.firstLine)" })
                    == activityAlone.records.otherTypes.map({ "\($0.type) \($0.rows) \($0.firstLine)" }),
            "one scan: other activity rows (\(activityTogether.rows)/\(activityTogether.rowsUsed) vs \(activityAlone.records.rows)/\(activityAlone.records.rowsUsed))"
        )
    }
}
