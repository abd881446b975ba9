import Foundation

/// The time zone `--time-zone ZONE` names: each record timestamp is re-read on that zone's clock.
///
/// Apple Health's export.xml (and the CSVs converted from it) writes every timestamp with the
/// phone's UTC offset **at export time**, so summer records of a daylight-saving zone carry the
/// winter offset (or the other way round). The instant itself is right; only its wall clock is off.
/// Re-reading keeps the instant and replaces the offset by the zone's offset at that instant:
/// `2024-07-01 07:00:00 -0500` read in America/New_York becomes `08:00:00 -0400`, same moment, and
/// its minutes then count on that local day as for any record (docs/inputs.md, "Local days").
///
/// The zone's offsets are taken once from Foundation's `TimeZone` (the system's tz database) as a
/// table of transitions from 1900 to 2100, so a timestamp costs a comparison with the last interval
/// used, or a binary search (O(log transitions)) when it moves to another one; no Foundation call
/// per record.
public struct RecordTimeZone: Sendable, Equatable {
    /// The zone's identifier (`Europe/Lisbon`).
    public let identifier: String
    /// Instants (Unix seconds) from which `offsets[i]` holds; `starts[0]` is `Int64.min`.
    private let starts: [Int64]
    private let offsets: [Int32]

    /// The last interval used, so neighbouring records skip the search.
    struct Cache {
        var lower = Int64.max
        var upper = Int64.min
        var offset: Int32 = 0
    }

    /// The zone named `identifier` (an IANA name such as `America/New_York`, or `UTC`), or nil when
    /// the system does not know it.
    public init?(identifier: String) {
        guard !identifier.isEmpty, let zone = TimeZone(identifier: identifier) else { return nil }
        self.identifier = identifier
        var starts: [Int64] = [Int64.min]
        var offsets: [Int32] = []
        let first = Date(timeIntervalSince1970: -2_208_988_800)  // 1900-01-01
        let last = Date(timeIntervalSince1970: 4_102_444_800)  // 2100-01-01
        offsets.append(Int32(zone.secondsFromGMT(for: first)))
        var moment = first
        while let next = zone.nextDaylightSavingTimeTransition(after: moment), next < last, starts.count < 4096 {
            let offset = Int32(zone.secondsFromGMT(for: next))
            if offset != offsets[offsets.count - 1] {
                starts.append(Int64(next.timeIntervalSince1970.rounded(.down)))
                offsets.append(offset)
            }
            moment = next
        }
        self.starts = starts
        self.offsets = offsets
    }

    /// The zone's UTC offset (seconds) at Unix time `instant`.
    func offset(at instant: Int64, cache: inout Cache) -> Int32 {
        if instant >= cache.lower && instant < cache.upper { return cache.offset }
        // The last start at or before `instant` (starts[0] is Int64.min, so there is one).
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= instant { low = middle } else { high = middle - 1 }
        }
        cache.lower = starts[low]
        cache.upper = low + 1 < starts.count ? starts[low + 1] : Int64.max
        cache.offset = offsets[low]
        return cache.offset
    }

    /// `timestamp` at the same instant on this zone's clock.
    @inline(__always)
    func reread(_ timestamp: ZonedTimestamp, cache: inout Cache) -> ZonedTimestamp {
        let instant = timestamp.absoluteSeconds
        let offset = offset(at: instant, cache: &cache)
        return ZonedTimestamp(localSeconds: instant + Int64(offset), offsetSeconds: offset)
    }
}

extension RecordTimeZone {
    /// An IANA zone name, as `--time-zone` and the configuration file take it (``init(identifier:)``).
    public init?(argument: String) { self.init(identifier: argument) }
}
