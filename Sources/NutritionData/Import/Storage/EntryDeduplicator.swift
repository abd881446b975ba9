/// Finds cache and backlog entries that are already in the history, so they are not counted twice.
///
/// Matching is one-to-one: each earlier entry can absorb at most one later entry, so two identical
/// cache entries against one history entry give one duplicate and one new entry.
enum EntryDeduplicator {
    /// What makes a cache entry the same as a history entry: date, time, food name, servings and kcal
    /// (ids are compared separately, only when both have one). Unknown kcal (``LoggedFood/kcalKnown``
    /// false, a bare name of the older history format) are nil here, so they match only unknown kcal,
    /// never a logged 0 (`cals: 0`).
    private struct CacheKey: Hashable {
        var date: LocalDate
        var time: LocalTime
        var name: String
        var servings: Double
        var kcal: Double?
    }

    /// What makes a backlog entry the same as a logged one: date, minute, food name and servings
    /// (a backlog entry's kcal are computed, so they may differ from the rounded kcal logged).
    private struct BacklogKey: Hashable {
        var date: LocalDate
        var minute: Int
        var name: String
        var servings: Double
    }

    /// The cache entries not already in `history`, and how many were.
    static func newCacheEntries<Entry: LoggedFood>(_ cache: [Entry], against history: [Entry]) -> (
        kept: [Entry], duplicates: Int
    ) {
        guard !cache.isEmpty else { return (cache, 0) }
        // Only history entries on a date the cache mentions can match; the cache is usually small.
        let dates = DateSet(cache.map(\.date))
        var pool: [CacheKey: [FoodID?]] = [:]
        for index in history.indices where dates.contains(history[index].date) {
            pool[cacheKey(history[index]), default: []].append(history[index].foodID)
        }
        var kept: [Entry] = []
        var duplicates = 0
        for entry in cache {
            let key = cacheKey(entry)
            guard var candidates = pool[key],
                let match = candidates.firstIndex(where: { $0 != nil && $0 == entry.foodID })
                    ?? candidates.firstIndex(where: { $0 == nil || entry.foodID == nil })
            else {
                kept.append(entry)
                continue
            }
            candidates.remove(at: match)
            pool[key] = candidates
            duplicates += 1
        }
        return (kept, duplicates)
    }

    /// The backlog entries not already in any of the `logged` lists (history and cache entries), and how many were.
    static func newBacklogEntries<Logged: LoggedFood>(
        _ backlog: [LogEntry], against logged: [Logged]...
    ) -> (kept: [LogEntry], duplicates: Int) {
        guard !backlog.isEmpty else { return (backlog, 0) }
        let dates = DateSet(backlog.map(\.date))
        var pool: [BacklogKey: Int] = [:]
        for list in logged {
            for index in list.indices where dates.contains(list[index].date) {
                pool[backlogKey(list[index]), default: 0] += 1
            }
        }
        var kept: [LogEntry] = []
        var duplicates = 0
        for entry in backlog {
            let key = backlogKey(entry)
            if let available = pool[key], available > 0 {
                pool[key] = available - 1
                duplicates += 1
            } else {
                kept.append(entry)
            }
        }
        return (kept, duplicates)
    }

    private static func cacheKey(_ entry: some LoggedFood) -> CacheKey {
        CacheKey(
            date: entry.date, time: entry.time, name: entry.foodName, servings: entry.servings,
            kcal: entry.kcalKnown ? entry.kcal : nil)
    }

    private static func backlogKey(_ entry: some LoggedFood) -> BacklogKey {
        BacklogKey(
            date: entry.date, minute: entry.time.secondsSinceMidnight / 60, name: entry.foodName,
            servings: entry.servings)
    }
}

/// A set of dates as a bit per day between the first and the last: membership costs a comparison
/// and a bit test, where a hashed set would hash every one of tens of thousands of history dates.
struct DateSet {
    private let first: Int
    private var bits: [UInt64]

    init(_ dates: [LocalDate]) {
        let numbers = dates.map(\.dayNumber)
        first = numbers.min() ?? 0
        let span = (numbers.max() ?? 0) - first + 1
        bits = [UInt64](repeating: 0, count: dates.isEmpty ? 0 : (span + 63) / 64)
        for number in numbers {
            let offset = number - first
            bits[offset / 64] |= 1 << UInt64(offset % 64)
        }
    }

    func contains(_ date: LocalDate) -> Bool {
        let offset = date.dayNumber - first
        guard offset >= 0, offset / 64 < bits.count else { return false }
        return bits[offset / 64] & (1 << UInt64(offset % 64)) != 0
    }
}
