import NutritionData
import NutritionStats
import Testing

@Suite struct PeriodIntakeTests {
    typealias F = Fixtures

    /// A Monday-start week (2026-11-16 … 2026-11-22) logged on Mon, Wed and Sat.
    let entries = [
        F.entry("2026-11-16", "08:00", "Oats", kcal: 1_800, nutrients: [.protein: 60]),
        F.entry("2026-11-18", "08:00", "Oats", kcal: 2_200, nutrients: [.protein: 90]),
        F.entry("2026-11-21", "08:00", "Pizza", kcal: 1_500),
        F.entry("2026-11-21", "19:00", "Pizza", kcal: 1_000),
    ]
    let week = Fixtures.range("2026-11-16", "2026-11-22")

    @Test func averagesArePerLoggedDay() throws {
        let stats = NutritionStatistics(entries: entries).period(week)
        #expect(stats.days.count == 7)
        #expect(stats.days.map(\.isLogged) == [true, false, true, false, false, true, false])
        #expect(stats.intake.loggedDays == 3)
        #expect(stats.intake.countedDays == 3)
        // Total 1,800 + 2,200 + 1,500 + 1,000 = 6,500 kcal over 4 entries.
        #expect(stats.intake.totals.kcal == 6_500)
        #expect(stats.intake.totals.entryCount == 4)
        let average = try #require(stats.intake.average)
        // 6,500 / 3 logged days = 2,166.67 kcal; entries 4 / 3 = 1.33 per day.
        #expect(F.close(average.kcal, 6_500.0 / 3))
        #expect(F.close(average.entries, 4.0 / 3))
        // Protein: (60 + 90) / 3 = 50 g per logged day (Saturday's pizza has no nutrients).
        #expect(F.close(average.nutrients[.protein], 50))
        // Meals: Mon 1, Wed 1, Sat 2 (08:00 and 19:00) = 4; 4 / 3 = 1.33 per logged day.
        #expect(stats.intake.mealCount == 4)
        #expect(stats.intake.averageMeals.map { F.close($0, 4.0 / 3) } == true)
        // Remaining per logged day: (2,000 × 3 − 6,500) / 3 = −166.67.
        #expect(stats.budget.remainingPerDay.map { F.close($0, -500.0 / 3) } == true)
        // Lowest and highest logged day: Mon 1,800 and Sat 2,500.
        #expect(average.minimum[.calories] == 1_800)
        #expect(average.maximum[.calories] == 2_500)
    }

    @Test func unloggedDaysCanCountAsZero() throws {
        let settings = StatsSettings(unloggedDays: .countedAsZero)
        let stats = NutritionStatistics(entries: entries, settings: settings).period(week)
        #expect(stats.intake.countedDays == 7)
        #expect(stats.days.allSatisfy { $0.isCounted })
        let average = try #require(stats.intake.average)
        // 6,500 / 7 = 928.57 kcal per day; lowest day 0 (an unlogged day).
        #expect(F.close(average.kcal, 6_500.0 / 7))
        #expect(average.minimum[.calories] == 0)
        // An unlogged day counted as zero has a budget of the full goal.
        #expect(stats.days[1].budget?.remaining == 2_000)
    }

    @Test func anEmptyWeek() {
        let stats = NutritionStatistics(entries: []).period(week)
        #expect(stats.days.count == 7)
        #expect(stats.days.allSatisfy { !$0.isLogged && !$0.isCounted && $0.budget == nil && $0.energy == nil })
        #expect(stats.intake.totals == .zero)
        #expect(stats.intake.loggedDays == 0)
        #expect(stats.intake.average == nil)
        // No counted day: goal 2,000 × 0 − 0 = 0.
        #expect(stats.budget.days == 0)
        #expect(stats.budget.remaining == 0)
        #expect(stats.budget.remainingPerDay == nil)
        #expect(stats.intake.averageMeals == nil)
        #expect(stats.energy.averageNet == nil)
        #expect(stats.dailyValueReadings.allSatisfy { $0.amount == nil && $0.flag == nil })
        #expect(stats.macroSplit == nil)
        #expect(stats.gramBreakdown == nil)
        #expect(stats.kcalTrend == nil)
        #expect(stats.topFoods.byKcal.isEmpty)
        #expect(stats.streaks == nil)
        #expect(stats.energy.days == 0)
        #expect(stats.steps.days == 0 && stats.steps.average == nil)
        #expect(stats.weeks.count == 1)
        #expect(stats.weeks[0].averageKcal == nil && stats.weeks[0].change == nil)
    }

    @Test func anEmptyWeekCountedAsZero() throws {
        let stats = NutritionStatistics(entries: [], settings: StatsSettings(unloggedDays: .countedAsZero)).period(week)
        let average = try #require(stats.intake.average)
        #expect(average.kcal == 0)
        // 2,000 × 7 − 0 = 14,000 kcal remaining.
        #expect(stats.budget.remaining == 14_000)
        // Nothing eaten: every nutrient is a known 0, so targets are missed and limits are not.
        let protein = try #require(stats.dailyValueReadings.first { $0.nutrient == .protein })
        #expect(protein.amount == 0 && protein.flag == .underTarget)
        let sodium = try #require(stats.dailyValueReadings.first { $0.nutrient == .sodium })
        #expect(sodium.percent == 0 && sodium.flag == nil)
    }

