// Fuzzes Apple Health record CSVs (one row per sample, merged minute by minute across devices)
// through the public `ActivityReader`; see `ActivityFuzzing` for how the input is laid out.
import FuzzSupport

let headers = [
    "sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value",
    "type,sourceName,sourceVersion,unit,creationDate,startDate,endDate,value",
    "\"sourceName\",\"sourceVersion\",\"device\",\"type\",\"unit\",\"creationDate\",\"startDate\",\"endDate\",\"value\"",
    "value,endDate,startDate,unit,type,device,sourceName",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppleHealth(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ActivityFuzzing.run(headers: headers, data, size)
}
