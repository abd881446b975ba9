/// Combines what the parts of every file produced into one ``ActivityLog``.
///
/// Record parts are folded into one set of ``MinuteBins`` (sources translated to one table), so
/// record files merge minute by minute across devices and files. Daily files then fill in, in
/// command-line order: a metric on a day that record data already has is dropped (record data
/// wins), and so is one an earlier daily file gave (the first file wins); both are reported as
/// ``ActivityConflict``s.
struct ActivityCombiner {
    private var tallies: [FileTally]
    /// The local days kept (day numbers); all when nil.
    private let window: ClosedRange<Int>?
    private var sources: SourceTable?
    private var bins: MinuteBins?

    init(files: [(path: String, layout: ActivityLayout)], window: ClosedRange<Int>? = nil) {
        tallies = files.map { FileTally(path: $0.path, layout: $0.layout) }
        self.window = window
    }

    /// Whether local day `day` is kept.
    private func keeps(_ day: Int) -> Bool {
        window?.contains(day) ?? true
    }

    /// Adds the next part of record file `file` (parts must come in file order, then part order).
    mutating func addRecordPart(_ part: RecordPartResult, file: Int, strictness: Strictness) throws(InputError) {
        if let error = part.readError { throw error }
        var tally = tallies[file]
        let offset = tally.lines
        tally.issues.absorb(part.issues, lineOffset: offset)
        if strictness == .strict, let error = tally.issues.firstError(file: tally.path, firstLine: tally.firstDataLine)
        {
            throw error
        }
        tally.lines += part.lines
        tally.rows += part.rows
        tally.rowsUsed += part.rowsUsed
        tally.rowsExcluded += part.rowsExcluded
        tally.rowsOutsideWindow += part.rowsOutsideWindow
        tally.sourceNames.formUnion(part.sources.allNames)
        for other in part.otherTypes {
            if let index = tally.otherTypes.firstIndex(where: { $0.type == other.type }) {
                tally.otherTypes[index].rows += other.rows
            } else {
                var moved = other
                moved.firstLine += offset
                tally.otherTypes.append(moved)
            }
        }
        for (slot, day) in part.bins.slotDays.enumerated() {
            var mask: UInt8 = 0
            for metric in CumulativeMetric.allCases where part.bins.has(slot: slot, metric: metric.rawValue) {
                mask |= FileTally.bit(metric.metric)
            }
            if part.bins.heartRate[slot] != nil { mask |= FileTally.bit(.heartRate) }
            if mask != 0 { tally.metricsByDay[day, default: 0] |= mask }
        }
        tallies[file] = tally

        if let bins, let sources {
            var mapping: [UInt16] = []
            mapping.reserveCapacity(part.sources.sources.count)
            for source in part.sources.sources {
                // The combined table refuses a source only when it is full.
                guard let id = sources.id(of: source) else {
                    throw InputError(
                        .data, file: tally.path, field: "sourceName",
                        problem: .tooManySources)
                }
                mapping.append(id)
            }
            sources.publishRanks(to: bins)
            bins.absorb(part.bins, mapping: mapping)
        } else {
            bins = part.bins
            sources = part.sources
            part.sources.publishRanks(to: part.bins)
        }
    }

    /// Adds the next part of Apple Health export `file` (parts in file order): its records as a
    /// record file's, its activity summaries as a daily file's values (the first summary of a day
    /// wins; record data of any file wins over them).
    mutating func addHealthExportPart(_ part: HealthExportPartResult, file: Int, strictness: Strictness)
        throws(InputError)
    {
        try addRecordPart(part.records, file: file, strictness: strictness)
        for (day, values) in part.summaries {
            if tallies[file].daily[day] == nil {
                tallies[file].daily[day] = values
            } else {
                // An earlier part had this day's summary: this one is not used (as in one pass).
                tallies[file].rowsUsed -= 1
            }
        }
    }

