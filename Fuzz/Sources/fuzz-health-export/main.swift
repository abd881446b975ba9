import FuzzSupport

// Fuzzes Apple Health export.xml and export.zip through the public `ActivityReader` (the hand-written
// XML scanner, entity decoding, the zip directory reader, ISA-L inflate and the CRC-32 check).
//
// The first input byte chooses: bit 0 strict or lenient; bit 1 whether the rest is the whole file
// (so zip archives and detection are fuzzed too) or an export.xml body after a fixed prelude;
// bit 2 whether the file is also read in up to three parts (tiny part threshold) and must give
// exactly the one-part result, errors and line numbers included (only for bodies where no `<` sits
// inside a quoted value and without `<!`/`<?` markup: the documented condition for parts to agree);
// bit 3 whether timestamps are re-read in America/New_York; bit 4 whether a body is also read as the
// export.xml of a stored export.zip (the zip directory, member source and pipelined reader, where a bad
// record once trapped), which must give the plain file's days, skipped count and error.
//
// Every input is also fed straight to `HealthExportParser` from memory, whole and in chunks of 1 to
// 16 bytes (sizes from the input): the refills of its `ExportStreamReader` (the buffer, refill and
// tag-length loop shared with `HealthDietaryParser`) at any byte must not change the rows, the rows used
// and excluded, the unused types, the days (the part folded as `ActivityReader` folds it) or a strict
// read's error; nor the lines, unless a strict read stopped (lines then count only to its stop).
@testable import NutritionData

nonisolated(unsafe) var scratch = ScratchFile(name: "export.xml")
nonisolated(unsafe) var zipped = ScratchFile(name: "export.zip")
let prelude = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n".utf8)
let newYork = RecordTimeZone(identifier: "America/New_York")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHealthExport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let options = input.takeByte()
    let strictness: Strictness = options & 1 == 0 ? .strict : .lenient
    let whole = options & 2 != 0
    scratch.write(prefix: whole ? "" : String(decoding: prelude, as: UTF8.self), input.bytes)
    var reader = ActivityReader(strictness: strictness)
    reader.maximumPartsPerFile = 1
    if options & 8 != 0 { reader.timeZone = newYork }
    let paths = [scratch.path]
    checkChunkedParsing(
        whole ? Array(input.bytes) : prelude + Array(input.bytes), strictness: strictness, zone: reader.timeZone)
    let one = read(reader, paths)
    if case .success(let log) = one { check(log, strictness: strictness) }
    if case .failure(let error) = one { Invariant.checkMessage(error, files: paths) }
    if options & 16 != 0, !whole {
        let archive = StoredZip.archive(name: "apple_health_export/export.xml", data: prelude + Array(input.bytes))
        archive.withUnsafeBytes { zipped.write([$0]) }
        let fromZip = read(reader, [zipped.path])
        switch (one, fromZip) {
        case (.success(let a), .success(let b)):
            // A summary's source is its file: the zip's name stands where the plain file's does.
            let renamed = b.days.map { day in
                var day = day
                day.sources = day.sources.map { $0 == zipped.path ? scratch.path : $0 }.sorted()
                return day
            }
            Invariant.check(sameDays(a.days, renamed), "the zip gave other days: \(a.days) / \(b.days)")
            Invariant.check(
                a.skipped.total == b.skipped.total, "the zip skipped \(b.skipped.total), the file \(a.skipped.total)")
        case (.failure(let a), .failure(let b)):
            Invariant.check(
                a.line == b.line && a.field == b.field && a.problem == b.problem,
                "the zip gave another error: \(a) / \(b)")
        default:
            Invariant.check(false, "the file and the zip disagree: \(one) / \(fromZip)")
        }
    }
    if options & 4 != 0, !whole, ExportShape.isPlain(input.bytes) {
        var split = reader
        split.partThreshold = 64
        split.maximumPartsPerFile = 3
        let parts = read(split, paths)
        switch (one, parts) {
        case (.success(let a), .success(let b)):
            Invariant.check(sameDays(a.days, b.days), "parts gave other days: \(a.days) / \(b.days)")
            Invariant.check(a.files == b.files, "parts gave other summaries: \(a.files) / \(b.files)")
            Invariant.check(
                a.skipped == b.skipped, "parts gave other skipped rows: \(a.skipped.tallies) / \(b.skipped.tallies)")
        case (.failure(let a), .failure(let b)):
            Invariant.check(a == b, "parts gave another error: \(a) / \(b)")
        default:
            Invariant.check(false, "one part and three disagree: \(one) / \(parts)")
        }
    }
    return 0
}

func read(_ reader: ActivityReader, _ paths: [String]) -> Result<ActivityLog, InputError> {
    do { return .success(try reader.read(paths: paths)) } catch { return .failure(error) }
}

