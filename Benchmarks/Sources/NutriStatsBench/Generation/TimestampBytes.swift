import NutritionData

/// `YYYY-MM-DD HH:MM:SS ±HHMM` appended as bytes, formatted by hand with the day's text cached: the
/// generators write hundreds of millions of timestamps, nearly all on the day of the one before.
/// Shared by ``RecordFileWriter`` (record CSVs) and ``ExportXMLWriter`` (export.xml, always `+0000`).
struct TimestampBytes {
    private var dayCache: (day: Int, text: [UInt8]) = (.min, [])

    /// Appends the local time of UTC second `utc` seen `offset` seconds east of UTC, then ` ±HHMM`.
    mutating func append(_ utc: Int64, offset: Int32, to buffer: inout [UInt8]) {
        let local = utc + Int64(offset)
        let day = Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        if day != dayCache.day {
            let (y, m, d) = LocalDate(dayNumber: day).components
            var text: [UInt8] = []
            Self.digits(&text, y, 4)
            text.append(0x2D)
            Self.digits(&text, m, 2)
            text.append(0x2D)
            Self.digits(&text, d, 2)
            text.append(0x20)
            dayCache = (day, text)
        }
        buffer.append(contentsOf: dayCache.text)
        let second = Int(local - Int64(day) * 86_400)
        Self.digits(&buffer, second / 3600, 2)
        buffer.append(0x3A)
        Self.digits(&buffer, second / 60 % 60, 2)
        buffer.append(0x3A)
        Self.digits(&buffer, second % 60, 2)
        buffer.append(0x20)
        buffer.append(offset < 0 ? 0x2D : 0x2B)
        let magnitude = Int(abs(offset)) / 60
        Self.digits(&buffer, magnitude / 60, 2)
        Self.digits(&buffer, magnitude % 60, 2)
    }

    /// `value` in exactly `width` decimal digits, zero-padded.
    static func digits(_ out: inout [UInt8], _ value: Int, _ width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            out.append(UInt8(48 + rest / divisor % 10))
            rest %= divisor
            divisor /= 10
        }
    }
}
