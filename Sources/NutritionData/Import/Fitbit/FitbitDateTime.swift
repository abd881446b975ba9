/// The `dateTime` of a Fitbit per-minute file: `MM/DD/YY HH:MM:SS` (`11/02/17 00:21:00` is
/// 2 November 2017, 00:21), month first, a two-digit year of the 2000s (Fitbit's first tracker is
/// from 2009), a 24-hour clock. The zone is not written: ``FitbitMetric/clock`` says which it is.
enum FitbitDateTime {
    /// How messages show the expected form.
    static let example = "11/02/17 00:21:00 (MM/DD/YY HH:MM:SS)"

    /// Seconds since 1970-01-01 00:00:00 on the clock written, or nil when the `count` bytes at
    /// `bytes` are not exactly such a date and time, or name a date or time that does not exist
    /// (`02/30/17`, `25:00:00`).
    static func seconds(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int64? {
        guard count == 17, bytes[2] == UInt8(ascii: "/"), bytes[5] == UInt8(ascii: "/"), bytes[8] == UInt8(ascii: " "),
            bytes[11] == UInt8(ascii: ":"), bytes[14] == UInt8(ascii: ":")
        else { return nil }
        func pair(_ at: Int) -> Int? {
            let high = Int(bytes[at]) - 48
            let low = Int(bytes[at + 1]) - 48
            guard (0...9).contains(high), (0...9).contains(low) else { return nil }
            return high * 10 + low
        }
        guard let month = pair(0), let day = pair(3), let year = pair(6),
            let hour = pair(9), let minute = pair(12), let second = pair(15),
            hour < 24, minute < 60, second < 60,
            let date = LocalDate(year: 2000 + year, month: month, day: day)
        else { return nil }
        return Int64(date.dayNumber) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// ``seconds(_:count:)`` of a string.
    static func seconds(_ text: String) -> Int64? {
        var text = text
        return text.withUTF8 { buffer in buffer.baseAddress.flatMap { seconds($0, count: buffer.count) } }
    }
}
