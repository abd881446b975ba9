// Fuzzes `History/foodHistory.json` through the storage reader, and checks that reading a file in
// two halves on two threads (what large histories get) gives exactly the one-pass result, errors
// included.
import FuzzSupport

@testable import NutritionData

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHistory(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let lenient = input.takeByte() & 1 == 1
    let bytes = Array(input.bytes)
    let fields = EntryFields(file: StorageFuzzing.historyName)
    func outcome(threshold: Int) -> (Result<[PendingEntry], InputError>, SkippedRows, Int) {
        var issues = ImportIssues(strictness: lenient ? .lenient : .strict)
        var reader = HistoryFileReader(fields: fields)
        reader.twoHalvesThreshold = threshold
        do {
            return (.success(try reader.read(bytes, issues: &issues)), issues.skipped, issues.sampleKeys)
        } catch {
            return (.failure(error), issues.skipped, issues.sampleKeys)
        }
    }
    let onePass = outcome(threshold: .max)
    let halves = outcome(threshold: 0)
    Invariant.check(onePass.0 == halves.0, "two halves differ from one pass: \(halves.0) vs \(onePass.0)")
    Invariant.check(onePass.1 == halves.1, "two halves skipped \(halves.1.tallies), one pass \(onePass.1.tallies)")
    if case .success(let entries) = onePass.0 {
        Invariant.check(onePass.2 == halves.2, "two halves met \(halves.2) SAMPLE keys, one pass \(onePass.2)")
        // An entry of unknown kcal (older format's bare name) carries 0 kcal, never a made-up amount.
        for entry in entries where !entry.kcalKnown {
            Invariant.check(entry.kcal == 0 && entry.servings == 1, "unknown-kcal entry with amounts: \(entry)")
        }
    }
    if case .failure(let error) = onePass.0 {
        Invariant.checkMessage(error, files: [StorageFuzzing.historyName])
    }
    // Then the whole reader (joins, sorting) on the same bytes.
    StorageFuzzing.read(history: bytes, strictness: lenient ? .lenient : .strict)
    return 0
}
