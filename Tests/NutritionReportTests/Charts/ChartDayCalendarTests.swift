import ChartKit
import NutritionData
import Testing

/// ChartKit's `ChartDay` and NutritionData's `LocalDate` each hold the days-from-civil calendar (the
/// two modules must not depend on each other); the report converts one into the other by day number,
/// so the two must agree on every day either can hold.
@Suite struct ChartDayCalendarTests {
    /// Every day of 1899–2101 (leap-year rules of 1900 and 2000 included), and every 97th day from
    /// year 1 to 9999.
    static let dayNumbers: [Int] = {
        guard let first = LocalDate(year: 1899, month: 1, day: 1), let last = LocalDate(year: 2101, month: 12, day: 31)
        else { return [] }
        return Array(first.dayNumber...last.dayNumber)
            + Array(stride(from: LocalDate.earliest.dayNumber, through: LocalDate.latest.dayNumber, by: 97))
            + [LocalDate.latest.dayNumber]
    }()

    @Test func sameDatesAndWeekdays() {
        #expect(Self.dayNumbers.count > 100_000)
        var mismatches: [String] = []
        for dayNumber in Self.dayNumbers {
            let date = LocalDate(dayNumber: dayNumber)
            let chartDay = ChartDay(dayNumber: dayNumber)
            let (year, month, day) = date.components
            let chartComponents = chartDay.components
            if chartComponents != (year, month, day)
                || ChartDay(year: year, month: month, day: day) != chartDay
                || chartDay.weekdayIndex + 1 != date.weekday.rawValue
            {
                mismatches.append(date.iso)
                if mismatches.count == 5 { break }
            }
        }
        #expect(mismatches.isEmpty)
    }

    @Test func sameImpossibleDates() {
        for (year, month, day) in [
            (2026, 2, 29), (1900, 2, 29), (2026, 4, 31), (2026, 13, 1), (2026, 0, 1), (2026, 1, 0),
        ] {
            #expect(ChartDay(year: year, month: month, day: day) == nil)
            #expect(LocalDate(year: year, month: month, day: day) == nil)
        }
        #expect(
            ChartDay(year: 2000, month: 2, day: 29)?.dayNumber == LocalDate(year: 2000, month: 2, day: 29)?.dayNumber)
    }
}
