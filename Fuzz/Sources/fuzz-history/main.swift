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
    func outcome(threshold: Int) -> (Result<[PendingEntry], InputError>, SkippedRows) {
        var issues = ImportIssues(strictness: lenient ? .lenient : .strict)
        var reader = HistoryFileReader(fields: fields)
        reader.twoHalvesThreshold = threshold
        do {
            return (.success(try reader.read(bytes, issues: &issues)), issues.skipped)
        } catch {
            return (.failure(error), issues.skipped)
        }
    }
    let onePass = outcome(threshold: .max)
    let halves = outcome(threshold: 0)
    Invariant.check(onePass.0 == halves.0, "two halves differ from one pass: \(halves.0) vs \(onePass.0)")
    Invariant.check(onePass.1 == halves.1, "two halves skipped \(halves.1.tallies), one pass \(onePass.1.tallies)")
    if case .failure(let error) = onePass.0 {
        Invariant.checkMessage(error, files: [StorageFuzzing.historyName])
    }
    // Then the whole reader (joins, sorting) on the same bytes.
    StorageFuzzing.read(history: bytes, strictness: lenient ? .lenient : .strict)
    return 0
}