    @Test func aWeekAcrossTheAutumnDaylightSavingChangeHasSevenOrdinaryDays() {
        // Europe leaves summer time on Sunday 2026-10-25 (03:00 → 02:00, a 25-hour day) and the US on
        // Sunday 2026-11-01. Dates here are wall-clock dates, so the week Mon 2026-10-19 … Sun
        // 2026-10-25 is seven days, and the two entries logged at 01:30 and 02:30 on the long Sunday
        // (the repeated hour) and the one at 23:59 on Saturday stay on their own dates.
        let entries = [
            F.entry("2026-10-24", "23:59", "Tea", kcal: 2),
            F.entry("2026-10-25", "01:30", "Toast", kcal: 180),
            F.entry("2026-10-25", "02:30", "Toast", kcal: 180),
            F.entry("2026-10-26", "00:10", "Milk", kcal: 60),
        ]
        let range = F.range("2026-10-19", "2026-10-25")
        #expect(WeekStart.monday.week(containing: F.date("2026-10-25")) == range)
        let stats = NutritionStatistics(entries: entries).period(range)
        #expect(range.dayCount == 7)
        #expect(stats.days.map(\.date.weekday) == Weekday.allCases)
        #expect(stats.days[5].intake.totals.kcal == 2)  // Saturday
        #expect(stats.days[6].intake.totals.kcal == 360)  // Sunday: 180 + 180
        #expect(stats.days[6].intake.meals.count == 2)
        #expect(stats.intake.totals.kcal == 362)  // Monday 10-26's 60 kcal belong to the next week
        // Budget: 2 logged days × 2,000 − 362 = 3,638.
        #expect(stats.budget.remaining == 3_638)
    }

    @Test func aWeekAcrossTheSpringDaylightSavingChangeHasSevenOrdinaryDays() {
        // Europe starts summer time on Sunday 2026-03-29 (02:00 → 03:00, a 23-hour day); a time the
        // clock skipped (02:30) is still an ordinary entry of that date.
        let entries = [F.entry("2026-03-29", "02:30", "Snack", kcal: 150)]
        let range = F.range("2026-03-23", "2026-03-29")
        let stats = NutritionStatistics(entries: entries).period(range)
        #expect(stats.days.count == 7)
        #expect(stats.days[6].intake.totals.kcal == 150)
        #expect(stats.days[6].movingAverage?.window == range)
    }

    @Test func sundayStartWeeks() throws {
        // Wednesday 2026-11-18: its Sunday-start week is Sun 11-15 … Sat 11-21, its Monday-start week
        // Mon 11-16 … Sun 11-22.
        let entries = [
            F.entry("2026-11-15", "12:00", "A", kcal: 1_000),
            F.entry("2026-11-18", "12:00", "B", kcal: 2_000),
            F.entry("2026-11-22", "12:00", "C", kcal: 4_000),
        ]
        let sundayStats = NutritionStatistics(entries: entries, settings: StatsSettings(weekStart: .sunday))
        let sundayWeek = try sundayStats.resolve(.week(containing: F.date("2026-11-18")))
        #expect(sundayWeek == F.range("2026-11-15", "2026-11-21"))
        let mondayStats = NutritionStatistics(entries: entries)
        let mondayWeek = try mondayStats.resolve(.week(containing: F.date("2026-11-18")))
        #expect(mondayWeek == F.range("2026-11-16", "2026-11-22"))
        if let sundayWeek, let mondayWeek {
            // Sunday start: 1,000 + 2,000 = 3,000; Monday start: 2,000 + 4,000 = 6,000.
            #expect(sundayStats.period(sundayWeek).intake.totals.kcal == 3_000)
            #expect(mondayStats.period(mondayWeek).intake.totals.kcal == 6_000)
            #expect(sundayStats.period(sundayWeek).days.first?.date.weekday == .sunday)
        }
        // The latest week in the data (last day Sunday 11-22) depends on the week start too.
        #expect(sundayStats.latestWeek == F.range("2026-11-22", "2026-11-28"))
        #expect(mondayStats.latestWeek == F.range("2026-11-16", "2026-11-22"))
    }

    @Test func rangesAcrossAYearEnd() throws {
        let entries = [
            F.entry("2025-12-27", "12:00", "A", kcal: 1_400),
            F.entry("2025-12-31", "23:30", "B", kcal: 2_600),
            F.entry("2026-01-01", "00:30", "C", kcal: 900),
            F.entry("2026-01-02", "12:00", "D", kcal: 2_000),
        ]
        let stats = NutritionStatistics(entries: entries)
        let period = stats.period(F.range("2025-12-30", "2026-01-02"))
        #expect(period.days.map(\.date.iso) == ["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"])
        // 2,600 + 900 + 2,000 = 5,500 kcal over 3 logged days (12-27 is outside).
        #expect(period.intake.totals.kcal == 5_500)
        #expect(period.intake.loggedDays == 3)
        // Monday-start week of 2025-12-30 is 12-29 … 01-04: the one week touching the range.
        #expect(period.weeks.map(\.week) == [F.range("2025-12-29", "2026-01-04")])
        // Its previous week 12-22 … 12-28 holds 12-27 only: 1,400 per logged day.
        #expect(period.weeks[0].previousAverageKcal == 1_400)
        // The 7-day window ending 2026-01-02 is 2025-12-27 … 2026-01-02, four logged days:
        // (1,400 + 2,600 + 900 + 2,000) / 4 = 1,725.
        let moving = try #require(period.days[3].movingAverage)
        #expect(moving.window == F.range("2025-12-27", "2026-01-02"))
        #expect(moving.kcal == 1_725)
        // Month selection across the year end: December 2025 has 31 days.
        #expect(try stats.resolve(.month(year: 2025, month: 12))?.dayCount == 31)
        // "Everything" runs from the first to the last day of the data.
        #expect(try stats.resolve(.all) == F.range("2025-12-27", "2026-01-02"))
        #expect(try stats.resolve(.lastDays(3)) == F.range("2025-12-31", "2026-01-02"))
    }
}
