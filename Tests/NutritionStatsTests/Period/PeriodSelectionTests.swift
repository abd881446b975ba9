import NutritionData
import NutritionStats
import Testing

@Suite struct PeriodSelectionTests {
    let sunday = LocalDate(iso: "2026-11-22")!

    @Test func mondayAndSundayWeeks() {
        #expect(WeekStart.monday.week(containing: sunday).description == "2026-11-16 – 2026-11-22")
        #expect(WeekStart.sunday.week(containing: sunday).description == "2026-11-22 – 2026-11-28")
        let monday = LocalDate(iso: "2026-11-16")!
        #expect(WeekStart.monday.week(containing: monday).first == monday)
        #expect(WeekStart.sunday.week(containing: monday).first == sunday.adding(days: -7))
    }

    @Test func monthsAndRangesAcrossYearEnd() throws {
        #expect(try PeriodSelection.month(year: 2024, month: 2).resolve(dataSpan: nil)?.dayCount == 29)
        #expect(try PeriodSelection.month(year: 2023, month: 12).resolve(dataSpan: nil)?.last.iso == "2023-12-31")
        #expect(
            try PeriodSelection.week(containing: LocalDate(iso: "2026-01-01")!).resolve(dataSpan: nil)?.description
                == "2025-12-29 – 2026-01-04")
    }

    @Test func lastDaysEndOnTheLatestDayOfData() throws {
        let span = DateRange(first: LocalDate(iso: "2026-10-01")!, last: sunday)
        #expect(try PeriodSelection.lastDays(7).resolve(dataSpan: span)?.description == "2026-11-16 – 2026-11-22")
        #expect(try PeriodSelection.lastDays(7).resolve(dataSpan: nil) == nil)
        #expect(try PeriodSelection.all.resolve(dataSpan: span) == span)
    }
}
