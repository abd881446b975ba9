#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Interns record sources and ranks them by ``DevicePriority``.
///
/// Raw `sourceName` bytes are matched against the names already seen with `memcmp` (the last one
/// first), so a String is decoded only when a new name appears, never per row. Sources get small
/// integer ids; ``rank`` orders them (smaller wins) by the priority's class order, then by name.
final class SourceTable: @unchecked Sendable {
    /// A distinct raw `sourceName` value.
    private struct NameEntry {
        var raw: [UInt8]
        var name: String
        var nameKind: SourceKind?
        var allowed: Bool
        var ids: [Int32] = [-1, -1, -1]
    }

    /// The most sources one import can hold (ids are 16-bit; one value marks an empty minute).
    static let capacity = Int(UInt16.max)

    let priority: DevicePriority
    private let onlyNeedle: String?
    private var names: [NameEntry] = []
    private var nameIndexByRaw: [[UInt8]: Int] = [:]
    private var idBySource: [RecordSource: UInt16] = [:]
    private var lastName = -1
    /// Sources by id.
    private(set) var sources: [RecordSource] = []
    /// Rank by id: smaller wins a minute.
    private(set) var rank: [UInt32] = []

    init(priority: DevicePriority) {
        self.priority = priority
        if case .only(let text) = priority { onlyNeedle = text.lowercased() } else { onlyNeedle = nil }
    }

    /// The index of the name whose raw (undecoded) bytes are `raw[0..<count]`, added if new.
    @inline(__always)
    func nameIndex(raw: UnsafePointer<UInt8>, count: Int, decode: () -> String) -> Int {
        if lastName >= 0 && matches(names[lastName].raw, raw, count) { return lastName }
        if names.count <= 32 {
            for index in names.indices where matches(names[index].raw, raw, count) {
                lastName = index
                return index
            }
        } else if let index = nameIndexByRaw[Array(UnsafeBufferPointer(start: raw, count: count))] {
            lastName = index
            return index
        }
        let name = decode()
        let entry = NameEntry(
            raw: Array(UnsafeBufferPointer(start: raw, count: count)), name: name,
            nameKind: SourceKind.named(in: name),
            allowed: onlyNeedle.map { name.lowercased().contains($0) } ?? true
        )
        names.append(entry)
        nameIndexByRaw[entry.raw] = names.count - 1
        lastName = names.count - 1
        return lastName
    }

    /// The decoded name of a name index.
    func name(_ index: Int) -> String { names[index].name }

    /// The kind the name alone gives, if it names one.
    @inline(__always)
    func nameKind(_ index: Int) -> SourceKind? { names[index].nameKind }

    /// Whether the priority lets this name's samples in.
    @inline(__always)
    func isAllowed(_ index: Int) -> Bool { names[index].allowed }

    /// The id of the source (name, kind), added if new; nil when the table is full.
    @inline(__always)
    func sourceID(nameIndex: Int, kind: SourceKind) -> UInt16? {
        let cached = names[nameIndex].ids[Int(kind.rawValue)]
        if cached >= 0 { return UInt16(cached) }
        guard let id = id(of: RecordSource(name: names[nameIndex].name, kind: kind)) else { return nil }
        names[nameIndex].ids[Int(kind.rawValue)] = Int32(id)
        return id
    }

    /// The id of `source`, added if new; nil when the table is full.
    func id(of source: RecordSource) -> UInt16? {
        if let id = idBySource[source] { return id }
        guard sources.count < SourceTable.capacity else { return nil }
        let id = UInt16(sources.count)
        sources.append(source)
        idBySource[source] = id
        rerank()
        return id
    }

    /// Names of all sources seen (decoded), whether allowed or not.
    var allNames: [String] { names.map(\.name) }

    private func rerank() {
        let order = sources.indices.sorted { a, b in
            let left = sources[a]
            let right = sources[b]
            let leftOrder = left.kind.order(for: priority)
            let rightOrder = right.kind.order(for: priority)
            if leftOrder != rightOrder { return leftOrder < rightOrder }
            return left.name.utf8.lexicographicallyPrecedes(right.name.utf8)
        }
        rank = Array(repeating: 0, count: sources.count)
        for (position, id) in order.enumerated() { rank[id] = UInt32(position) }
    }

    @inline(__always)
    private func matches(_ known: [UInt8], _ raw: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard known.count == count else { return false }
        return known.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            return memcmp(base, raw, count) == 0
        }
    }
}
