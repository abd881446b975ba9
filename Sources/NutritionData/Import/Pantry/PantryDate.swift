/// How a pantry file's date fields become calendar days.
///
/// Accepted: `YYYY-MM-DD`, and ISO 8601 timestamps `YYYY-MM-DDTHH:MM[:SS[.fraction]]` (or a space
/// instead of `T`) with an optional UTC offset `Z`, `±HH:MM` or `±HHMM` (read by
/// ``ByteTimestamp/parseOffset(_:count:)``, as in activity files). Every part is range-checked.
///
/// The local-date rule: **a timestamp's day is the date written in it**, on the clock it was written
/// with; the offset is checked but never used to move the instant into another zone. An expiry date is
/// a day, not an instant: date pickers store the chosen day as midnight UTC (`new Date("2026-11-20")`
/// in JavaScript gives `2026-11-20T00:00:00.000Z`, which is what a Parse server exports), and moving
/// that midnight into a zone west of UTC would make every item expire a day early. Taking the written
/// date also keeps a report the same on every machine, whatever its time zone.
enum PantryDate {
    /// The day `text` names, or nil when it is not one of the accepted forms or names no real date.
    static func day(_ text: String) -> LocalDate? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, let date = LocalDate(iso: String(decoding: bytes[0..<10], as: UTF8.self)) else {
            return nil
        }
        if bytes.count == 10 { return date }
        guard bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") || bytes[10] == UInt8(ascii: " "),
            timeAndOffsetAreValid(bytes[11...])
        else { return nil }
        return date
    }

    /// `HH:MM[:SS[.fraction]][offset]`, each part in range.
    private static func timeAndOffsetAreValid(_ rest: ArraySlice<UInt8>) -> Bool {
        var index = rest.startIndex
        func number(_ digits: Int, max: Int) -> Bool {
            guard index + digits <= rest.endIndex else { return false }
            var value = 0
            for offset in 0..<digits {
                let digit = Int(rest[index + offset]) - 48
                guard (0...9).contains(digit) else { return false }
                value = value * 10 + digit
            }
            index += digits
            return value <= max
        }
        func take(_ byte: UInt8) -> Bool {
            guard index < rest.endIndex, rest[index] == byte else { return false }
            index += 1
            return true
        }
        guard number(2, max: 23), take(UInt8(ascii: ":")), number(2, max: 59) else { return false }
        if take(UInt8(ascii: ":")) {
            guard number(2, max: 59) else { return false }
            if take(UInt8(ascii: ".")) || take(UInt8(ascii: ",")) {
                let start = index
                while index < rest.endIndex, (48...57).contains(rest[index]) { index += 1 }
                guard index > start, index - start <= 9 else { return false }
            }
        }
        if index == rest.endIndex { return true }
        // The offset by the activity timestamps' rule (`Z`, `±HH:MM`, `±HHMM`, up to ±18:00).
        let offset = Array(rest[index...])
        return offset.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return false }
            return ByteTimestamp.parseOffset(base, count: bytes.count) != nil
        }
    }
}
