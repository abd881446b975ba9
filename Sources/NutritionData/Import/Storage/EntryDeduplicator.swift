/// Finds cache and backlog entries that are already in the history, so they are not counted twice.
///
/// Matching is one-to-one: each earlier entry can absorb at most one later entry, so two identical
/// cache entries against one history entry give one duplicate and one new entry.
enum EntryDeduplicator {
    /// What makes a cache entry the same as a history entry: date, time, food name, servings and kcal
    /// (ids are compared separately, only when both have one).
    private struct CacheKey: Hashable {
        var date: LocalDate
        var time: LocalTime
        var name: String
        var servings: Double
        var kcal: Double
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
    static func newCacheEntries(_ cache: [LogEntry], against history: [LogEntry]) -> (kept: [LogEntry], duplicates: Int) {
        guard !cache.isEmpty else { return (cache, 0) }
        var pool: [CacheKey: [FoodID?]] = [:]
        for entry in history {
            pool[cacheKey(entry), default: []].append(entry.foodID)
        }
        var kept: [LogEntry] = []
        var duplicates = 0
        for entry in cache {
            let key = cacheKey(entry)
            guard var candidates = pool[key],
                  let match = candidates.firstIndex(where: { $0 != nil && $0 == entry.foodID })
                    ?? candidates.firstIndex(where: { $0 == nil || entry.foodID == nil }) else {
                kept.append(entry)
                continue
            }
            candidates.remove(at: match)
            pool[key] = candidates
            duplicates += 1
        }
        return (kept, duplicates)
    }

    /// The backlog entries not already in `logged` (history and cache entries), and how many were.
    static func newBacklogEntries(_ backlog: [LogEntry], against logged: [LogEntry]) -> (kept: [LogEntry], duplicates: Int) {
        guard !backlog.isEmpty else { return (backlog, 0) }
        var pool: [BacklogKey: Int] = [:]
        for entry in logged { pool[backlogKey(entry), default: 0] += 1 }
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

    private static func cacheKey(_ entry: LogEntry) -> CacheKey {
        CacheKey(date: entry.date, time: entry.time, name: entry.foodName, servings: entry.servings, kcal: entry.kcal)
    }

    private static func backlogKey(_ entry: LogEntry) -> BacklogKey {
        BacklogKey(date: entry.date, minute: entry.time.secondsSinceMidnight / 60, name: entry.foodName, servings: entry.servings)
    }
}
