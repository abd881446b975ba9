#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one part of an Apple Health export.xml (or all of it, inflated from export.zip) into minute
/// bins and daily summaries, in one streaming pass (``ExportStreamReader``: one reused buffer, lines
/// counted lazily).
///
/// The ``ExportElementScanner`` finds the tags; records of the four used types go through
/// ``RecordSampleSink`` (the same checks, time-zone rule, per-minute merge and local days as the
/// record CSVs); other record types are counted by type after reading only their `type`;
/// `ActivitySummary` elements give a day's active energy and goal. Problems are located by line and
/// attribute; a strict read stops at its first.
///
/// A part owns the tags whose `<` lies in `[start, end)` of the file: it reads past `end` to finish its
/// last tag, and the next part starts at the first `<` at or after its `start`. Memory: the reader's
/// buffer (256 KiB, at most 2 MiB), plus the bins (per day).
final class HealthExportParser: ExportElementHandler {
    private let file: String
    private let strictness: Strictness
    private let window: ClosedRange<Int>?
    private let sink: RecordSampleSink
    private let reader: ExportStreamReader
    @exclusivity(unchecked) private var result: HealthExportPartResult
    @exclusivity(unchecked) private var otherTypeIndex: [String: Int] = [:]
    @exclusivity(unchecked) private var lastOther: (bytes: [UInt8], index: Int)?
    /// Unused types by a hash of their raw bytes (checked byte for byte), so records of many types in
    /// any order are counted without building a String each (first spelling per hash only).
    @exclusivity(unchecked) private var otherTypeByHash: [UInt64: (bytes: [UInt8], index: Int)] = [:]
    /// Decoded values of attributes that hold entities, one buffer per attribute.
    @exclusivity(unchecked) private var decoded: [PlainBuffer<UInt8>]

    /// A parser of `file`; `reader` is the pass that feeds it (its own by default, or one shared with
    /// other consumers of the same scan, ``ExportElementFanOut``), which gives line numbers.
    init(
        file: String, strictness: Strictness, priority: DevicePriority, window: ClosedRange<Int>?,
        zone: RecordTimeZone?,
        reader: ExportStreamReader = ExportStreamReader(reportsMetadata: false)
    ) {
        self.file = file
        self.reader = reader
        self.strictness = strictness
        // The window's shortcut judges written dates; with a zone a record can move a day.
        self.window = zone == nil ? window : nil
        self.sink = RecordSampleSink(priority: priority, zone: zone)
        self.result = HealthExportPartResult(records: RecordPartResult(bins: sink.bins, sources: sink.sources))
        self.decoded = (0..<ExportAttribute.count).map { _ in PlainBuffer<UInt8>(capacity: 64) }
    }

    deinit {
        for buffer in decoded { buffer.free() }
    }

    /// Reads `source`, whose first byte is the part's first byte, owning the tags that start in its
    /// first `length` bytes (nil: all of it).
    func run(_ source: ExportByteSource, length: Int64?) -> HealthExportPartResult {
        finish(reader.run(source, length: length, handler: self))
    }

    /// The result once the pass that fed this parser has ended with `outcome`.
    func finish(_ outcome: ExportStreamReader.Outcome) -> HealthExportPartResult {
        if case .failed(let error) = outcome {
            result.records.readError = error
        }
        result.records.lines = reader.lines
        result.records.rowsUsed = sink.used + summariesUsed
        result.records.rowsExcluded = sink.excluded
        return result
    }

    @exclusivity(unchecked) private var summariesUsed = 0
    /// Set by a strict read's first problem: the scan stops before the next tag.
    @exclusivity(unchecked) private(set) var stopsScan = false

    /// The part-relative line (0-based) of buffer index `index` (never before one asked already).
    private func line(at index: Int) -> Int {
        reader.newlines(before: index)
    }

    // MARK: Elements

    func wantsRecord(type: UnsafePointer<UInt8>, count: Int, at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
        // A used type is counted by `record` once the tag is complete (a tag cut by the buffer's end
        // is offered again after the refill); an unused one is counted here and skipped.
        if RecordType.known(type, count: count) != nil { return true }
        result.records.rows += 1
        countOther(type, count, at: start)
        return false
    }

