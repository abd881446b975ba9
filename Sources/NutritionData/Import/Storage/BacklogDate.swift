/// The `Date` of a backlog entry, as the iOS Shortcuts app formats dates in English:
/// `Aug 23, 2023 at 14:39` (24-hour clock) or `Aug 23, 2023 at 2:39 PM` (12-hour clock, with a normal,
/// a no-break (U+00A0) or a narrow no-break space (U+202F) before AM/PM). Months may also be written
/// in full (`August`) or as `Sept`; case does not matter. Seconds, if present, are dropped.
struct BacklogDate: Equatable {
    var date: LocalDate
    var time: LocalTime

    /// What a valid date looks like, for messages.
    static let expected = "a date such as \"Aug 23, 2023 at 14:39\" or \"Aug 23, 2023 at 2:39 PM\""

    /// Parses `text`, or returns nil.
    init?(_ text: String) {
        let spaced = String(text.unicodeScalars.map { $0 == "\u{202F}" || $0 == "\u{00A0}" ? " " : Character($0) })
        let words = spaced.split(separator: " ")
        guard words.count == 5 || words.count == 6 else { return nil }
        guard let month = Self.month(words[0]) else { return nil }
        guard words[1].last == ",", let day = Self.digits(words[1].dropLast(), 1...2) else { return nil }
        guard let year = Self.digits(words[2], 4...4) else { return nil }
        guard words[3].lowercased() == "at" else { return nil }
        let clock = words[4].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 2 || clock.count == 3,
            var hour = Self.digits(clock[0], 1...2), let minute = Self.digits(clock[1], 2...2)
        else { return nil }
        if clock.count == 3 { guard Self.digits(clock[2], 2...2) != nil else { return nil } }
        if words.count == 6 {
            let marker = words[5].lowercased()
            guard (1...12).contains(hour), marker == "am" || marker == "pm" else { return nil }
            if marker == "am" { hour = hour == 12 ? 0 : hour } else { hour = hour == 12 ? 12 : hour + 12 }
        }
        guard let date = LocalDate(year: year, month: month, day: day),
            let time = LocalTime(hour: hour, minute: minute)
        else { return nil }
        self.date = date
        self.time = time
    }

    private static let monthNames = [
        "january", "february", "march", "april", "may", "june",
        "july", "august", "september", "october", "november", "december",
    ]

    private static func month(_ word: Substring) -> Int? {
        let lower = word.lowercased()
        if lower == "sept" { return 9 }
        for (index, name) in monthNames.enumerated() where lower == name || lower == name.prefix(3) {
            return index + 1
        }
        return nil
    }

    private static func digits(_ text: Substring, _ lengths: ClosedRange<Int>) -> Int? {
        guard lengths.contains(text.utf8.count), text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(text)
    }
}
