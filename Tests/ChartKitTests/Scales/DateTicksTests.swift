import ChartKit
import Testing

@Suite struct DateTicksTests {
    static func day(_ y: Int, _ m: Int, _ d: Int) -> ChartDay {
        ChartDay(year: y, month: m, day: d) ?? ChartDay(dayNumber: 0)
    }

    /// Days laid out `pixelsPerDay` apart from `first`.
    static func position(from first: ChartDay, pixelsPerDay: Double) -> (ChartDay) -> Double {
        { Double($0.dayNumber - first.dayNumber) * pixelsPerDay }
    }

    @Test func weekReadsWeekdayAndDay() {
        // 80 px per day leaves room for every "Mon 9"-style label (≈ 30 px) with an 8 px gap.
        let first = Self.day(2026, 11, 9)
        let last = Self.day(2026, 11, 15)
        let chosen = DateTicks.choose(
            from: first, to: last, position: Self.position(from: first, pixelsPerDay: 80),
            labelWidth: { Double($0.count) * 6 }, minimumGap: 8)
        #expect(chosen.interval == .days(1))
        #expect(chosen.ticks.map(\.label) == ["Mon 9", "Tue 10", "Wed 11", "Thu 12", "Fri 13", "Sat 14", "Sun 15"])
    }

    @Test func monthFallsBackToMondays() {
        // 20 px/day, 40 px labels: daily spacing 20 − 40 < 8, every other day 40 − 40 = 0 < 8,
        // weekly 140 − 40 = 100 ≥ 8. November 2026's Mondays are the 2nd, 9th, 16th, 23rd and 30th.
        let first = Self.day(2026, 11, 1)
        let last = Self.day(2026, 11, 30)
        let chosen = DateTicks.choose(
            from: first, to: last, position: Self.position(from: first, pixelsPerDay: 20),
            labelWidth: { _ in 40 }, minimumGap: 8)
        #expect(chosen.interval == .weeks(1))
        #expect(chosen.ticks.map(\.label) == ["Nov 2", "Nov 9", "Nov 16", "Nov 23", "Nov 30"])
    }

    @Test func yearReadsMonths() {
        // 1.5 px/day, 30 px labels: weeks are 10.5 px and fortnights 21 px apart (too close), months
        // at least 28 × 1.5 = 42 px (42 − 30 = 12 ≥ 8).
        let first = Self.day(2026, 1, 1)
        let last = Self.day(2026, 12, 31)
        let chosen = DateTicks.choose(
            from: first, to: last, position: Self.position(from: first, pixelsPerDay: 1.5),
            labelWidth: { _ in 30 }, minimumGap: 8)
        #expect(chosen.interval == .months(1))
        #expect(
            chosen.ticks.map(\.label) == [
                "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
            ])
    }

    @Test func monthsAcrossNewYearShowTheYear() {
        let ticks = DateTicks.ticks(from: Self.day(2026, 11, 1), to: Self.day(2027, 2, 28), interval: .months(1))
        #expect(ticks.map(\.label) == ["Nov", "Dec", "2027", "Feb"])
    }

    @Test func multiYearReadsYears() {
        // 0.1 px/day, 20 px labels: half-years are ≈ 18 px apart (too close), years 36.5 − 20 = 16.5 ≥ 8.
        let first = Self.day(2022, 3, 1)
        let last = Self.day(2026, 6, 30)
        let chosen = DateTicks.choose(
            from: first, to: last, position: Self.position(from: first, pixelsPerDay: 0.1),
            labelWidth: { _ in 20 }, minimumGap: 8)
        #expect(chosen.interval == .years(1))
        #expect(chosen.ticks.map(\.label) == ["2023", "2024", "2025", "2026"])
    }

    @Test func longerDailySpansReadMonthAndDay() {
        let ticks = DateTicks.ticks(from: Self.day(2026, 11, 1), to: Self.day(2026, 11, 30), interval: .days(2))
        #expect(ticks.first?.label == "Nov 1")
        #expect(ticks.count == 15)
    }

    @Test func singleDay() {
        let day = Self.day(2026, 11, 9)
        let chosen = DateTicks.choose(
            from: day, to: day, position: { _ in 100 }, labelWidth: { _ in 30 }, minimumGap: 8)
        #expect(chosen.ticks.map(\.label) == ["Mon 9"])
    }

    @Test func nothingFitsStillNeverCollides() {
        // 0.001 px/day over 400 years: even centuries collide; the coarsest ticks are thinned.
        let first = Self.day(1700, 1, 1)
        let last = Self.day(2100, 1, 1)
        let position = Self.position(from: first, pixelsPerDay: 0.001)
        let chosen = DateTicks.choose(from: first, to: last, position: position, labelWidth: { _ in 30 }, minimumGap: 8)
        #expect(!chosen.ticks.isEmpty)
        for (a, b) in zip(chosen.ticks, chosen.ticks.dropFirst()) {
            #expect(position(b.day) - position(a.day) - 30 >= 8)
        }
    }
}
