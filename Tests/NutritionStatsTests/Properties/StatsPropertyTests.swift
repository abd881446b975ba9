import NutritionData
import NutritionStats
import PropertyBased
import Testing

/// Properties every period must have, checked on random logs.
@Suite struct StatsPropertyTests {
    typealias F = Fixtures
    static let start = Fixtures.date("2026-01-01")

    /// Random entries over 60 days from 2026-01-01: about half with nutrients.
    static let entries = zip(
        Gen.int(in: 0...59), Gen.int(in: 0...23), Gen.double(in: 0...1_500), Gen.bool,
        Gen.double(in: 0...200), Gen.double(in: 0...100), Gen.double(in: 0...80), Gen.double(in: 0...3_000)
    ).map { t in
        LogEntry(
            date: start.adding(days: t.0), time: LocalTime(hour: t.1, minute: 0) ?? .midnight,
            foodName: "Food \(t.1 % 5)",
            servings: 1, kcal: t.2,
            nutrients: t.3 ? NutrientVector([.carbs: t.4, .protein: t.5, .fat: t.6, .sodium: t.7]) : nil,
            source: .history
        )
    }.array(of: 0...120)

    /// A random range inside (or overlapping) the 60 days.
    static let ranges = zip(Gen.int(in: -5...59), Gen.int(in: 0...40)).map { first, length in
        DateRange(first: start.adding(days: first), last: start.adding(days: first + length)) ?? DateRange(day: start)
    }

    @Test func aPeriodsTotalIsTheSumOfItsDays() async {
        await propertyCheck(input: Self.entries, Self.ranges) { entries, range in
            let period = NutritionStatistics(entries: entries).period(range)
            var kcal = 0.0
            var nutrients = NutrientVector()
            var count = 0
            for day in period.days {
                kcal += day.intake.totals.kcal
                nutrients += day.intake.totals.nutrients
                count += day.intake.totals.entryCount
            }
            #expect(F.close(period.intake.totals.kcal, kcal))
            for nutrient in Nutrient.allCases {
                #expect(F.close(period.intake.totals.nutrients[nutrient], nutrients[nutrient]))
            }
            #expect(period.intake.totals.entryCount == count)
            // And each day's total is the sum of its entries.
            for day in period.days {
                #expect(F.close(day.intake.totals.kcal, day.intake.entries.map(\.kcal).reduce(0, +)))
                #expect(F.close(day.intake.totals.kcal, day.intake.meals.map(\.totals.kcal).reduce(0, +)))
            }
        }
    }

    @Test func averagesLieBetweenTheLowestAndHighestDay() async {
        await propertyCheck(input: Self.entries, Self.ranges, Gen<UnloggedDays>.case) { entries, range, unlogged in
            let period = NutritionStatistics(entries: entries, settings: StatsSettings(unloggedDays: unlogged))
                .period(range)
            guard let average = period.intake.average else {
                #expect(period.countedDays.isEmpty)
                return
            }
            let counted = period.countedDays
            let kcal = counted.map(\.intake.totals.kcal)
            #expect(average.kcal >= kcal.min()! && average.kcal <= kcal.max()!)
            for nutrient in Nutrient.allCases where nutrient != .calories {
                let amounts = counted.map { $0.intake.totals.nutrients[nutrient] }
                #expect(average.nutrients[nutrient] >= amounts.min()! && average.nutrients[nutrient] <= amounts.max()!)
            }
            if let moving = period.days.last?.movingAverage {
                let window = moving.window.compactMap { date in
                    period.days.first { $0.date == date && $0.isLogged }?.intake.totals.kcal
                }
                if window.count == moving.loggedDays {  // the whole window lies inside the period
                    #expect(moving.kcal >= window.min()! - 1e-9 && moving.kcal <= window.max()! + 1e-9)
                }
            }
        }
    }

    @Test func percentDailyValueScalesLinearlyWithIntake() async {
        await propertyCheck(input: Self.entries, Gen.double(in: 0.1...10)) { entries, factor in
            let scaled = entries.map { entry in
                var entry = entry
                entry.kcal *= factor
                entry.nutrients = entry.nutrients.map { $0 * factor }
                return entry
            }
            let range = DateRange(first: Self.start, last: Self.start.adding(days: 59)) ?? DateRange(day: Self.start)
            let base = NutritionStatistics(entries: entries).period(range)
            let times = NutritionStatistics(entries: scaled).period(range)
            for (a, b) in zip(base.dailyValueReadings, times.dailyValueReadings) {
                #expect((a.percent == nil) == (b.percent == nil))
                if let p = a.percent, let q = b.percent { #expect(F.close(q, p * factor)) }
            }
            for (dayA, dayB) in zip(base.days, times.days) {
                for (a, b) in zip(dayA.dailyValueReadings, dayB.dailyValueReadings) {
                    if let p = a.percent, let q = b.percent { #expect(F.close(q, p * factor)) }
                }
            }
        }
    }

    @Test func remainingPlusIntakeIsGoalTimesDays() async {
        await propertyCheck(
            input: Self.entries, Self.ranges, Gen.double(in: 800...4_000), Gen.bool, Gen<UnloggedDays>.case
        ) { entries, range, goal, credit, unlogged in
            let activity = (0..<60).map {
                DayActivity(date: Self.start.adding(days: $0), activeKcal: Double($0 * 17 % 900))
            }
            let settings = StatsSettings(kcalGoal: goal, activityCredit: credit, unloggedDays: unlogged)
            let period = NutritionStatistics(entries: entries, activity: activity, settings: settings).period(range)
            let budget = period.budget
            #expect(budget.days == period.intake.countedDays)
            #expect(
                F.close(budget.remaining + budget.intake - (budget.activityCredit ?? 0), goal * Double(budget.days)))
            for day in period.days {
                guard let dayBudget = day.budget else { continue }
                #expect(F.close(dayBudget.remaining + dayBudget.intake - (dayBudget.activityCredit ?? 0), goal))
            }
        }
    }

    @Test func macroSplitAddsUpToAHundredPercent() async {
        await propertyCheck(input: Gen.double(in: 0...500), Gen.double(in: 0...500), Gen.double(in: 0...500)) {
            c, p, f in
            guard let split = MacroSplit(carbs: c, protein: p, fat: f) else {
                #expect(c == 0 && p == 0 && f == 0)
                return
            }
            #expect(abs(split.carbsPercent + split.proteinPercent + split.fatPercent - 100) < 1e-9)
            for share in [split.carbsPercent, split.proteinPercent, split.fatPercent] {
                #expect(share >= 0 && share <= 100)
            }
        }
    }

    @Test func compensatedSumIsWithinOneUlpOfTheExactSum() async {
        // Terms in [1, 4096) are integer multiples of 2⁻⁵²; scaled by 2⁵² each is an integer below
        // 2⁶⁴, so a few thousand of them add up exactly in Int128. The compensated sum must be
        // within one unit in the last place of the correctly rounded exact sum.
        await propertyCheck(input: Gen.double(in: 1..<4_096).array(of: 1...3_000)) { terms in
            let scale = Double(sign: .plus, exponent: 52, significand: 1)
            var exact: Int128 = 0
            for term in terms { exact += Int128(term * scale) }
            let reference = Double(exact) / scale
            let sum = terms.compensatedSum
            #expect(abs(sum - reference) <= reference.ulp)
        }
    }
}
