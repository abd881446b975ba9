// Fuzzes Health Auto Export daily CSVs (the `Date/Time,` layout and older versions' `Date,` layout
// with US units and a trailing space) through the public `ActivityReader`; see `ActivityFuzzing`.
import FuzzSupport

let headers = [
    "Date/Time,Active Energy (kcal),Step Count (count),Resting Energy (kcal)",
    "Date/Time,Active Energy (kJ),Basal Energy Burned (kJ),Step Count (steps),Heart Rate [Min] (count/min),Heart Rate [Max] (count/min),Heart Rate [Avg] (count/min)",
    "Date/Time,Step Count (count),Walking + Running Distance (km),Active Energy (Cal)",
    "Date/Time,Heart Rate [Min] (bpm),Heart Rate [Avg] (bpm),Active Energy (kcal)",
    "Date,Active Energy (kcal),Basal Energy Burned (kcal),Body Temperature (degF),Heart Rate [Min] (count/min),Heart Rate [Max] (count/min),Heart Rate [Avg] (count/min),Step Count (count),Walking + Running Distance (mi),Weight & Body Mass (lb) ",
    "Date,Active Energy (kcal),Basal Energy Burned (kcal),Step Count (count),Walking + Running Distance (mi) \r",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAutoExport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ActivityFuzzing.run(headers: headers, data, size)
}