/// Days equal but for rounding: parts add the same samples grouped differently (the minute store and
/// heart-rate sums are floating point), so values may differ in the last bits.
func sameDays(_ a: [DayActivity], _ b: [DayActivity]) -> Bool {
    func close(_ x: Double?, _ y: Double?) -> Bool {
        guard let x, let y else { return x == nil && y == nil }
        return abs(x - y) <= 1e-6 * max(1, abs(x))
    }
    return a.count == b.count
        && zip(a, b).allSatisfy { x, y in
            x.date == y.date && x.sources == y.sources && close(x.steps, y.steps) && close(x.activeKcal, y.activeKcal)
                && close(x.restingKcal, y.restingKcal) && close(x.totalKcal, y.totalKcal)
                && close(x.activeKcalGoal, y.activeKcalGoal)
                && close(x.heartRate?.min, y.heartRate?.min) && close(x.heartRate?.max, y.heartRate?.max)
                && close(x.heartRate?.sum, y.heartRate?.sum) && x.heartRate?.count == y.heartRate?.count
        }
}

/// What any successful read must satisfy.
func check(_ log: ActivityLog, strictness: Strictness) {
    for (index, day) in log.days.enumerated() {
        if index > 0 { Invariant.check(log.days[index - 1].date < day.date, "days out of order at \(day.date.iso)") }
        Invariant.checkAmount(day.steps, "steps on \(day.date.iso)")
        Invariant.checkAmount(day.activeKcal, "active kcal on \(day.date.iso)")
        Invariant.checkAmount(day.restingKcal, "resting kcal on \(day.date.iso)")
        Invariant.checkAmount(day.activeKcalGoal, "goal on \(day.date.iso)")
        if let rate = day.heartRate {
            Invariant.check(rate.count >= 1 && rate.min <= rate.max, "heart rate \(rate) on \(day.date.iso)")
            Invariant.checkAmount(rate.average, "heart rate average")
        }
        Invariant.check(!day.sources.isEmpty, "a day without sources: \(day.date.iso)")
    }
    for summary in log.files {
        Invariant.check(
            summary.rowsUsed + summary.rowsSkipped <= summary.rows,
            "\(summary.file): used \(summary.rowsUsed) + skipped \(summary.rowsSkipped) > rows \(summary.rows)")
        if strictness == .strict { Invariant.check(summary.rowsSkipped == 0, "strict read skipped rows") }
    }
    for tally in log.skipped.tallies {
        Invariant.check(tally.count >= 1 && (tally.firstLine ?? 1) >= 1, "skipped tally \(tally)")
    }
}

/// `HealthExportParser` on `bytes` whole and in small chunks gives the same part.
func checkChunkedParsing(_ bytes: [UInt8], strictness: Strictness, zone: RecordTimeZone?) {
    struct Read {
        var part: RecordPartResult
        var log: Result<ActivityLog, InputError>
    }
    func parse(_ sizes: [Int]) -> Read {
        let parser = HealthExportParser(
            file: scratch.path, strictness: strictness, priority: .watchFirst, window: nil, zone: zone)
        let part = parser.run(ChunkedExportSource(bytes, sizes: sizes), length: nil)
        var combiner = ActivityCombiner(files: [(scratch.path, .healthExport(HealthExportLayout(container: .xml)))])
        do throws(InputError) {
            try combiner.addHealthExportPart(part, file: 0, strictness: strictness)
            return Read(part: part.records, log: .success(combiner.finish()))
        } catch {
            return Read(part: part.records, log: .failure(error))
        }
    }
    let a = parse([])
    let b = parse(bytes.prefix(8).map { Int($0 % 16) + 1 })
    func others(_ part: RecordPartResult) -> [String] {
        part.otherTypes.map { "\($0.type) \($0.rows) \($0.firstLine)" }
    }
    Invariant.check(
        a.part.rows == b.part.rows && a.part.rowsUsed == b.part.rowsUsed && a.part.rowsExcluded == b.part.rowsExcluded,
        "chunked reads counted otherwise: \(a.part.rows)/\(a.part.rowsUsed)/\(a.part.rowsExcluded) "
            + "vs \(b.part.rows)/\(b.part.rowsUsed)/\(b.part.rowsExcluded)")
    Invariant.check(
        others(a.part) == others(b.part), "chunked reads gave other unused types: \(others(a.part)) / \(others(b.part))"
    )
    switch (a.log, b.log) {
    case (.success(let x), .success(let y)):
        Invariant.check(sameDays(x.days, y.days), "chunked reads gave other days: \(x.days) / \(y.days)")
        Invariant.check(x.files == y.files, "chunked reads gave other summaries: \(x.files) / \(y.files)")
    case (.failure(let x), .failure(let y)):
        Invariant.check(x == y, "chunked reads gave other errors: \(x) / \(y)")
    default:
        Invariant.check(false, "whole and chunked reads disagree: \(a.log) / \(b.log)")
    }
    let stopped = strictness == .strict && !(a.part.issues.isEmpty && b.part.issues.isEmpty)
    Invariant.check(
        stopped || a.part.lines == b.part.lines, "chunked reads counted other lines: \(a.part.lines) / \(b.part.lines)")
}
