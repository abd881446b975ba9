import NutritionData
import NutritionStats

/// The one wording of dates, in English (the report, `stats --compare`): `Mon 9 Nov`, `9 November 2026`, `9–15 Nov 2026`.
package enum DateText {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    static let weekdayNames: [Weekday: String] = [
        .monday: "Monday", .tuesday: "Tuesday", .wednesday: "Wednesday", .thursday: "Thursday",
        .friday: "Friday", .saturday: "Saturday", .sunday: "Sunday",
    ]

    /// `Nov`.
    package static func shortMonth(_ date: LocalDate) -> String {
        String(monthNames[date.month - 1].prefix(3))
    }

    /// `Mon 9 Nov`.
    package static func day(_ date: LocalDate) -> String {
        "\(date.weekday.shortName) \(date.day) \(shortMonth(date))"
    }

    /// `Monday 9 November 2026`.
    package static func long(_ date: LocalDate) -> String {
        "\(weekdayNames[date.weekday] ?? date.weekday.shortName) \(date.day) \(monthNames[date.month - 1]) \(date.year)"
    }

    /// `9 Nov 2026`.
    package static func medium(_ date: LocalDate) -> String {
        "\(date.day) \(shortMonth(date)) \(date.year)"
    }

    /// A range in few words: `9–15 Nov 2026`, `26 Oct – 1 Nov 2026`, `28 Dec 2026 – 3 Jan 2027`, or one
    /// date for a one-day range.
    package static func range(_ range: DateRange) -> String {
        let first = range.first
        let last = range.last
        if first == last { return medium(first) }
        if first.year != last.year { return "\(medium(first)) – \(medium(last))" }
        if first.month != last.month { return "\(first.day) \(shortMonth(first)) – \(medium(last))" }
        return "\(first.day)–\(last.day) \(shortMonth(last)) \(last.year)"
    }
}
