// Fuzzes Google Fit "Daily activity metrics.csv" files through the public `ActivityReader`; see
// `ActivityFuzzing`.
import FuzzSupport

let headers = [
    "Date,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Heart Minutes,Low latitude (deg),Low longitude (deg),High latitude (deg),High longitude (deg),Average speed (m/s),Max speed (m/s),Min speed (m/s),Step count,Average weight (kg),Max weight (kg),Min weight (kg),Walking duration (ms),Running duration (ms)",
    "Date,Calories (kcal),Step count",
    "Date,Step count,Min heart rate (bpm),Max heart rate (bpm),Average heart rate (bpm),Calories (kJ)",
    "Date,Move Minutes count,Step count",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGoogleFit(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ActivityFuzzing.run(headers: headers, data, size)
}
