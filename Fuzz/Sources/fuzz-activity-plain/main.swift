// Fuzzes plain `date,steps,active_kcal,resting_kcal` CSVs through the public `ActivityReader`; see
// `ActivityFuzzing`.
import FuzzSupport

let headers = [
    "date,steps,active_kcal,resting_kcal",
    "date,steps",
    "Date,Resting_kcal,STEPS",
    "date,active_kcal",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlain(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ActivityFuzzing.run(headers: headers, data, size)
}