    /// Adds daily file `file`.
    mutating func addDailyFile(_ result: DailyFileResult, file: Int, strictness: Strictness) throws(InputError) {
        if let error = result.readError { throw error }
        var tally = tallies[file]
        tally.issues = result.issues
        if strictness == .strict, let error = tally.issues.firstError(file: tally.path, firstLine: tally.firstDataLine)
        {
            throw error
        }
        tally.lines = result.lines
        tally.rows = result.rows
        tally.rowsUsed = result.rowsUsed
        tally.noteContinuations = result.noteContinuations
        tally.daily = result.days
        tally.dateOrder = result.dateOrder
        tally.clock = result.clock
        tally.minuteSpan = result.minuteSpan
        tallies[file] = tally
    }

    /// The log: days sorted by date, one summary per file, skipped rows, conflicts.
    func finish() -> ActivityLog {
        var days: [Int: DayBuilder] = [:]
        if let bins, let sources { collectRecordDays(bins, sources, into: &days) }

        var conflicts: [ActivityConflict] = []
        var dailyOwner: [Int: [ActivityMetric: Int]] = [:]
        let addsUp = fitbitFilesAddingUp()
        var recordOwners: [Int: [ActivityMetric: Int]]?
        for (fileIndex, tally) in tallies.enumerated() where !tally.daily.isEmpty {
            for day in tally.daily.keys.sorted() where keeps(day) {
                guard let values = tally.daily[day] else { continue }
                var builder = days[day] ?? DayBuilder()
                for metric in ActivityMetric.allCases {
                    guard let value = values.value(of: metric) else { continue }
                    if let kept = builder.value(of: metric) {
                        if let owner = dailyOwner[day]?[metric], addsUp[owner], addsUp[fileIndex] {
                            builder.add(metric, from: values)
                            builder.sources.insert(tally.path)
                            continue
                        }
                        if let owner = dailyOwner[day]?[metric] {
                            conflicts.append(
                                ActivityConflict(
                                    date: LocalDate(dayNumber: day), metric: metric, keptFile: tallies[owner].path,
                                    droppedFile: tally.path, keptValue: kept, droppedValue: value,
                                    reason: .earlierFileWins
                                ))
                        } else {
                            if recordOwners == nil { recordOwners = firstRecordFiles() }
                            let recordFile = recordOwners?[day]?[metric].map { tallies[$0].path } ?? ""
                            // An export's own records win over its own summary without a conflict:
                            // the summary is there for days without records.
                            if recordFile == tally.path { continue }
                            conflicts.append(
                                ActivityConflict(
                                    date: LocalDate(dayNumber: day), metric: metric, keptFile: recordFile,
                                    droppedFile: tally.path, keptValue: kept, droppedValue: value,
                                    reason: .recordDataWins
                                ))
                        }
                        continue
                    }
                    builder.set(metric, from: values)
                    builder.sources.insert(tally.path)
                    dailyOwner[day, default: [:]][metric] = fileIndex
                }
                if builder.activeKcalGoal == nil, let goal = values.activeKcalGoal { builder.activeKcalGoal = goal }
                days[day] = builder
            }
        }

        var log = ActivityLog()
        log.days = days.keys.sorted().compactMap { day in
            guard let builder = days[day], !builder.isEmpty else { return nil }
            return builder.dayActivity(LocalDate(dayNumber: day))
        }
        var skipped = SkippedRows()
        for tally in tallies {
            tally.issues.addTo(&skipped, file: tally.path, firstLine: tally.firstDataLine)
            // An export's unused types (hundreds) are summarised instead (``ActivityLog/unusedRecordTypes(named:)``).
            for other in tally.otherTypes where !tally.layout.dialect.isHealthExport {
                let line = tally.firstDataLine + other.firstLine
                skipped.record(
                    InputError(
                        .data, file: tally.path, line: line, field: "type",
                        problem: "rows of type \(other.type) are not used by NutriStats (counted, not read)"),
                    count: other.rows
                )
            }
            var summary = ActivityFileSummary(
                file: tally.path, dialect: tally.layout.dialect, rows: tally.rows, rowsUsed: tally.rowsUsed,
                days: tally.dayCount(keeping: keeps),
                sources: tally.sourceNames.sorted()
            )
            summary.otherTypes = tally.otherTypes.map {
                ActivityTypeCount(type: $0.type, rows: $0.rows, firstLine: tally.firstDataLine + $0.firstLine)
            }
            summary.rowsExcludedBySource = tally.rowsExcluded
            summary.rowsOutsideWindow = tally.rowsOutsideWindow
            summary.noteContinuations = tally.noteContinuations
            summary.rowsSkipped = tally.issues.total
            if case .daily(let layout) = tally.layout { summary.ignoredColumns = layout.ignored }
            summary.dateOrder = tally.dateOrder
            summary.clock = tally.clock
            log.files.append(summary)
        }
        log.skipped = skipped
        log.conflicts = conflicts
        return log
    }

