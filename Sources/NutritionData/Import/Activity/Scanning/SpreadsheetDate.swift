/// Dates as spreadsheets and some exporting apps write them, parsed straight from bytes.
///
/// Both forms may carry a time after one space (`H:MM` or `H:MM:SS`, hour 0–23, one or two digits);
/// it is checked, then ignored: only the day is returned, as a day number. Every field is
/// range-checked and the date must exist (`2/30/2021` is refused).
enum SpreadsheetDate {
    /// `A/B/YYYY` with one or two digits for each of `A` and `B` (`6/1/2021`, `06/01/2021 0:00`), as a
    /// spreadsheet re-saves a date in the order of its locale: the three numbers as written, without
    /// deciding which of `A` and `B` is the month (``SlashedDateOrder`` decides that for the whole
    /// column). Nil when the text has another form or a number is out of range (0, or above 31).
    static func parseSlashed(_ b: UnsafePointer<UInt8>, count: Int) -> (first: Int, second: Int, year: Int)? {
        var position = 0
        guard let first = number(b, count, &position, digits: 1...2), take(0x2F, b, count, &position),
            let second = number(b, count, &position, digits: 1...2), take(0x2F, b, count, &position),
            let year = number(b, count, &position, digits: 4...4),
            timeOfDay(b, count, position), (1...31).contains(first), (1...31).contains(second)
        else { return nil }
        return (first, second, year)
    }

    /// `D-Mon-YYYY` with an English month abbreviation in any case (`23-Oct-2015`,
    /// `3-oct-2015 18:00`), as QS Access writes dates.
    static func parseMonthName(_ b: UnsafePointer<UInt8>, count: Int) -> Int? {
        var position = 0
        guard let day = number(b, count, &position, digits: 1...2), take(0x2D, b, count, &position),
            position + 3 <= count
        else { return nil }
        let name =
            (UInt32(b[position] | 0x20) << 16) | (UInt32(b[position + 1] | 0x20) << 8) | UInt32(b[position + 2] | 0x20)
        guard let index = monthNames.firstIndex(of: name) else { return nil }
        position += 3
        guard take(0x2D, b, count, &position), let year = number(b, count, &position, digits: 4...4),
            timeOfDay(b, count, position)
        else { return nil }
        return LocalDate(year: year, month: index + 1, day: day)?.dayNumber
    }

    /// `jan` … `dec`, three lower-case ASCII letters packed into one number each.
    private static let monthNames: [UInt32] = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]
    .map { name in name.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }

    /// Whether the bytes from `position` are nothing, or one space and `H:MM` / `H:MM:SS`.
    private static func timeOfDay(_ b: UnsafePointer<UInt8>, _ count: Int, _ start: Int) -> Bool {
        if start == count { return true }
        var position = start
        guard take(0x20, b, count, &position), let hour = number(b, count, &position, digits: 1...2), hour <= 23,
            take(0x3A, b, count, &position), let minute = number(b, count, &position, digits: 2...2), minute <= 59
        else {
            return false
        }
        if position == count { return true }
        guard take(0x3A, b, count, &position), let second = number(b, count, &position, digits: 2...2), second <= 59
        else {
            return false
        }
        return position == count
    }

    /// The decimal number of `digits` digits at `position` (as many as there are, within the range),
    /// moving `position` past it.
    private static func number(_ b: UnsafePointer<UInt8>, _ count: Int, _ position: inout Int, digits: ClosedRange<Int>)
        -> Int?
    {
        var value = 0
        var length = 0
        while position + length < count && length < digits.upperBound {
            let digit = b[position + length] &- 0x30
            guard digit < 10 else { break }
            value = value * 10 + Int(digit)
            length += 1
        }
        guard digits.contains(length) else { return nil }
        position += length
        return value
    }

    /// Whether `byte` is at `position` (then moved past it).
    private static func take(_ byte: UInt8, _ b: UnsafePointer<UInt8>, _ count: Int, _ position: inout Int) -> Bool {
        guard position < count, b[position] == byte else { return false }
        position += 1
        return true
    }
}
