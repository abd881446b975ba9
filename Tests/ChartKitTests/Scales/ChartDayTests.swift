import ChartKit
import Testing

@Suite struct ChartDayTests {
    @Test func civilRoundTrip() {
        // 2026-11-09: 56 years after 1970 with 14 leap days → 2026-01-01 is day 20,454;
        // Nov 9 is day-of-year 312 (0-based: 31+28+31+30+31+30+31+31+30+31 = 304, + 8) → 20,766.
        let day = ChartDay(year: 2026, month: 11, day: 9)
        #expect(day?.dayNumber == 20_766)
        #expect(day.map { [$0.components.year, $0.components.month, $0.components.day] } == [2026, 11, 9])
        #expect(day?.weekdayIndex == 0)  // a Monday
        #expect(ChartDay(dayNumber: 0).components == (1970, 1, 1) as (Int, Int, Int))
        #expect(ChartDay(dayNumber: 0).weekdayIndex == 3)  // Thursday
        #expect(
            ChartDay(year: 2024, month: 2, day: 29).map {
                [$0.components.year, $0.components.month, $0.components.day]
            } == [2024, 2, 29])
    }

    @Test func rejectsImpossibleDates() {
        #expect(ChartDay(year: 2026, month: 2, day: 29) == nil)
        #expect(ChartDay(year: 2026, month: 13, day: 1) == nil)
        #expect(ChartDay(year: 2026, month: 4, day: 31) == nil)
    }
}
