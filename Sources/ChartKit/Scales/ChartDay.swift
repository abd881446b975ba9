/// A calendar day for date axes, without time zones: the number of days since 1970-01-01
/// (proleptic Gregorian). The same numbering as NutritionData's `LocalDate.dayNumber`, so callers
/// convert with `ChartDay(dayNumber: date.dayNumber)`.
///
/// The calendar arithmetic here (days from civil and back, month lengths) repeats
/// `LocalDate.daysFromCivil`, `civilFromDays` and `daysIn(month:year:)` in NutritionData on purpose:
/// ChartKit knows nothing of nutrition and NutritionData nothing of charts, and a module of its own
/// for twenty lines of arithmetic would put a cross-module call in the byte timestamp parser (a hot
/// path, `ByteTimestamp`). `ChartDayCalendarTests` in NutritionReportTests checks that the two
/// agree from year 1 to 9999.
public struct ChartDay: Sendable, Hashable, Comparable {
    public var dayNumber: Int

    public init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// The day with this year, month (1–12) and day (1–31), or nil when there is no such date.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= ChartDay.daysIn(month: month, year: year) else { return nil }
        // Days from civil: 400-year eras of 146,097 days, years starting in March.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        dayNumber = era * 146_097 + dayOfEra - 719_468
    }

    /// Year, month (1–12) and day of month.
    public var components: (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday).
    public var weekdayIndex: Int { ((dayNumber % 7) + 7 + 3) % 7 }

    public static func < (lhs: ChartDay, rhs: ChartDay) -> Bool { lhs.dayNumber < rhs.dayNumber }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
}
