// Fuzzes QS Access CSVs (`Start,Finish,Steps (count)`, dates like `23-Oct-2015 18:00`, hourly or
// daily rows) through the public `ActivityReader`; see `ActivityFuzzing`.
import FuzzSupport

let headers = [
    "Start,Finish,Steps (count)",
    "Start,Finish,Steps (count),Distance (mi),Flights Climbed (count)",
    "Start,Finish,Steps",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQSAccess(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ActivityFuzzing.run(headers: headers, data, size)
}
