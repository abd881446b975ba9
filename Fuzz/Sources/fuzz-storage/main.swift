// Fuzzes a whole storage folder in memory: the input is split at NUL bytes into the history, the
// cache, the backlog and two food objects, so de-duplication across files and joins by id and name
// see related data. The first byte chooses strict or lenient reading.
import FuzzSupport
import NutritionData

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStorage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let strictness: Strictness = input.takeByte() & 1 == 0 ? .strict : .lenient
    let parts = input.bytes.split(separator: 0, maxSplits: 4, omittingEmptySubsequences: false).map(Array.init)
    func part(_ index: Int) -> [UInt8]? { index < parts.count && !parts[index].isEmpty ? parts[index] : nil }
    StorageFuzzing.read(
        history: part(0), cache: part(1), backlog: part(2), foods: [part(3), part(4)].compactMap { $0 },
        strictness: strictness)
    return 0
}
