/// A time of day as trackers write it: 24-hour `21:51`, `21:51:07`, or 12-hour `9:51 AM`, `12:05 pm`
/// (Cronometer). Shared by the food-log and body readers.
///
/// The rule: spaces and tabs around are ignored; a 12-hour time ends in `AM` or `PM` (any case,
/// perhaps after blanks) and has an hour from 1 to 12; the clock is a one- or two-digit hour, `:`, a
/// two-digit minute and perhaps `:` and two-digit seconds, within 23:59:59.
enum ClockTime {
    /// The time `text` writes, or nil when it is not one.
    static func parse(_ text: String) -> LocalTime? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// The time the bytes write (a food log's cell, read without a `String`), or nil when they are not one.
    ///
    /// - Complexity: O(n) in the bytes.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalTime? {
        var start = 0
        var end = bytes.count
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        // `AM`/`PM` in any case: the letters with the case bit set.
        var offset: Int?
        if end - start >= 2, bytes[end - 1] | 0x20 == UInt8(ascii: "m") {
            switch bytes[end - 2] | 0x20 {
            case UInt8(ascii: "a"): offset = 0
            case UInt8(ascii: "p"): offset = 12
            default: break
            }
            if offset != nil {
                end -= 2
                while end > start, isBlank(bytes[end - 1]) { end -= 1 }
            }
        }
        // A run of digits from `index`: its value, if it has from `least` to `most` digits.
        func number(from index: inout Int, least: Int, most: Int) -> Int? {
            var value = 0
            let first = index
            while index < end, bytes[index] &- 0x30 < 10 {
                value = value * 10 + Int(bytes[index] &- 0x30)
                index += 1
                if index - first > most { return nil }
            }
            return index - first >= least ? value : nil
        }
        var index = start
        guard let hour = number(from: &index, least: 1, most: 2), index < end, bytes[index] == UInt8(ascii: ":")
        else { return nil }
        index += 1
        guard let minute = number(from: &index, least: 2, most: 2) else { return nil }
        var second = 0
        if index < end {
            guard bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let seconds = number(from: &index, least: 2, most: 2), index == end else { return nil }
            second = seconds
        }
        guard let offset else { return LocalTime(hour: hour, minute: minute, second: second) }
        guard (1...12).contains(hour) else { return nil }
        return LocalTime(hour: hour % 12 + offset, minute: minute, second: second)
    }
}
