// Fuzzes Fitbit's per-minute JSON files (`steps-….json`, `calories-….json`) through `FitbitFileKind`
// (detection by content and name) and `FitbitMinuteParser`: the JSON grammar, elements that are not
// objects, keys missing, repeated or in any order, `MM/DD/YY HH:MM:SS` times, values as text or
// numbers, UTC minutes placed in a zone, day sums. The first byte chooses the metric, strict or
// lenient, and the zone (none, UTC, America/New_York, Asia/Kathmandu); the rest is the file.
import FuzzSupport

@testable import NutritionData

let zones: [RecordTimeZone?] = [
    nil, RecordTimeZone(identifier: "UTC"), RecordTimeZone(identifier: "America/New_York"),
    RecordTimeZone(identifier: "Asia/Kathmandu"),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFitbitMinutes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let options = input.takeByte()
    let metric: FitbitMetric = options & 1 == 0 ? .steps : .calories
    let strictness: Strictness = options & 2 == 0 ? .strict : .lenient
    let zone = zones[Int(options >> 2) % zones.count]
    let file = metric.fileNamePrefix + "2017-11-01.json"
    let bytes = input.bytes.assumingMemoryBound(to: UInt8.self)
    // Detection never traps, and a list of minutes under this name is never taken for another kind.
    if let kind = FitbitFileKind.detect(head: bytes, path: file) {
        Invariant.check(kind == .minutes(metric), "\(kind) detected for \(file)")
    }
    let result = FitbitMinuteParser(file: file, metric: metric, strictness: strictness, zone: zone).read(bytes)
    if let error = result.readError {
        Invariant.checkMessage(error, files: [file])
        return 0
    }
    // Nothing dropped silently: every element is used or counted as skipped; a strict read stops at the first bad one.
    Invariant.check(
        result.rows == result.rowsUsed + result.issues.total,
        "\(result.rows) elements, \(result.rowsUsed) used, \(result.issues.total) bad")
    if strictness == .strict { Invariant.check(result.issues.total <= 1, "a strict read went on after a bad element") }
    Invariant.check(
        result.days.isEmpty == (result.rowsUsed == 0), "\(result.days.count) days from \(result.rowsUsed) minutes")
    Invariant.check((result.minuteSpan == nil) == (result.rowsUsed == 0), "a span without minutes, or none with them")
    Invariant.check(result.clock != nil, "no clock")
    for (day, values) in result.days {
        Invariant.check(values.activeKcal == nil && values.restingKcal == nil && values.heartRate == nil, "\(values)")
        let value = metric == .steps ? values.steps : values.totalKcal
        let other = metric == .steps ? values.totalKcal : values.steps
        Invariant.checkAmount(value, "a day's value")
        Invariant.check(other == nil, "\(metric) gave another metric: \(values)")
        // A day is that of one of the file's minutes, moved by at most a zone's offset (under a day).
        if let span = result.minuteSpan {
            let slack = zone != nil && metric.clock == .utc ? 1 : 0
            let low = Int(span.lowerBound / 1440) - slack
            let high = Int(span.upperBound / 1440) + slack
            Invariant.check(day >= low && day <= high, "day \(day) outside the minutes' days \(low)...\(high)")
        }
    }
    return 0
}