    /// Per file: whether it is a Fitbit per-minute file whose minutes overlap no other Fitbit file of
    /// its metric. Such files add up on a day they share: Fitbit writes a file per month of UTC
    /// minutes, so the local day at a month's edge has minutes in two files. Files whose minutes
    /// overlap (the same file given twice, or two downloads) follow the first-file-wins rule instead.
    ///
    /// The files of a metric are sorted by their first minute: a file overlaps one before it when the
    /// latest last minute before it reaches its first, and one after it when the next file's first minute
    /// is within its span. O(n log n) for n files, where comparing every pair took O(n²).
    private func fitbitFilesAddingUp() -> [Bool] {
        var addsUp = tallies.map { _ in false }
        for metric in FitbitMetric.allCases {
            let spans = tallies.indices.compactMap { index -> (index: Int, span: ClosedRange<Int64>)? in
                guard case .fitbit(metric) = tallies[index].layout, let span = tallies[index].minuteSpan else {
                    return nil
                }
                return (index, span)
            }.sorted { $0.span.lowerBound < $1.span.lowerBound }
            var latestEnd: Int64?
            for (position, file) in spans.enumerated() {
                let overlapsEarlier = latestEnd.map { $0 >= file.span.lowerBound } ?? false
                let overlapsLater =
                    position + 1 < spans.count && spans[position + 1].span.lowerBound <= file.span.upperBound
                addsUp[file.index] = !overlapsEarlier && !overlapsLater
                latestEnd = Swift.max(latestEnd ?? file.span.upperBound, file.span.upperBound)
            }
        }
        return addsUp
    }

    /// Per local day and metric: the first record file (command-line order) with data for it, as the
    /// index of its tally. One pass over the record files' days, so each conflict with record data costs
    /// a lookup instead of a scan of every file.
    private func firstRecordFiles() -> [Int: [ActivityMetric: Int]] {
        var owners: [Int: [ActivityMetric: Int]] = [:]
        for (index, tally) in tallies.enumerated() {
            for (day, mask) in tally.metricsByDay {
                for metric in ActivityMetric.allCases
                where mask & FileTally.bit(metric) != 0 && owners[day]?[metric] == nil {
                    owners[day, default: [:]][metric] = index
                }
            }
        }
        return owners
    }

    /// Sums each day's winning minutes and lists the sources that won at least one.
    private func collectRecordDays(_ bins: MinuteBins, _ sources: SourceTable, into days: inout [Int: DayBuilder]) {
        let table = sources.sources
        for (slot, day) in bins.slotDays.enumerated() where keeps(day) {
            var builder = DayBuilder()
            var won = [Bool](repeating: false, count: table.count)
            for metric in CumulativeMetric.allCases {
                var total = 0.0
                var any = false
                bins.forEachMinute(slot: slot, metric: metric.rawValue) { _, source, value in
                    total += value
                    any = true
                    won[Int(source)] = true
                }
                if any { builder.setRecord(metric.metric, total) }
            }
            if let rate = bins.heartRate[slot] {
                builder.heartRate = rate
                for source in bins.heartRateSources[slot] { won[Int(source)] = true }
            }
            builder.sources = Set(won.indices.filter { won[$0] }.map { table[$0].name })
            days[day] = builder
        }
    }
}