    func element(_ tag: ExportTag) {
        switch tag.element {
        case .record: record(tag)
        case .activitySummary: summary(tag)
        // For the food-log reader (HealthDietaryParser).
        case .correlationStart, .correlationEnd, .metadataEntry, .recordEnd: break
        }
    }

    func malformed(at start: Int, in base: UnsafePointer<UInt8>, attribute: String?, problem: InputProblem) {
        result.records.rows += 1
        result.records.issues.record(
            line: line(at: start), column: -1, field: attribute, kind: .malformedTag, problem: problem)
        if strictness == .strict { stopsScan = true }
    }

    private func record(_ tag: ExportTag) {
        // When `type` came first, wantsRecord has checked the type already.
        let typeFirst = tag.typeOffered
        result.records.rows += 1
        guard let (typeBytes, typeCount) = tag.raw(.type) else {
            return missing(.type, tag, "in a Record")
        }
        guard let type = RecordType.known(typeBytes, count: typeCount) else {
            if !typeFirst { countOther(typeBytes, typeCount, at: tag.start) }
            return
        }
        if tag.found & HealthExportParser.requiredRecordAttributes != HealthExportParser.requiredRecordAttributes {
            for attribute in [ExportAttribute.sourceName, .unit, .startDate, .endDate, .value] where !tag.has(attribute)
            {
                return missing(
                    attribute, tag,
                    "in a \(RecordType.displayName(XMLEntityDecoder.string(typeBytes, count: typeCount))) Record")
            }
        }
        guard let name = tag.raw(.sourceName), let unit = value(.unit, tag), let number = value(.value, tag),
            let start = value(.startDate, tag), let end = value(.endDate, tag)
        else { return }
        if let window, start.count >= 10, let day = ByteTimestamp.parseDay(start.bytes, cache: &sink.dates),
            day > window.upperBound || day < window.lowerBound - 31
        {
            result.records.rowsOutsideWindow += 1
            return
        }
        let device = tag.raw(.device)
        let problem = sink.add(
            type, unit: unit.bytes, unitCount: unit.count, value: number.bytes, valueCount: number.count,
            start: start.bytes, startCount: start.count, end: end.bytes, endCount: end.count,
            sourceName: name.bytes, sourceNameCount: name.count,
            decodeName: { XMLEntityDecoder.string(name.bytes, count: name.count) },
            device: device?.bytes, deviceCount: device?.count ?? 0
        )
        if let problem {
            let attribute = ExportAttribute.allCases.first { $0.recordField == problem.field } ?? .type
            report(
                tag, attribute, kind: problem.kind,
                problem.message(type: type) { field in
                    let attribute = ExportAttribute.allCases.first { $0.recordField == field } ?? .type
                    return tag.raw(attribute).map { XMLEntityDecoder.string($0.bytes, count: $0.count) } ?? ""
                })
        }
    }

    /// The attributes a used Record must have, as a mask of ``ExportTag/found`` bits.
    static let requiredRecordAttributes: UInt32 = [ExportAttribute.sourceName, .unit, .startDate, .endDate, .value]
        .reduce(0) { $0 | 1 << UInt32($1.rawValue) }

