/// Per local day, per cumulative metric, per local minute: the value of the best-ranked source that
/// has data in that minute. This is where samples from several devices are merged.
///
/// Rule for one minute (``offer(localMinute:offsetMinutes:metric:source:value:)``): an empty minute takes the offer;
/// a better-ranked source replaces what is there; the same source adds to it (several samples of one
/// source in one minute); a worse-ranked source is ignored. Since ranks form a total order this rule
/// is associative and commutative, so partial bins from parts of a file (or from several files) can
/// be combined later with ``absorb(_:mapping:)`` and give exactly the same winners.
///
/// Memory grows with days, never with rows: each metric a day has gets a table of 234 block ids
/// (936 bytes), and a block of 16 minutes (16 values + 16 source ids, 96 bytes) is allocated only
/// where some sample covers one of its minutes. Blocks live in pages of 4,096 so the store never
/// copies itself to grow. Ten years of phone and watch steps covering 16 hours a day take about
/// 3,650 × (936 B + 60 × 96 B) ≈ 24 MB; a file of one metric never pays for the other two's tables.
///
/// A minute's value is a 32-bit float: whole numbers up to 16,777,216 are exact, fractions of a
/// split sample carry a relative error below 6e-8 (under 0.001 steps in a 10,000-step day); day
/// totals are summed in 64-bit doubles.
final class MinuteBins: @unchecked Sendable {
    static let minutesPerBlock = 16
    /// Minutes are indexed by absolute time within their local day (see ``offer(localMinute:offsetMinutes:metric:source:value:)``):
    /// index = local minute of day − UTC offset in minutes + 1,152, which lies in 0..<3,744 for any offset the timestamp parser accepts (up to ±18:00).
    static let indexShift = 1152
    static let minuteIndexesPerDay = 1440 + 2 * indexShift
    static let blocksPerDay = minuteIndexesPerDay / minutesPerBlock
    static let metrics = CumulativeMetric.allCases.count
    static let blocksPerPage = 4096
    static let cellsPerPage = blocksPerPage * minutesPerBlock
    /// The source id of an empty minute.
    static let noSource: UInt16 = .max

    // Hot mutable state of an object used by one thread at a time and never re-entered: dynamic
    // exclusivity checks (a runtime call per access on class properties) are switched off for it.
    /// Rank label by source id (smaller wins); kept in step with the source table through
    /// ``SourceTable/publishRanks(to:)``.
    @exclusivity(unchecked) private var rank = PlainBuffer<UInt64>()

    /// The day number of each day slot, in the order days were first seen.
    @exclusivity(unchecked) private(set) var slotDays: [Int] = []
    @exclusivity(unchecked) private var slotByDay: [Int: Int] = [:]
    /// Per day slot and metric (`slot × metrics + metric`): the index of its table, or -1 while the
    /// metric has no minute that day.
    @exclusivity(unchecked) private var tableOf = PlainBuffer<Int32>(capacity: 256)
    /// The tables, `blocksPerDay` block ids each (-1 = no block); an entry is `table × blocksPerDay +
    /// block of the day`.
    @exclusivity(unchecked) private var table: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private var tableCapacity: Int
    @exclusivity(unchecked) private var tableCount = 0
    /// For each table, the `slot × metrics + metric` it belongs to.
    @exclusivity(unchecked) private var tableOwner = PlainBuffer<Int32>(capacity: 256)
    /// Each page holds `cellsPerPage` values (Float) followed by as many owners (UInt16).
    @exclusivity(unchecked) private var pages = PlainBuffer<UnsafeMutableRawPointer>()
    @exclusivity(unchecked) private var blockCount = 0
    /// For each block, the day-table entry that points to it (so blocks can be visited page by page).
    @exclusivity(unchecked) private var blockEntries = PlainBuffer<Int32>(capacity: 1024)
    @exclusivity(unchecked) private var cachedDay = Int.min
    @exclusivity(unchecked) private var cachedSlot = 0
    /// Heart rate per day slot (not merged by minute: every allowed sample counts).
    @exclusivity(unchecked) private(set) var heartRate: [HeartRateSummary?] = []
    /// Sources that gave heart rate, per day slot.
    @exclusivity(unchecked) private(set) var heartRateSources: [[UInt16]] = []

    init() {
        tableCapacity = 64 * MinuteBins.blocksPerDay
        table = .allocate(capacity: tableCapacity)
    }

    deinit {
        table.deallocate()
        for index in 0..<pages.count { pages[index].deallocate() }
        pages.free()
        blockEntries.free()
        rank.free()
        tableOf.free()
        tableOwner.free()
    }

    /// Sets the rank label of source `id` (smaller wins): a new id is the next one, `rankedSources`.
    func setRank(of id: UInt16, _ label: UInt64) {
        if Int(id) < rank.count { rank[Int(id)] = label } else { rank.append(label) }
    }

