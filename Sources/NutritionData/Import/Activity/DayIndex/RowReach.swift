/// The local days an Apple Health record row can give anything to, judged from its timestamps alone.
///
/// A sample covers the local minutes from its start to its end on the start's clock (see
/// ``RecordSampleSink``), so it touches the days from its start's day to the day of its last second,
/// at most 31 days later (a longer sample is a bad row, which gives nothing). A heart-rate sample
/// touches only its start's day, a subset of that span. So a row is outside a window of days when it
/// starts after the window, or when ``lastDay`` is before the window's first day.
struct RowReach: Equatable, Sendable {
    /// The start's local day (day number).
    var startDay: Int
    /// The last day the row can touch: the day of its last second when both timestamps parse and the
    /// duration is 0…31 days; otherwise `startDay + 31` (such a row is read in full, and reported,
    /// whenever it starts within 31 days before a window's first day or in it).
    var lastDay: Int

    /// Whether the row gives nothing to any day of `window`.
    @inline(__always)
    func isOutside(_ window: ClosedRange<Int>) -> Bool {
        startDay > window.upperBound || lastDay < window.lowerBound
    }

    /// The reach of the row `row` (`count` bytes) when it ends `…,START,END,VALUE` with 25-byte
    /// timestamps and an unquoted value, and its start's date parses; nil otherwise (such a row is
    /// read in full).
    @inline(__always)
    static func of(_ row: UnsafePointer<UInt8>, _ count: Int, startCache: inout DateCache, endCache: inout DateCache)
        -> RowReach?
    {
        guard let comma = valueComma(row, count) else { return nil }
        let startField = row + comma - 51
        guard let startDay = ByteTimestamp.parseDay(startField, cache: &startCache) else { return nil }
        if let sameDay = sameDayReach(startField, row + comma - 25, startDay: startDay) { return sameDay }
        guard let start = ByteTimestamp.parseZoned(startField, count: 25, cache: &startCache),
            let end = ByteTimestamp.parseZoned(row + comma - 25, count: 25, cache: &endCache)
        else {
            return RowReach(startDay: startDay, lastDay: startDay + 31)
        }
        let duration = end.absoluteSeconds - start.absoluteSeconds
        guard duration >= 0, duration <= RecordSampleSink.maximumSampleSeconds else {
            return RowReach(startDay: startDay, lastDay: startDay + 31)
        }
        let lastDay = duration == 0 ? startDay : RecordSampleSink.floorDivide(start.localSeconds + duration - 1, 86_400)
        return RowReach(startDay: startDay, lastDay: lastDay)
    }

    /// The reach of the most common row, quickly: both timestamps valid, on the same date with the
    /// same offset, the end not before the start; such a row touches its start's day only. Nil when
    /// that does not hold (``of(_:_:startCache:endCache:)`` then parses both timestamps in full).
    @inline(__always)
    private static func sameDayReach(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, startDay: Int)
        -> RowReach?
    {
        let a = UnsafeRawPointer(start)
        let b = UnsafeRawPointer(end)
        guard a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self),
            a.loadUnaligned(fromByteOffset: 8, as: UInt16.self) == b.loadUnaligned(fromByteOffset: 8, as: UInt16.self),
            a.loadUnaligned(fromByteOffset: 19, as: UInt32.self)
                == b.loadUnaligned(fromByteOffset: 19, as: UInt32.self),
            a.loadUnaligned(fromByteOffset: 23, as: UInt16.self)
                == b.loadUnaligned(fromByteOffset: 23, as: UInt16.self),
            let startSecond = secondOfDay(start), let endSecond = secondOfDay(end), endSecond >= startSecond,
            ByteTimestamp.parseOffset(start + 19, count: 6) != nil
        else { return nil }
        return RowReach(startDay: startDay, lastDay: startDay)
    }

    /// The time of a `YYYY-MM-DD HH:MM:SS` (or `T`) timestamp in seconds, checked as
    /// ``ByteTimestamp/parseDateTime(_:cache:)`` checks it.
    @inline(__always)
    private static func secondOfDay(_ b: UnsafePointer<UInt8>) -> Int? {
        guard b[10] == 0x20 || b[10] == 0x54, b[13] == 0x3A, b[16] == 0x3A,
            let hour = ByteTimestamp.twoDigits(b + 11), let minute = ByteTimestamp.twoDigits(b + 14),
            let second = ByteTimestamp.twoDigits(b + 17), hour <= 23, minute <= 59, second <= 59
        else { return nil }
        return hour * 3600 + minute * 60 + second
    }

    /// The index of the comma before the value when the row ends `,START,END,VALUE` with 25-byte
    /// timestamps and a value of at most 40 bytes without quotes; nil otherwise.
    @inline(__always)
    static func valueComma(_ row: UnsafePointer<UInt8>, _ count: Int) -> Int? {
        var comma = count - 1
        let stop = max(52, count - 40)
        while comma >= stop && row[comma] != 0x2C {
            if row[comma] == 0x22 { return nil }
            comma -= 1
        }
        guard comma >= 52, row[comma] == 0x2C, row[comma - 26] == 0x2C, row[comma - 52] == 0x2C else { return nil }
        return comma
    }
}
