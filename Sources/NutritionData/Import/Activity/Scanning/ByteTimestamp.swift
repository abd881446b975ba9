/// A wall-clock instant with the UTC offset it was written with.
struct ZonedTimestamp: Equatable {
    /// Seconds since 1970-01-01 00:00:00 on the LOCAL wall clock (what bucketing uses).
    var localSeconds: Int64
    /// The offset from UTC in seconds (-05:00 is -18,000).
    var offsetSeconds: Int32

    /// Seconds since the Unix epoch in absolute time (what durations use).
    @inline(__always) var absoluteSeconds: Int64 { localSeconds - Int64(offsetSeconds) }
}

/// The last date parsed, so rows of the same day skip the calendar arithmetic.
struct DateCache {
    fileprivate var head: UInt64 = 0
    fileprivate var tail: UInt16 = 0
    fileprivate var day = 0
    fileprivate var isValid = false

    init() {}

    fileprivate init(head: UInt64, tail: UInt16, day: Int, isValid: Bool) {
        self.head = head
        self.tail = tail
        self.day = day
        self.isValid = isValid
    }
}

/// Parses dates and timestamps straight from bytes: no Foundation date parsing, no allocation.
///
/// Hand-written because Foundation's date formatters are far too slow for millions of rows and give
/// no reason on failure; every field is range-checked (month 1–12, day within the month, 24-hour
/// time, offsets up to ±18:00).
enum ByteTimestamp {
    /// `YYYY-MM-DD HH:MM:SS ±HHMM` (exactly 25 bytes, as the Apple Health converter writes it).
    @inline(__always)
    static func parseZoned(_ b: UnsafePointer<UInt8>, count: Int) -> ZonedTimestamp? {
        var cache = DateCache()
        return parseZoned(b, count: count, cache: &cache)
    }

    /// ``parseZoned(_:count:)`` that reuses the day number of the previous date when the date bytes
    /// are the same (most rows of an export share their date with the row before).
    @inline(__always)
    static func parseZoned(_ b: UnsafePointer<UInt8>, count: Int, cache: inout DateCache) -> ZonedTimestamp? {
        guard count == 25, b[19] == 0x20, let local = parseDateTime(b, cache: &cache), b[20] == 0x2B || b[20] == 0x2D else {
            return nil
        }
        guard let offsetHours = twoDigits(b + 21), let offsetMinutes = twoDigits(b + 23),
              offsetHours <= 18, offsetMinutes <= 59 else { return nil }
        let magnitude = offsetHours * 3600 + offsetMinutes * 60
        guard magnitude <= 18 * 3600 else { return nil }
        return ZonedTimestamp(localSeconds: local, offsetSeconds: Int32(b[20] == 0x2D ? -magnitude : magnitude))
    }

    /// `YYYY-MM-DD HH:MM:SS` at `b` (19 bytes, not checked for length): local seconds since the epoch.
    @inline(__always)
    static func parseDateTime(_ b: UnsafePointer<UInt8>) -> Int64? {
        var cache = DateCache()
        return parseDateTime(b, cache: &cache)
    }

    @inline(__always)
    static func parseDateTime(_ b: UnsafePointer<UInt8>, cache: inout DateCache) -> Int64? {
        let raw = UnsafeRawPointer(b)
        let head = raw.loadUnaligned(as: UInt64.self)
        let tail = raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
        let date: Int
        if cache.isValid && head == cache.head && tail == cache.tail {
            date = cache.day
        } else {
            guard let parsed = parseDate(b) else { return nil }
            cache = DateCache(head: head, tail: tail, day: parsed, isValid: true)
            date = parsed
        }
        guard b[10] == 0x20, b[13] == 0x3A, b[16] == 0x3A,
              let hour = twoDigits(b + 11), let minute = twoDigits(b + 14), let second = twoDigits(b + 17),
              hour <= 23, minute <= 59, second <= 59 else { return nil }
        return Int64(date) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// The day number of the date `YYYY-MM-DD` at `b` (10 bytes, not checked for length), reusing the
    /// cache's day when the bytes are the same as last time; nil when malformed or not a real date.
    @inline(__always)
    static func parseDay(_ b: UnsafePointer<UInt8>, cache: inout DateCache) -> Int? {
        let raw = UnsafeRawPointer(b)
        let head = raw.loadUnaligned(as: UInt64.self)
        let tail = raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
        if cache.isValid && head == cache.head && tail == cache.tail { return cache.day }
        guard let parsed = parseDate(b) else { return nil }
        cache = DateCache(head: head, tail: tail, day: parsed, isValid: true)
        return parsed
    }

    /// `YYYY-MM-DD` at `b` (10 bytes, not checked for length): the day number, or nil when the text is
    /// malformed or names no real date (2023-02-30).
    @inline(__always)
    static func parseDate(_ b: UnsafePointer<UInt8>) -> Int? {
        guard b[4] == 0x2D, b[7] == 0x2D, let high = twoDigits(b), let low = twoDigits(b + 2),
              let month = twoDigits(b + 5), let day = twoDigits(b + 8) else { return nil }
        let year = high * 100 + low
        guard LocalDate.exists(year: year, month: month, day: day) else { return nil }
        return LocalDate.daysFromCivil(year: year, month: month, day: day)
    }

    /// A daily dialect's date: `YYYY-MM-DD`, optionally followed by ` HH:MM:SS` and optionally a zone
    /// (` ±HHMM`); the date part is the day (times and zones are checked, then ignored).
    static func parseDay(_ b: UnsafePointer<UInt8>, count: Int) -> Int? {
        switch count {
        case 10: return parseDate(b)
        case 19: return parseDateTime(b) == nil ? nil : parseDate(b)
        case 25: return parseZoned(b, count: count) == nil ? nil : parseDate(b)
        default: return nil
        }
    }

    @inline(__always)
    private static func twoDigits(_ b: UnsafePointer<UInt8>) -> Int? {
        let high = b[0] &- 0x30
        let low = b[1] &- 0x30
        guard high < 10, low < 10 else { return nil }
        return Int(high) * 10 + Int(low)
    }
}