    /// How many source ids have a rank.
    var rankedSources: Int { rank.count }

    private static let ownersOffset = cellsPerPage * MemoryLayout<Float>.stride
    private static let pageBytes = cellsPerPage * (MemoryLayout<Float>.stride + MemoryLayout<UInt16>.stride)

    @inline(__always)
    private static func values(_ page: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Float> {
        page.assumingMemoryBound(to: Float.self)
    }

    @inline(__always)
    private static func owners(_ page: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UInt16> {
        (page + ownersOffset).assumingMemoryBound(to: UInt16.self)
    }

    /// Number of days with any data.
    var dayCount: Int { slotDays.count }

    /// Bytes held by the block pages and day tables (for tests of the memory bound).
    var allocatedBytes: Int {
        pages.count * MinuteBins.pageBytes + tableCapacity * MemoryLayout<Int32>.size
    }

    /// The table of `metric` on day slot `slot`, or -1.
    @inline(__always)
    private func tableIndex(slot: Int, metric: Int) -> Int {
        Int(tableOf[slot * MinuteBins.metrics + metric])
    }

    /// Number of 16-minute blocks in use.
    var blocksInUse: Int { blockCount }

    /// Offers `value` of `source` for the minute that starts at local minute `localMinute` (minutes
    /// since 1970-01-01 00:00 on the local clock) written with UTC offset `offsetMinutes`.
    ///
    /// The minute belongs to the local day of `localMinute`, but within that day it is keyed by
    /// absolute time (`local minute of day − offset`), so the hour repeated when clocks fall back, or
    /// two offsets met on a travel day, never share a bin: 01:08 -0400 and 01:08 -0500 are different
    /// minutes, while 02:08 -0400 and 01:08 -0500 (the same instant) are the same.
    @inline(__always)
    func offer(localMinute: Int, offsetMinutes: Int, metric: Int, source: UInt16, value: Double) {
        let day = localMinute >= 0 ? localMinute / 1440 : (localMinute - 1439) / 1440
        let index = localMinute - day * 1440 - offsetMinutes + MinuteBins.indexShift
        offer(day: day, index: index, metric: metric, source: source, value: value)
    }

    /// Offers `value` for minute `index` (see ``indexShift``) of local `day`.
    @inline(__always)
    private func offer(day: Int, index: Int, metric: Int, source: UInt16, value: Double) {
        let slot = self.slot(for: day)
        var tableIndex = self.tableIndex(slot: slot, metric: metric)
        if tableIndex < 0 { tableIndex = addTable(slot: slot, metric: metric) }
        let entry = tableIndex * MinuteBins.blocksPerDay + index / MinuteBins.minutesPerBlock
        var block = Int(table[entry])
        if block < 0 {
            block = allocateBlock(entry: entry)
            table[entry] = Int32(block)
        }
        let cell = block * MinuteBins.minutesPerBlock + index % MinuteBins.minutesPerBlock
        let page = pages[cell / MinuteBins.cellsPerPage]
        let offset = cell % MinuteBins.cellsPerPage
        let owners = MinuteBins.owners(page)
        let current = owners[offset]
        if current == source {
            MinuteBins.values(page)[offset] += Float(value)
        } else if current == MinuteBins.noSource || rank[Int(source)] < rank[Int(current)] {
            owners[offset] = source
            MinuteBins.values(page)[offset] = Float(value)
        }
    }

    /// Adds one heart-rate sample of `source` to local day `day`.
    @inline(__always)
    func addHeartRate(day: Int, source: UInt16, value: Double) {
        let slot = self.slot(for: day)
        if heartRate[slot] == nil {
            heartRate[slot] = HeartRateSummary(sample: value)
        } else {
            heartRate[slot]?.add(value)
        }
        if !heartRateSources[slot].contains(source) { heartRateSources[slot].append(source) }
    }

    /// The slot of `day`, created if new.
    @inline(__always)
    private func slot(for day: Int) -> Int {
        if day == cachedDay { return cachedSlot }
        let slot: Int
        if let known = slotByDay[day] {
            slot = known
        } else {
            slot = addDay(day)
        }
        cachedDay = day
        cachedSlot = slot
        return slot
    }

    private func addDay(_ day: Int) -> Int {
        let slot = slotDays.count
        for _ in 0..<MinuteBins.metrics { tableOf.append(-1) }
        slotDays.append(day)
        slotByDay[day] = slot
        heartRate.append(nil)
        heartRateSources.append([])
        return slot
    }

    /// Adds an empty table for `metric` on day slot `slot`; returns its index.
    private func addTable(slot: Int, metric: Int) -> Int {
        let index = tableCount
        let needed = (index + 1) * MinuteBins.blocksPerDay
        if needed > tableCapacity {
            let grown = max(needed, tableCapacity * 2)
            let newTable = UnsafeMutablePointer<Int32>.allocate(capacity: grown)
            newTable.update(from: table, count: index * MinuteBins.blocksPerDay)
            table.deallocate()
            table = newTable
            tableCapacity = grown
        }
        (table + index * MinuteBins.blocksPerDay).initialize(repeating: -1, count: MinuteBins.blocksPerDay)
        tableCount += 1
        tableOf[slot * MinuteBins.metrics + metric] = Int32(index)
        tableOwner.append(Int32(slot * MinuteBins.metrics + metric))
        return index
    }

    private func allocateBlock(entry: Int) -> Int {
        let block = blockCount
        blockEntries.append(Int32(entry))
        if block % MinuteBins.blocksPerPage == 0 {
            let page = UnsafeMutableRawPointer.allocate(byteCount: MinuteBins.pageBytes, alignment: 16)
            MinuteBins.values(page).initialize(repeating: 0, count: MinuteBins.cellsPerPage)
            MinuteBins.owners(page).initialize(repeating: MinuteBins.noSource, count: MinuteBins.cellsPerPage)
            pages.append(page)
        }
        blockCount += 1
        return block
    }

    /// Calls `body(minuteIndex, source, value)` for every filled minute of `metric` on day slot `slot`,
    /// in minute order.
    func forEachMinute(slot: Int, metric: Int, _ body: (Int, UInt16, Double) -> Void) {
        let tableIndex = self.tableIndex(slot: slot, metric: metric)
        guard tableIndex >= 0 else { return }
        let base = tableIndex * MinuteBins.blocksPerDay
        for blockOfDay in 0..<MinuteBins.blocksPerDay {
            let block = Int(table[base + blockOfDay])
            if block < 0 { continue }
            for minute in 0..<MinuteBins.minutesPerBlock {
                let cell = block * MinuteBins.minutesPerBlock + minute
                let page = pages[cell / MinuteBins.cellsPerPage]
                let offset = cell % MinuteBins.cellsPerPage
                let owner = MinuteBins.owners(page)[offset]
                if owner != MinuteBins.noSource {
                    body(
                        blockOfDay * MinuteBins.minutesPerBlock + minute, owner, Double(MinuteBins.values(page)[offset])
                    )
                }
            }
        }
    }

    /// Whether day slot `slot` has any minute of `metric`.
    func has(slot: Int, metric: Int) -> Bool {
        // A table is made only for a minute offered, which always gets its block.
        tableIndex(slot: slot, metric: metric) >= 0
    }

    /// Folds `other` into these bins, translating its source ids through `mapping` (other id → id
    /// here), and empties `other` page by page as it goes, so that the two together never hold much
    /// more than the result. Every mapped id must already have its rank (``setRank(of:_:)``).
    func absorb(_ other: MinuteBins, mapping: [UInt16]) {
        for page in 0..<other.pages.count {
            let firstBlock = page * MinuteBins.blocksPerPage
            let lastBlock = min(other.blockCount, firstBlock + MinuteBins.blocksPerPage)
            let values = MinuteBins.values(other.pages[page])
            let owners = MinuteBins.owners(other.pages[page])
            for block in firstBlock..<lastBlock {
                let entry = Int(other.blockEntries[block])
                let owner = Int(other.tableOwner[entry / MinuteBins.blocksPerDay])
                let slot = owner / MinuteBins.metrics
                let metric = owner % MinuteBins.metrics
                let blockOfDay = entry % MinuteBins.blocksPerDay
                let day = other.slotDays[slot]
                let firstIndex = blockOfDay * MinuteBins.minutesPerBlock
                let firstCell = (block - firstBlock) * MinuteBins.minutesPerBlock
                for minute in 0..<MinuteBins.minutesPerBlock {
                    let owner = owners[firstCell + minute]
                    if owner == MinuteBins.noSource { continue }
                    offer(
                        day: day, index: firstIndex + minute, metric: metric, source: mapping[Int(owner)],
                        value: Double(values[firstCell + minute]))
                }
            }
            other.pages[page].deallocate()
        }
        other.pages.free()
        other.pages = PlainBuffer()
        other.blockCount = 0
        for (otherSlot, day) in other.slotDays.enumerated() {
            guard let summary = other.heartRate[otherSlot] else { continue }
            let slot = self.slot(for: day)
            if heartRate[slot] == nil { heartRate[slot] = summary } else { heartRate[slot]?.merge(summary) }
            for source in other.heartRateSources[otherSlot] {
                let mapped = mapping[Int(source)]
                if !heartRateSources[slot].contains(mapped) { heartRateSources[slot].append(mapped) }
            }
        }
        // Its blocks are gone: mark every metric of every day empty again.
        for index in 0..<other.tableOf.count { other.tableOf[index] = -1 }
        other.tableCount = 0
        other.tableOwner.removeAll()
        other.blockEntries.removeAll()
    }
}
