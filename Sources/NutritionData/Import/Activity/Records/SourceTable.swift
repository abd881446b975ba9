#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Interns record sources and ranks them by ``DevicePriority``.
///
/// Raw `sourceName` bytes are matched against the names already seen with `memcmp` (the last match
/// first), so a String is decoded only when a new name appears, never per row. Sources get small
/// integer ids; their ``RankLabels`` order them (smaller wins) by the priority's class order, then by
/// name. A new source costs O(log n) comparisons plus amortised O(log u) relabels of earlier sources
/// (u = 2^63 labels: a constant bound; about 11 measured at 65,535 sources), and only labels that are
/// new or changed are handed to the ``MinuteBins`` (see ``publishRanks(to:)``), so n sources cost
/// O(n log n) in all, never the n² log n of re-sorting the table for each one.
final class SourceTable: @unchecked Sendable {
    /// The most sources one import can hold (ids are 16-bit; one value marks an empty minute).
    static let capacity = Int(UInt16.max)
    /// Marks "the name alone names no kind".
    private static let noKind: UInt8 = .max
    /// Above this many names, lookups go through a dictionary (which allocates a key per lookup).
    private static let linearLimit = 32

    let priority: DevicePriority
    private let onlyNeedle: String?

    // Per raw name (index = name index): the bytes in one arena, kind, filter, source ids per kind.
    // Hot mutable state of an object used by one thread at a time and never re-entered: dynamic
    // exclusivity checks (a runtime call per access on class properties) are switched off for it.
    @exclusivity(unchecked) private var rawBytes = PlainBuffer<UInt8>(capacity: 1024)
    @exclusivity(unchecked) private var rawStart = PlainBuffer<Int>()
    @exclusivity(unchecked) private var rawCount = PlainBuffer<Int>()
    @exclusivity(unchecked) private var nameKinds = PlainBuffer<UInt8>()
    @exclusivity(unchecked) private var nameAllowed = PlainBuffer<Bool>()
    @exclusivity(unchecked) private var nameSourceIDs = PlainBuffer<Int32>(capacity: 48)
    @exclusivity(unchecked) private var names: [String] = []
    private var nameIndexByRaw: [[UInt8]: Int] = [:]
    @exclusivity(unchecked) private var lastName = -1

    private var idBySource: [RecordSource: UInt16] = [:]
    /// Sources by id.
    private(set) var sources: [RecordSource] = []
    /// The rank of each id as an order-preserving label: smaller wins a minute.
    private(set) var ranks = RankLabels()
    /// Ids whose label is new or changed since the last ``publishRanks(to:)``.
    @exclusivity(unchecked) private var unpublished: [UInt16] = []
    /// Rank labels handed to bins so far (for tests of the complexity bound).
    private(set) var publishedRanks = 0

    init(priority: DevicePriority) {
        self.priority = priority
        if case .only(let text) = priority { onlyNeedle = text.lowercased() } else { onlyNeedle = nil }
    }

    deinit {
        rawBytes.free()
        rawStart.free()
        rawCount.free()
        nameKinds.free()
        nameAllowed.free()
        nameSourceIDs.free()
    }

    /// The index of the name whose raw (undecoded) bytes are `raw[0..<count]`, added if new
    /// (`decode` gives its text then).
    @inline(__always)
    func nameIndex(raw: UnsafePointer<UInt8>, count: Int, decode: () -> String) -> Int {
        if lastName >= 0 && matches(lastName, raw, count) { return lastName }
        if names.count <= SourceTable.linearLimit {
            for index in 0..<names.count where matches(index, raw, count) {
                lastName = index
                return index
            }
        } else if let index = nameIndexByRaw[Array(UnsafeBufferPointer(start: raw, count: count))] {
            lastName = index
            return index
        }
        return addName(raw: raw, count: count, name: decode())
    }

    private func addName(raw: UnsafePointer<UInt8>, count: Int, name: String) -> Int {
        let index = names.count
        names.append(name)
        rawStart.append(rawBytes.count)
        rawCount.append(count)
        rawBytes.append(contentsOf: raw, count: count)
        nameKinds.append(SourceKind.named(in: name)?.rawValue ?? SourceTable.noKind)
        nameAllowed.append(onlyNeedle.map { name.lowercased().contains($0) } ?? true)
        for _ in SourceKind.allCases { nameSourceIDs.append(-1) }
        nameIndexByRaw[Array(UnsafeBufferPointer(start: raw, count: count))] = index
        lastName = index
        return index
    }

    /// The kind the name alone gives, if it names one.
    @inline(__always)
    func nameKind(_ index: Int) -> SourceKind? {
        SourceKind(rawValue: nameKinds[index])
    }

    /// Whether the priority lets this name's samples in.
    @inline(__always)
    func isAllowed(_ index: Int) -> Bool { nameAllowed[index] }

    /// The id of the source (name, kind), added if new; nil when the table is full.
    @inline(__always)
    func sourceID(nameIndex: Int, kind: SourceKind) -> UInt16? {
        let slot = nameIndex * SourceKind.allCases.count + Int(kind.rawValue)
        let cached = nameSourceIDs[slot]
        if cached >= 0 { return UInt16(cached) }
        guard let id = id(of: RecordSource(name: names[nameIndex], kind: kind)) else { return nil }
        nameSourceIDs[slot] = Int32(id)
        return id
    }

    /// The id of `source`, added if new; nil when the table is full.
    func id(of source: RecordSource) -> UInt16? {
        if let id = idBySource[source] { return id }
        guard sources.count < SourceTable.capacity else { return nil }
        let id = UInt16(sources.count)
        sources.append(source)
        idBySource[source] = id
        let priority = priority
        ranks.add(
            precedes: { a, b in
                let left = sources[Int(a)]
                let right = sources[Int(b)]
                let leftOrder = left.kind.order(for: priority)
                let rightOrder = right.kind.order(for: priority)
                if leftOrder != rightOrder { return leftOrder < rightOrder }
                return left.name.utf8.lexicographicallyPrecedes(right.name.utf8)
            }, changed: { unpublished.append($0) })
        unpublished.append(id)
        return id
    }

    /// Whether some rank is not yet in the bins (checked once per row, so it is one load).
    @inline(__always)
    var hasUnpublishedRanks: Bool { !unpublished.isEmpty }

    /// Hands `bins` the labels of the sources added or relabelled since the last call; the bins must
    /// be the ones fed with this table's ids, and the call is due before they are offered a new id.
    func publishRanks(to bins: MinuteBins) {
        for id in unpublished { bins.setRank(of: id, ranks.labels[Int(id)]) }
        publishedRanks += unpublished.count
        unpublished.removeAll(keepingCapacity: true)
    }

    /// Names of all sources seen (decoded), whether allowed or not.
    var allNames: [String] { names }

    @inline(__always)
    private func matches(_ index: Int, _ raw: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        rawCount[index] == count && memcmp(rawBytes.base + rawStart[index], raw, count) == 0
    }
}
