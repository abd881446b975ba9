// Fuzzes Google Fit Takeout per-day files (`Daily activity metrics/2023-10-29.csv`: rows of 15
// minutes, times of day with offsets, the day in the file's name) through the public
// `ActivityReader`; see `ActivityFuzzing`. The scratch files are named after two days, which the
// reader takes from their names.
import FuzzSupport

let headers = [
    "Start time,End time,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Heart Minutes,Average heart rate (bpm),Max heart rate (bpm),Min heart rate (bpm),Low latitude (deg),Low longitude (deg),High latitude (deg),High longitude (deg),Average speed (m/s),Max speed (m/s),Min speed (m/s),Step count,Average weight (kg),Max weight (kg),Min weight (kg),Walking duration (ms)",
    "Start time,End time,Calories (kcal),Distance (m),Average speed (m/s),Max speed (m/s),Min speed (m/s),Step count,Walking duration (ms)",
    "Start time,End time,Step count,Min heart rate (bpm),Max heart rate (bpm),Average heart rate (bpm),Calories (kJ)",
    "Start time,End time,Move Minutes count,Step count",
]

nonisolated(unsafe) let files = (
    first: ScratchFile(name: "2023-10-29.csv"), second: ScratchFile(name: "2023-10-30.csv")
)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGoogleFitDay(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ActivityFuzzing.run(headers: headers, data, size, files: files)
}
