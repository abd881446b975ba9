// Fuzzes Apple Health ActivitySummary CSVs (`dateComponents,activeEnergyBurned,…`, the energy unit
// given row by row in `activeEnergyBurnedUnit`) through the public `ActivityReader`; see
// `ActivityFuzzing`.
import FuzzSupport

let headers = [
    "dateComponents,activeEnergyBurned,activeEnergyBurnedGoal,activeEnergyBurnedUnit,appleExerciseTime,appleExerciseTimeGoal,appleStandHours,appleStandHoursGoal",
    "activeEnergyBurnedUnit,activeEnergyBurned,dateComponents",
    "dateComponents,activeEnergyBurned,activeEnergyBurnedUnit",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppleSummary(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ActivityFuzzing.run(headers: headers, data, size)
}
