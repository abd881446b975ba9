// Fuzzes MyFitnessPal Exercise-Summary CSVs (`Date,Exercise,Type,Exercise Calories,…,Steps,Note`:
// one row per session or tracker sync, quoted names with commas and doubled quotes, empty cells,
// slashed dates after a spreadsheet) through the public `ActivityReader`; see `ActivityFuzzing`.
import FuzzSupport

let headers = [
    "Date,Exercise,Type,Exercise Calories,Exercise Minutes,Sets,Reps Per Set,Kilograms,Steps,Note",
    "Date,Exercise,Type,Exercise Calories,Exercise Minutes,Sets,Reps Per Set,Pounds,Steps,Note",
    "Date,Time,Exercise,Type,Exercise Calories,Exercise Minutes,Sets,Reps Per Set,Pounds,Steps,Note",
    "\u{FEFF}Date,Exercise,Type,Exercise Calories,Exercise Minutes,Steps",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMyFitnessPalExercise(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ActivityFuzzing.run(headers: headers, data, size)
}
