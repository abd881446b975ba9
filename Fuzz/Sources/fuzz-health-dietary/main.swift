import FuzzSupport

// Fuzzes Apple Health dietary records read as a food log (`--food-log export.xml|export.zip`) through
// the public `FoodLogReader`: detection, the byte scanner (`ExportStreamReader` with metadata reported: `MetadataEntry`,
// `</Record>`), entity decoding, food correlations, top-level copies counted once, grouping of loose
// records, unit conversion, `--time-zone`.
//
// The first input byte chooses: bit 0 strict or lenient; bit 1 whether the rest is the whole file
// (zip archives and detection fuzzed too) or an export.xml body after a fixed prelude; bit 2 whether
// timestamps are re-read in America/New_York.
//
// Invariants: entries in date and time order with finite, non-negative kcal and nutrients (kcal equal
// to the vector's energy) and the same nutrients beyond the 17 reported by every entry; the summary's entry and day counts match the entries; the apps' entries
// add up to the entries, and their records plus the copies counted once never exceed the records
// read; a strict read skips nothing, and when it succeeds a lenient read gives the same entries; a
// second read gives the same result; errors name the file. Every input is also fed straight to
// `HealthDietaryParser` from memory, whole and in chunks of 1 to 16 bytes: buffer refills at any byte
// must not change the records read, the foods, the loose records, the skips or the error.
@testable import NutritionData

nonisolated(unsafe) var scratch = ScratchFile(name: "export.xml")
let prelude = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
let newYork = RecordTimeZone(identifier: "America/New_York")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHealthDietary(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let options = input.takeByte()
    let strictness: Strictness = options & 1 == 0 ? .strict : .lenient
    scratch.write(prefix: options & 2 != 0 ? "" : prelude, input.bytes)
    let zone = options & 4 != 0 ? newYork : nil
    checkChunkedParsing(
        options & 2 != 0 ? Array(input.bytes) : Array(prelude.utf8) + Array(input.bytes), strictness: strictness,
        zone: zone)
    let reader = FoodLogReader(strictness: strictness, timeZone: zone)
    let first = read(reader)
    switch first {
    case .failure(let error):
        Invariant.checkMessage(error, files: [scratch.path])
    case .success(let contents):
        check(contents, strictness: strictness)
        if strictness == .strict, case .success(let lenient) = read(FoodLogReader(strictness: .lenient, timeZone: zone))
        {
            Invariant.check(lenient.entries == contents.entries, "a lenient read of a clean file gave other entries")
        }
    }
    switch (first, read(reader)) {
    case (.success(let a), .success(let b)):
        Invariant.check(a.entries == b.entries && a.summary == b.summary, "a second read differs")
    case (.failure(let a), .failure(let b)):
        Invariant.check(a == b, "a second read gave another error: \(a) / \(b)")
    default:
        Invariant.check(false, "a second read disagrees")
    }
    return 0
}

func read(_ reader: FoodLogReader) -> Result<FoodLogReader.Contents, InputError> {
    do { return .success(try reader.read(at: scratch.path)) } catch { return .failure(error) }
}

func check(_ contents: FoodLogReader.Contents, strictness: Strictness) {
    let entries = contents.entries
    var days = 0
    for (index, entry) in entries.enumerated() {
        if index > 0 {
            let before = entries[index - 1]
            Invariant.check(
                before.date < entry.date || (before.date == entry.date && before.time <= entry.time),
                "entries out of order at \(entry.date.iso)")
        }
        if index == 0 || entries[index - 1].date != entry.date { days += 1 }
        Invariant.checkAmount(entry.kcal, "kcal of \(entry.foodName)")
        Invariant.check(!entry.foodName.isEmpty, "an entry without a name")
        if let vector = entry.nutrients {
            for nutrient in Nutrient.allCases {
                Invariant.checkAmount(vector[nutrient], "\(nutrient) of \(entry.foodName)")
            }
            Invariant.check(vector.kcal == entry.kcal, "kcal \(entry.kcal) apart from the vector's \(vector.kcal)")
            // A nutrient without any record in the file is unknown (and 0); energy never is.
            Invariant.check(
                vector.unknown == NutrientSet(contents.summary.missingNutrients),
                "unknown \(Array(vector.unknown)) is not the file's missing \(contents.summary.missingNutrients)")
            Invariant.check(vector.unknown.allSatisfy { vector[$0] == 0 }, "an unknown nutrient holds an amount")
        }
        // Nutrients beyond the 17: finite, non-negative, sorted, never one of the 17; every entry reports
        // the same ones (those with a record in the file: 0 without one of its own), named in the summary.
        let others = entry.otherNutrients
        for amount in others.known { Invariant.checkAmount(amount.amount, "\(amount.nutrient) of \(entry.foodName)") }
        Invariant.check(others.custom.isEmpty, "a custom nutrient from Apple Health")
        Invariant.check(others.known.allSatisfy { $0.nutrient.inline == nil }, "one of the 17 among the others")
        Invariant.check(
            zip(others.known, others.known.dropFirst()).allSatisfy { $0.nutrient < $1.nutrient }, "others out of order")
        Invariant.check(
            others.known.map(\.nutrient) == entries[0].otherNutrients.known.map(\.nutrient),
            "entries report other nutrients")
        Invariant.check(
            others.known.count == contents.summary.otherNutrientColumns.count,
            "other nutrients \(others) of \(contents.summary.otherNutrientColumns)")
    }
    let summary = contents.summary
    Invariant.check(
        summary.entries == entries.count && summary.days == days, "summary counts \(summary.entries)/\(summary.days)")
    if strictness == .strict { Invariant.check(contents.skipped.isEmpty, "strict read skipped rows") }
    guard let health = summary.healthExport else { return }
    Invariant.check(health.apps.reduce(0) { $0 + $1.entries } == entries.count, "apps' entries do not add up")
    Invariant.check(
        health.apps.reduce(0) { $0 + $1.records } + health.copiesCountedOnce <= summary.rows,
        "records \(health.apps) + copies \(health.copiesCountedOnce) > rows \(summary.rows)")
    Invariant.check(health.foodsWithoutUsedRecords <= health.foods, "more empty foods than foods")
}

/// `HealthDietaryParser` on `bytes` whole and in small chunks gives the same output.
func checkChunkedParsing(_ bytes: [UInt8], strictness: Strictness, zone: RecordTimeZone?) {
    func parse(_ sizes: [Int]) -> HealthDietaryParser.Output {
        HealthDietaryParser(file: scratch.path, strictness: strictness, zone: zone).run(
            ChunkedExportSource(bytes, sizes: sizes))
    }
    let a = parse([])
    let b = parse(bytes.prefix(8).map { Int($0 % 16) + 1 })
    // A strict read stops at its first problem, after scanning as far as its buffer went: the counts
    // then depend on the chunks, and only the problem itself is compared.
    let stopped = a.failure != nil || b.failure != nil
    Invariant.check(
        stopped || (a.rows == b.rows && a.loose.count == b.loose.count && a.foods.count == b.foods.count),
        "chunked reads gave other records: \(a.rows)/\(a.loose.count)/\(a.foods.count) vs \(b.rows)/\(b.loose.count)/\(b.foods.count)"
    )
    Invariant.check(
        a.failure == b.failure,
        "chunked reads gave other errors: \(String(describing: a.failure)) / \(String(describing: b.failure))")
    Invariant.check(stopped || a.issues.skipped == b.issues.skipped, "chunked reads skipped otherwise")
}
