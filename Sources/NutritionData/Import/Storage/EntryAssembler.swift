/// Puts the entries read into their final order — by date, then time, then source (history, cache,
/// backlog), ties in the order read — joining history and cache entries to their foods on the way.
///
/// Only compact keys are sorted; each log entry (about 210 bytes with its nutrients) is written once,
/// in order, into an array of the exact size.
enum EntryAssembler {
    private struct Key: Comparable {
        var date: Int32
        var time: Int32
        var source: Int32
        var index: Int32

        static func < (a: Key, b: Key) -> Bool {
            if a.date != b.date { return a.date < b.date }
            if a.time != b.time { return a.time < b.time }
            if a.source != b.source { return a.source < b.source }
            return a.index < b.index
        }
    }

    private static func key(_ entry: some LoggedFood, source: EntrySource, index: Int) -> Key {
        Key(
            date: Int32(truncatingIfNeeded: entry.date.dayNumber), time: Int32(entry.time.secondsSinceMidnight),
            source: Int32(source.order), index: Int32(truncatingIfNeeded: index))
    }

    /// All entries in order, history and cache entries joined through `catalog`.
    static func assemble(
        history: consuming [PendingEntry], cache: consuming [PendingEntry], backlog: [LogEntry], catalog: FoodCatalog
    ) -> [LogEntry] {
        let historyKeys = sortedKeys(history)
        // Cache and backlog entries are few; their indexes run on from the cache into the backlog.
        var extraKeys: [Key] = []
        extraKeys.reserveCapacity(cache.count + backlog.count)
        for (index, entry) in cache.enumerated() { extraKeys.append(key(entry, source: .cache, index: index)) }
        for (index, entry) in backlog.enumerated() {
            extraKeys.append(key(entry, source: .backlog, index: cache.count + index))
        }
        extraKeys.sort()

        var result: [LogEntry] = LargeBuffers.array(capacity: history.count + extraKeys.count)
        history.withUnsafeMutableBufferPointer { history in
            var h = 0
            var e = 0
            while h < historyKeys.count || e < extraKeys.count {
                if e == extraKeys.count || (h < historyKeys.count && historyKeys[h] < extraKeys[e]) {
                    result.append(catalog.logEntry(taking: &history[historyKeys.index(h)]))
                    h += 1
                } else {
                    let index = Int(extraKeys[e].index)
                    result.append(
                        index < cache.count ? catalog.logEntry(taking: &cache[index]) : backlog[index - cache.count])
                    e += 1
                }
            }
        }
        return result
    }

    /// The history's entries in order of date, time and reading order, as keys; history entries are
    /// usually grouped by day already, and are sorted by one 64-bit number each when they can be.
    private static func sortedKeys(_ history: [PendingEntry]) -> HistoryOrder {
        // date − minimum (23 bits for years 0–9999) | second of day (17 bits) | index (24 bits).
        // Fields are read through indexes: iterating the array would copy (and retain) every entry.
        guard !history.isEmpty else { return HistoryOrder(packed: [], keys: [], minimum: 0) }
        var minimum = Int.max
        var maximum = Int.min
        for index in history.indices {
            minimum = min(minimum, history[index].date.dayNumber)
            maximum = max(maximum, history[index].date.dayNumber)
        }
        if history.count < 1 << 24, maximum - minimum < 1 << 23 {
            var packed: [UInt64] = []
            packed.reserveCapacity(history.count)
            for index in history.indices {
                packed.append(
                    UInt64(history[index].date.dayNumber - minimum) << 41
                        | UInt64(history[index].time.secondsSinceMidnight) << 24 | UInt64(index))
            }
            var inOrder = true
            for position in packed.indices.dropFirst() where packed[position] < packed[position - 1] {
                inOrder = false
                break
            }
            if !inOrder { packed.sort() }
            return HistoryOrder(packed: packed, keys: [], minimum: minimum)
        }
        var keys = history.enumerated().map { index, entry in key(entry, source: .history, index: index) }
        keys.sort()
        return HistoryOrder(packed: [], keys: keys, minimum: 0)
    }

    /// The order of the history's entries: packed 64-bit keys, or full keys for unusual spans.
    private struct HistoryOrder {
        var packed: [UInt64]
        var keys: [Key]
        var minimum: Int

        var count: Int { packed.isEmpty ? keys.count : packed.count }

        func index(_ position: Int) -> Int {
            packed.isEmpty ? Int(keys[position].index) : Int(packed[position] & 0xFF_FFFF)
        }

        subscript(position: Int) -> Key {
            guard !packed.isEmpty else { return keys[position] }
            let value = packed[position]
            return Key(
                date: Int32(truncatingIfNeeded: Int(value >> 41) + minimum),
                time: Int32(truncatingIfNeeded: (value >> 24) & 0x1_FFFF),
                source: Int32(EntrySource.history.order), index: Int32(truncatingIfNeeded: value & 0xFF_FFFF))
        }
    }
}
