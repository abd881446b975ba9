/// The rule for one Apple Health record of a used type, whatever file it came from (a record CSV row
/// or an export.xml `Record` element): check unit, value and timestamps, re-read the timestamps in
/// `--time-zone` when one is given, intern the source, then spread the value over the local minutes
/// the sample covers (steps, active and basal energy) or add a heart-rate sample to its local day.
///
/// Both readers hand it raw bytes (no String per row); it owns the part's ``MinuteBins`` and
/// ``SourceTable``. O(1) per record plus O(minutes covered) for the spread; no allocation except when
/// a new source or day appears.
final class RecordSampleSink {
    /// The longest sample accepted (31 days): a longer one would allocate minutes for every day it
    /// spans, and no device writes one.
    static let maximumSampleSeconds: Int64 = 31 * 86_400

    let sources: SourceTable
    let bins = MinuteBins()
    /// The zone whose offsets replace the written ones (`--time-zone`), if any.
    let zone: RecordTimeZone?
    // Hot mutable state of an object used by one thread at a time and never re-entered: dynamic
    // exclusivity checks (a runtime call per access on class properties) are switched off for it.
    @exclusivity(unchecked) var dates = DateCache()
    @exclusivity(unchecked) private var zoneCache = RecordTimeZone.Cache()
    /// Records used, and records left out by `--device-priority only:TEXT`.
    @exclusivity(unchecked) private(set) var used = 0
    @exclusivity(unchecked) private(set) var excluded = 0

    init(priority: DevicePriority, zone: RecordTimeZone?) {
        self.sources = SourceTable(priority: priority)
        self.zone = zone
    }

    /// Adds one record of a used type (`type` is never `.other`). `decodeName` gives the source's
    /// text the first time its raw bytes are seen; `device` (nil when absent) classifies a source
    /// whose name says neither watch nor phone. Returns the problem when the record is refused.
    @inline(__always)
    func add(
        _ type: RecordType,
        unit: UnsafePointer<UInt8>, unitCount: Int,
        value valueBytes: UnsafePointer<UInt8>, valueCount: Int,
        start startBytes: UnsafePointer<UInt8>, startCount: Int,
        end endBytes: UnsafePointer<UInt8>, endCount: Int,
        sourceName: UnsafePointer<UInt8>, sourceNameCount: Int, decodeName: () -> String,
        device: UnsafePointer<UInt8>?, deviceCount: Int
    ) -> RecordProblem? {
        // Unit and value.
        var factor = 1.0
        switch type {
        case .steps:
            guard RecordType.equals(unit, unitCount, "count") else { return RecordProblem(field: .unit, kind: .unit) }
        case .activeEnergy, .basalEnergy:
            guard let energy = EnergyUnit.recordFactor(unit, unitCount) else {
                return RecordProblem(field: .unit, kind: .unit)
            }
            factor = energy
        case .heartRate:
            guard RecordType.equals(unit, unitCount, "count/min") else {
                return RecordProblem(field: .unit, kind: .unit)
            }
        case .other:
            return nil
        }
        guard let parsed = DecimalNumber.value(valueBytes, count: valueCount), parsed.isFinite, parsed >= 0 else {
            return RecordProblem(field: .value, kind: .number)
        }
        guard parsed <= ActivityValueLimit.maximum else { return RecordProblem(field: .value, kind: .numberTooLarge) }
        let value = parsed * factor

        // Timestamps. A local copy of the date cache: an inout access to a class property across a
        // call would be checked for exclusivity at run time on every row.
        var dateCache = dates
        defer { dates = dateCache }
        guard var start = ByteTimestamp.parseZoned(startBytes, count: startCount, cache: &dateCache) else {
            return RecordProblem(field: .startDate, kind: .timestamp)
        }
        guard let end = ByteTimestamp.parseZoned(endBytes, count: endCount, cache: &dateCache) else {
            return RecordProblem(field: .endDate, kind: .timestamp)
        }
        let duration = end.absoluteSeconds - start.absoluteSeconds
        guard duration >= 0 else { return RecordProblem(field: .endDate, kind: .endBeforeStart) }
        guard duration <= RecordSampleSink.maximumSampleSeconds else {
            return RecordProblem(field: .endDate, kind: .sampleTooLong)
        }
        if let zone {
            var cache = zoneCache
            start = zone.reread(start, cache: &cache)
            zoneCache = cache
        }

        // Source.
        let name = sources.nameIndex(raw: sourceName, count: sourceNameCount, decode: decodeName)
        guard sources.isAllowed(name) else {
            excluded += 1
            return nil
        }
        var kind = sources.nameKind(name)
        if kind == nil, let device {
            kind = SourceKind.named(in: device, count: deviceCount)
        }
        guard let source = sources.sourceID(nameIndex: name, kind: kind ?? .other) else {
            return RecordProblem(field: .sourceName, kind: .tooManySources)
        }
        if sources.hasUnpublishedRanks { sources.publishRanks(to: bins) }
        used += 1

        switch type {
        case .steps:
            spread(value, start: start, duration: duration, metric: CumulativeMetric.steps.rawValue, source: source)
        case .activeEnergy:
            spread(
                value, start: start, duration: duration, metric: CumulativeMetric.activeKcal.rawValue, source: source)
        case .basalEnergy:
            spread(
                value, start: start, duration: duration, metric: CumulativeMetric.restingKcal.rawValue, source: source)
        case .heartRate:
            bins.addHeartRate(
                day: RecordSampleSink.floorDivide(start.localSeconds, 86_400), source: source, value: value)
        case .other: break
        }
        return nil
    }

    /// Spreads `value` uniformly over the local minutes `[start, start + duration)` seconds cover:
    /// each minute gets `value × seconds of the sample in that minute / duration`. A sample of zero
    /// duration goes whole to the minute it starts in. Minutes past local midnight belong to the next
    /// local day. The local clock is the one of startDate throughout, so a sample across a DST change
    /// covers as many minutes as it lasted. O(minutes covered).
    @inline(__always)
    private func spread(_ value: Double, start timestamp: ZonedTimestamp, duration: Int64, metric: Int, source: UInt16)
    {
        let start = timestamp.localSeconds
        let offsetMinutes = Int(timestamp.offsetSeconds / 60)
        var minute = RecordSampleSink.floorDivide(start, 60)
        if duration == 0 {
            bins.offer(localMinute: minute, offsetMinutes: offsetMinutes, metric: metric, source: source, value: value)
            return
        }
        let total = Double(duration)
        let stop = start + duration
        var time = start
        while time < stop {
            let next = min(Int64(minute + 1) * 60, stop)
            bins.offer(
                localMinute: minute, offsetMinutes: offsetMinutes, metric: metric, source: source,
                value: value * Double(next - time) / total)
            time = next
            minute += 1
        }
    }

    @inline(__always)
    static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int {
        Int(value >= 0 ? value / divisor : (value - divisor + 1) / divisor)
    }
}
