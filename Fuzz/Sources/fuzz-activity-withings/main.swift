// Fuzzes Withings daily aggregates (`date,value`, newest first, the metric only in the file's name)
// through the public `ActivityReader`; see `ActivityFuzzing`. The first input byte picks a pair of
// file names: two metrics that never conflict, the same metric twice (the first file wins), a
// browser's copy name, and names that are refused (another aggregate, a name that says nothing).
import FuzzSupport

nonisolated(unsafe) let pairs: [(first: ScratchFile, second: ScratchFile)] = [
    (
        ScratchFile(folder: "withings-1", exactName: "aggregates_steps.csv"),
        ScratchFile(folder: "withings-1", exactName: "aggregates_calories_earned.csv")
    ),
    (
        ScratchFile(folder: "withings-2", exactName: "aggregates_calories_passive.csv"),
        ScratchFile(folder: "withings-3", exactName: "aggregates_calories_passive.csv")
    ),
    (
        ScratchFile(folder: "withings-4", exactName: "Aggregates_Steps (1).csv"),
        ScratchFile(folder: "withings-4", exactName: "aggregates_distance.csv")
    ),
    (
        ScratchFile(folder: "withings-5", exactName: "values.csv"),
        ScratchFile(folder: "withings-5", exactName: "aggregates_calories_earned.csv")
    ),
]

let headers = ["date,value", "Date,Value", "\u{FEFF}date,value"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWithings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let pair = pairs[Int(input.takeByte()) % pairs.count]
    let rest = input.bytes
    return ActivityFuzzing.run(
        headers: headers, rest.baseAddress?.assumingMemoryBound(to: UInt8.self), rest.count, files: pair)
}
