/// A calendar date on a local wall clock, without a time zone (proleptic Gregorian calendar).
///
/// Stored as the number of days since 1970-01-01, so comparing, hashing and stepping are integer
/// operations. Records are bucketed by the local date in their own timestamp, never by UTC.
public struct LocalDate: Sendable, Hashable, Comparable, Strideable {
    /// Days since 1970-01-01 (negative before it).
    public var dayNumber: Int

    /// The date `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// The date with this year (1–9999), month (1–12) and day (1–31), or nil when no such date exists
    /// (2023-02-30, month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard LocalDate.exists(year: year, month: month, day: day) else { return nil }
        self.dayNumber = LocalDate.daysFromCivil(year: year, month: month, day: day)
    }

    /// The years a date can have: four digits, from 1 (year 0 and earlier would print as `0000` or
    /// with a minus sign, and no food log reaches them).
    public static let years = 1...9999

    /// 0001-01-01, the first day of ``years``.
    public static let earliest = LocalDate(dayNumber: daysFromCivil(year: 1, month: 1, day: 1))
    /// 9999-12-31, the last day of ``years``.
    public static let latest = LocalDate(dayNumber: daysFromCivil(year: 9999, month: 12, day: 31))

    /// Whether year, month and day name a date: the year in ``years``, the month 1–12, the day in the month.
    /// Every parser of dates checks with this.
    @inline(__always)
    public static func exists(year: Int, month: Int, day: Int) -> Bool {
        years.contains(year) && (1...12).contains(month) && day >= 1 && day <= daysIn(month: month, year: year)
    }

    /// Parses `YYYY-MM-DD` exactly (four-digit year from 0001, two-digit month and day), or returns nil.
    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func digits(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                let d = Int(bytes[i]) - 48
                guard d >= 0, d <= 9 else { return nil }
                value = value * 10 + d
            }
            return value
        }
        guard let y = digits(0..<4), let m = digits(5..<7), let d = digits(8..<10) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// An ISO date whose month and day may lack their zero padding, as older Cronometer exports write
    /// them: `2011-4-18`, `2011-04-8`, and `2011-04-18` itself. The year has four digits.
    public init?(unpaddedISO text: some StringProtocol) {
        if let date = LocalDate(iso: text) {
            self = date
            return
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].utf8.count == 4, (1...2).contains(parts[1].utf8.count),
            (1...2).contains(parts[2].utf8.count),
            parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }),
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Year, month (1–12) and day of month.
    public var components: (year: Int, month: Int, day: Int) {
        LocalDate.civilFromDays(dayNumber)
    }

    public var year: Int { components.year }
    public var month: Int { components.month }
    public var day: Int { components.day }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((dayNumber % 7) + 7 + 3) % 7  // 0 = Monday
        return Weekday.allCases[index]
    }

    /// `YYYY-MM-DD`.
    public var iso: String {
        let (y, m, d) = components
        return Self.pad(y, 4) + "-" + Self.pad(m, 2) + "-" + Self.pad(d, 2)
    }

    /// The date `days` later (earlier when negative).
    public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

    public func distance(to other: LocalDate) -> Int { other.dayNumber - dayNumber }
    public func advanced(by n: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + n) }
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// The number of days in `month` of `year`.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Whether `year` is a Gregorian leap year.
    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    // Days-from-civil and civil-from-days follow the well-known era-based algorithm
    // (400-year eras of 146,097 days, years starting in March).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthFromMarch = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}

extension LocalDate: CustomStringConvertible {
    public var description: String { iso }
}

/// A day of the week, Monday first (ISO 8601 order).
public enum Weekday: Int, Sendable, Hashable, CaseIterable {
    case monday = 1
    case tuesday, wednesday, thursday, friday, saturday, sunday

    /// "Mon", "Tue", …
    public var shortName: String {
        switch self {
        case .monday: "Mon"
        case .tuesday: "Tue"
        case .wednesday: "Wed"
        case .thursday: "Thu"
        case .friday: "Fri"
        case .saturday: "Sat"
        case .sunday: "Sun"
        }
    }
}
