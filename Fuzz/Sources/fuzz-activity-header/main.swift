// Fuzzes whole activity files, header included: dialect detection, column lookup, units in
// headers, the byte-order mark, and then whichever dialect the header chose.
import FuzzSupport
import NutritionData

nonisolated(unsafe) let file = ScratchFile(name: "activity.csv")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzActivityHeader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    file.write([UnsafeRawBufferPointer(start: data.map(UnsafeRawPointer.init), count: size)])
    ActivityFuzzing.read([file.path], strictness: .lenient, priority: .watchFirst)
    return 0
}