    /// An ActivitySummary: `dateComponents` (the day), `activeEnergyBurned` and its goal in
    /// `activeEnergyBurnedUnit`. A day whose energy and goal are both 0 has no data (Apple writes such
    /// summaries for days before a watch was set up) and gives nothing.
    private func summary(_ tag: ExportTag) {
        result.records.rows += 1
        guard let date = value(.dateComponents, tag) else {
            return missing(.dateComponents, tag, "in an ActivitySummary")
        }
        guard date.count == 10, let day = ByteTimestamp.parseDate(date.bytes) else {
            return report(
                tag, .dateComponents, kind: .date,
                .expected("a date like 2019-05-14", found: .quoted(text(.dateComponents, tag))))
        }
        var energy: Double?
        var goal: Double?
        for attribute in [ExportAttribute.activeEnergyBurned, .activeEnergyBurnedGoal] {
            guard let raw = value(attribute, tag) else { continue }
            guard let number = DecimalNumber.value(raw.bytes, count: raw.count), number.isFinite, number >= 0 else {
                return report(
                    tag, attribute, kind: .number, .notANonNegativeNumber(found: .quoted(text(attribute, tag))))
            }
            guard number <= ActivityValueLimit.maximum else {
                return report(
                    tag, attribute, kind: .numberTooLarge,
                    .activityValueTooLarge(found: .quoted(text(attribute, tag))))
            }
            if attribute == .activeEnergyBurned { energy = number } else { goal = number }
        }
        guard energy != nil || goal != nil else { return }
        guard let unit = value(.activeEnergyBurnedUnit, tag) else {
            return missing(.activeEnergyBurnedUnit, tag, "in an ActivitySummary with active energy")
        }
        guard let factor = EnergyUnit.recordFactor(unit.bytes, unit.count) else {
            return report(
                tag, .activeEnergyBurnedUnit, kind: .unit,
                .expected("\(EnergyUnit.names)", found: .quoted(text(.activeEnergyBurnedUnit, tag))))
        }
        if (energy ?? 0) == 0 && (goal ?? 0) == 0 { return }
        if let window, !window.contains(day) {
            result.records.rowsOutsideWindow += 1
            return
        }
        guard result.summaries[day] == nil else { return }
        var values = DayMetrics()
        values.activeKcal = energy.map { $0 * factor }
        values.activeKcalGoal = goal.map { $0 * factor }
        result.summaries[day] = values
        summariesUsed += 1
    }

    // MARK: Values and problems

    /// The value of `attribute`, entities decoded when it has any (nil when absent).
    @inline(__always)
    private func value(_ attribute: ExportAttribute, _ tag: ExportTag) -> (bytes: UnsafePointer<UInt8>, count: Int)? {
        guard let raw = tag.raw(attribute) else { return nil }
        guard ByteSearch.firstIndex(of: 0x26, in: raw.bytes, from: 0, to: raw.count) < raw.count else { return raw }
        XMLEntityDecoder.decode(raw.bytes, count: raw.count, into: &decoded[attribute.rawValue])
        let buffer = decoded[attribute.rawValue]
        return (UnsafePointer(buffer.base), buffer.count)
    }

    private func text(_ attribute: ExportAttribute, _ tag: ExportTag) -> String {
        tag.raw(attribute).map { XMLEntityDecoder.string($0.bytes, count: $0.count) } ?? ""
    }

    private func missing(_ attribute: ExportAttribute, _ tag: ExportTag, _ context: String) {
        report(tag, attribute, kind: .missingAttribute, .partMissing(.attribute, context: "\(context)"))
    }

    private func report(
        _ tag: ExportTag, _ attribute: ExportAttribute, kind: RowIssueKind, _ problem: @autoclosure () -> InputProblem
    ) {
        // The line of the attribute's value when the tag has it (a tag can span lines), else of the tag.
        let position = tag.has(attribute) ? tag.spans[2 * attribute.rawValue] : tag.start
        result.records.issues.record(
            line: line(at: position), column: attribute.rawValue, field: attribute.name,
            kind: kind, problem: problem())
        if strictness == .strict { stopsScan = true }
    }

    private func countOther(_ bytes: UnsafePointer<UInt8>, _ count: Int, at start: Int) {
        if let last = lastOther, Self.same(last.bytes, bytes, count) {
            result.records.otherTypes[last.index].rows += 1
            return
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for k in 0..<count { hash = (hash ^ UInt64(bytes[k])) &* 0x100_0000_01b3 }
        if let known = otherTypeByHash[hash], Self.same(known.bytes, bytes, count) {
            result.records.otherTypes[known.index].rows += 1
            lastOther = known
            return
        }
        let name = RecordType.displayName(XMLEntityDecoder.string(bytes, count: count))
        let index: Int
        if let existing = otherTypeIndex[name] {
            index = existing
        } else {
            index = result.records.otherTypes.count
            otherTypeIndex[name] = index
            result.records.otherTypes.append(.init(type: name, rows: 0, firstLine: line(at: start)))
        }
        result.records.otherTypes[index].rows += 1
        let entry = (Array(UnsafeBufferPointer(start: bytes, count: count)), index)
        if otherTypeByHash[hash] == nil { otherTypeByHash[hash] = entry }
        lastOther = entry
    }

    private static func same(_ known: [UInt8], _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        known.count == count
            && known.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { memcmp($0, bytes, count) == 0 } ?? true
            }
    }
}
