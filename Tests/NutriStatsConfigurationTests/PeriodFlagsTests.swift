import NutritionData
import NutritionStats
import Testing

@testable import NutriStatsConfiguration

@Suite struct PeriodFlagsTests {
    let day = LocalDate(iso: "2026-11-11")!

    @Test func eachFlagMakesItsSelection() throws {
        #expect(try PeriodFlags().chosen() == nil)
        #expect(try PeriodFlags().selection(default: .lastDays(3)) == .lastDays(3))
        #expect(try PeriodFlags(on: "2026-11-11").chosen() == .day(day))
        #expect(try PeriodFlags(week: "2026-11-11").chosen() == .week(containing: day))
        #expect(try PeriodFlags(month: "2026-02").chosen() == .month(year: 2026, month: 2))
        #expect(try PeriodFlags(last: 7).chosen() == .lastDays(7))
        #expect(try PeriodFlags(all: true).chosen() == .all)
        let range = DateRange(first: LocalDate(iso: "2026-11-01")!, last: day)!
        #expect(try PeriodFlags(from: "2026-11-01", to: "2026-11-11").chosen() == .range(range))
        #expect(PeriodFlags(last: 7).isChosen && !PeriodFlags().isChosen)
    }

    @Test func mistakesAreUsageProblemsNamingTheFlag() {
        #expect(throws: UsageProblem.fromWithoutTo) { try PeriodFlags(from: "2026-11-01").chosen() }
        #expect(throws: UsageProblem.toBeforeFrom(to: "2026-11-01", from: "2026-11-02")) {
            try PeriodFlags(from: "2026-11-02", to: "2026-11-01").chosen()
        }
        #expect(throws: UsageProblem.lastDays(0)) { try PeriodFlags(last: 0).chosen() }
        #expect(throws: UsageProblem.severalPeriods) { try PeriodFlags(on: "2026-11-11", all: true).chosen() }
        #expect(throws: UsageProblem.periodDate(flag: "--week", given: "11/11")) {
            try PeriodFlags(week: "11/11").chosen()
        }
        #expect(throws: UsageProblem.month(given: "2026-13")) { try PeriodFlags(month: "2026-13").chosen() }
        #expect(throws: UsageProblem.month(given: "26-01")) { try PeriodFlags(month: "26-01").chosen() }
        #expect(throws: UsageProblem.periodTooLong(PeriodTooLong(selection: .lastDays(36_526), days: 36_526))) {
            try PeriodFlags(last: 36_526).chosen()
        }
    }

    @Test func theSentencesAreThoseUsersSaw() {
        #expect(
            UsageProblem.periodTooLong(PeriodTooLong(selection: .lastDays(99_999_999), days: 99_999_999)).description
                == "--last 99999999 covers 99,999,999 days; a period covers at most 36,525 days (100 years). "
                + "Choose a shorter one with --from/--to or --last.")
        #expect(
            UsageProblem.periodDate(flag: "--on", given: "x").description
                == "--on takes a date as YYYY-MM-DD from 0001-01-01 to 9999-12-31, not 'x'.")
        #expect(UsageProblem.toBeforeFrom(to: "b", from: "a").description == "--to b is before --from a.")
    }

    @Test func comparePreviousOrARange() throws {
        #expect(try ComparisonPeriod(flag: "Previous") == .previous)
        let range = DateRange(first: LocalDate(iso: "2026-01-01")!, last: LocalDate(iso: "2026-01-31")!)!
        #expect(try ComparisonPeriod(flag: "2026-01-01..2026-01-31") == .range(range))
        #expect(throws: UsageProblem.compare(given: "last")) { try ComparisonPeriod(flag: "last") }
        #expect(throws: UsageProblem.compareReversed(given: "2026-02-01..2026-01-01")) {
            try ComparisonPeriod(flag: "2026-02-01..2026-01-01")
        }
        #expect(throws: UsageProblem.periodDate(flag: "--compare", given: "2026-1-1")) {
            try ComparisonPeriod(flag: "2026-1-1..2026-01-02")
        }
        // 0001-01-01 … 9999-12-31 is 3,652,059 days.
        #expect(throws: UsageProblem.compareTooLong(given: "0001-01-01..9999-12-31", days: 3_652_059)) {
            try ComparisonPeriod(flag: "0001-01-01..9999-12-31")
        }
    }
}
