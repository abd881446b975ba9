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
    /// A record timestamp: `YYYY-MM-DD HH:MM:SS` (or with `T` between date and time) followed by its
    /// UTC offset, written one of these ways:
    /// - ` ±HHMM`: `2019-01-01 08:00:00 -0500` (25 bytes, as the common export.xml converter writes it);
    /// - `±HH:MM` or `±HHMM`, optionally after a space: `2021-08-30 13:40:34+05:30`, `2021-08-30T13:40:34+0530`;
    /// - `Z` for UTC: `2021-08-30T08:10:34Z`.
    @inline(__always)
    static func parseZoned(_ b: UnsafePointer<UInt8>, count: Int) -> ZonedTimestamp? {
        var cache = DateCache()
        return parseZoned(b, count: count, cache: &cache)
    }

    /// ``parseZoned(_:count:)`` that reuses the day number of the previous date when the date bytes
    /// are the same (most rows of an export share their date with the row before).
    @inline(__always)
    static func parseZoned(_ b: UnsafePointer<UInt8>, count: Int, cache: inout DateCache) -> ZonedTimestamp? {
        guard count >= 20, count <= 26, let offset = parseOffset(b + 19, count: count - 19),
            let local = parseDateTime(b, cache: &cache)
        else {
            return nil
        }
        return ZonedTimestamp(localSeconds: local, offsetSeconds: offset)
    }

    /// A UTC offset in seconds: `Z`, or `±HHMM` / `±HH:MM` optionally after one space, up to ±18:00.
    @inline(__always)
    static func parseOffset(_ b: UnsafePointer<UInt8>, count: Int) -> Int32? {
        if count == 1 { return b[0] == 0x5A ? 0 : nil }  // Z
        var start = 0
        if count >= 6 && b[0] == 0x20 { start = 1 }
        let length = count - start
        let sign = b[start]
        guard length == 5 || length == 6, sign == 0x2B || sign == 0x2D, let hours = twoDigits(b + start + 1) else {
            return nil
        }
        if length == 6 && b[start + 3] != 0x3A { return nil }
        guard let minutes = twoDigits(b + start + (length == 6 ? 4 : 3)), hours <= 18, minutes <= 59 else { return nil }
        let magnitude = hours * 3600 + minutes * 60
        guard magnitude <= 18 * 3600 else { return nil }
        return Int32(sign == 0x2D ? -magnitude : magnitude)
    }

    /// `YYYY-MM-DD HH:MM:SS` (or `YYYY-MM-DDTHH:MM:SS`) at `b` (19 bytes, not checked for length):
    /// local seconds since the epoch.
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
        guard b[10] == 0x20 || b[10] == 0x54, b[13] == 0x3A, b[16] == 0x3A,
            let hour = twoDigits(b + 11), let minute = twoDigits(b + 14), let second = twoDigits(b + 17),
            hour <= 23, minute <= 59, second <= 59
        else { return nil }
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
            let month = twoDigits(b + 5), let day = twoDigits(b + 8)
        else { return nil }
        let year = high * 100 + low
        guard LocalDate.exists(year: year, month: month, day: day) else { return nil }
        return LocalDate.daysFromCivil(year: year, month: month, day: day)
    }

    /// A daily dialect's date, as its day number: one of
    /// - `YYYY-MM-DD`, optionally followed by ` HH:MM:SS` (or `T`) and optionally a UTC offset as in
    ///   ``parseZoned(_:count:)`` (times and offsets are checked, then ignored);
    /// - a day with an English month abbreviation, ``SpreadsheetDate/parseMonthName(_:count:)``
    ///   (`23-Oct-2015`, `23-Oct-2015 18:00`), as QS Access writes it.
    ///
    /// The forms cannot be confused: the third byte is a digit only in the first, and a `-` and
    /// letters follow one or two digits in the other. A spreadsheet's slashed re-save (`6/1/2021`) is
    /// not a day on its own: its order is decided for the whole column
    /// (``SpreadsheetDate/parseSlashed(_:count:)``, ``SlashedDateOrder``).
    static func parseDay(_ b: UnsafePointer<UInt8>, count: Int) -> Int? {
        switch count {
        case 10: if let day = parseDate(b) { return day }
        case 19: if parseDateTime(b) != nil { return parseDate(b) }
        case 20...26: if parseZoned(b, count: count) != nil { return parseDate(b) }
        default: break
        }
        return SpreadsheetDate.parseMonthName(b, count: count)
    }

    /// A time of day with its UTC offset, as Google Fit's per-day files write it:
    /// `HH:MM:SS.fff±HH:MM` (`00:15:00.000+05:30`), the fraction optional (any number of digits), the
    /// offset as in ``parseOffset(_:count:)``. Returns the seconds since local midnight, or nil.
    static func parseClockTime(_ b: UnsafePointer<UInt8>, count: Int) -> Int? {
        guard count >= 9, b[2] == 0x3A, b[5] == 0x3A, let hour = twoDigits(b), let minute = twoDigits(b + 3),
            let second = twoDigits(b + 6), hour <= 23, minute <= 59, second <= 59
        else { return nil }
        var position = 8
        if b[position] == 0x2E {
            position += 1
            let digits = position
            while position < count && b[position] &- 0x30 < 10 { position += 1 }
            guard position > digits else { return nil }
        }
        guard position < count, parseOffset(b + position, count: count - position) != nil else { return nil }
        return hour * 3600 + minute * 60 + second
    }

    @inline(__always)
    static func twoDigits(_ b: UnsafePointer<UInt8>) -> Int? {
        let high = b[0] &- 0x30
        let low = b[1] &- 0x30
        guard high < 10, low < 10 else { return nil }
        return Int(high) * 10 + Int(low)
    }
}
