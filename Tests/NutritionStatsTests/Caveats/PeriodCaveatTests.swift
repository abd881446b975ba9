import NutritionData
import Testing

@testable import NutritionStats

/// The rules decided once in the engine: which nutrient amounts are known, which days count, and the
/// caveats every front end words.
@Suite struct PeriodCaveatTests {
    typealias F = Fixtures

    static let week = DateRange(first: F.date("2026-11-16"), last: F.date("2026-11-22"))!

    static func unknownKcal(_ day: String, _ name: String) -> LogEntry {
        var entry = F.entry(day, "12:00", name, kcal: 0)
        entry.kcalKnown = false
        return entry
    }

    @Test func nutrientsAreKnownWithAnEntryOfNutrientsOrWhenNothingWasEaten() {
        #expect(IntakeTotals.zero.knownNutrients == .zero)
        let bare = IntakeTotals(entries: [F.entry("2026-11-16", "08:00", "Quick add", kcal: 300)])
        #expect(bare.knownNutrients == nil)
        let withFood = IntakeTotals(entries: [
            F.entry("2026-11-16", "08:00", "Quick add", kcal: 300),
            F.entry("2026-11-16", "08:00", "Oats", kcal: 150, id: 1, nutrients: [.sugar: 1, .sodium: 5]),
        ])
        #expect(withFood.knownNutrients?[.sugar] == 1)
        #expect(withFood.knownNutrients?[.sodium] == 5)
    }

    @Test func aDayCountsWithKnownKcalOrAsZeroWhenEmpty() {
        let excluded = StatsSettings()
        let zero = StatsSettings(unloggedDays: .countedAsZero)
        let onlyUnknown = IntakeTotals(entries: [Self.unknownKcal("2026-11-16", "Toast")])
        let someKnown = IntakeTotals(entries: [
            Self.unknownKcal("2026-11-16", "Toast"), F.entry("2026-11-16", "08:00", "Egg", kcal: 90),
        ])
        #expect(!excluded.counts(.zero))
        #expect(zero.counts(.zero))
        // Eaten, but of unknown kcal: never counted, not even as zero.
        #expect(!excluded.counts(onlyUnknown))
        #expect(!zero.counts(onlyUnknown))
        #expect(excluded.counts(someKnown))
        #expect(zero.counts(someKnown))
    }

    /// With unlogged days counted as zero and no day logged, every nutrient is a known 0 — sodium (with
    /// a Daily Value) and sugars (without one) alike.
    @Test func aPeriodWithoutEntriesCountedAsZeroHasZeroNutrients() throws {
        let stats = NutritionStatistics(entries: [], settings: StatsSettings(unloggedDays: .countedAsZero))
        let period = stats.period(Self.week)
        let average = try #require(period.intake.average)
        #expect(average.knownNutrients?[.sugar] == 0)
        #expect(average.knownNutrients?[.sodium] == 0)
        #expect(period.dailyValueReadings.first { $0.nutrient == .sodium }?.amount == 0)
        #expect(period.days.allSatisfy { $0.nutrients == .zero })
        #expect(
            period.caveats == [
                .notLogged(dates: Array(Self.week), treatment: .countedAsZero),
                .energySpentUnknown(days: 7),
                .stepsMissing(days: 7, periodDays: 7),
            ])
    }

    /// 16 Nov: Egg 90 kcal and Toast of unknown kcal; 17 Nov: Toast alone (unknown kcal); 18 Nov: a quick
    /// add of 500 kcal matching no food object. Counted: 16 and 18 (17 is logged, kcal unknown) →
    /// average (90 + 500) / 2 = 295 kcal, budget 2 × 2,000 − 590 = 3,410.
    @Test func aDayOfOnlyUnknownKcalIsLoggedButNotCounted() throws {
        let quickAdd = F.entry("2026-11-18", "19:00", "Cake", kcal: 500)
        let entries = [
            F.entry("2026-11-16", "08:00", "Egg", kcal: 90, id: 1, nutrients: [.protein: 6]),
            Self.unknownKcal("2026-11-16", "Toast"), Self.unknownKcal("2026-11-17", "Toast"), quickAdd,
        ]
        for unlogged in UnloggedDays.allCases {
            let stats = NutritionStatistics(entries: entries, settings: StatsSettings(unloggedDays: unlogged))
            let period = stats.period(Self.week)
            let day17 = period.days[1]
            #expect(day17.isLogged && !day17.isCounted && day17.hasUnknownKcal)
            #expect(day17.budget == nil && day17.nutrients == nil)
            #expect(period.intake.loggedDays == 3)
            if unlogged == .excluded {
                #expect(period.intake.countedDays == 2)
                #expect(period.intake.average?.kcal == 295)
                #expect(period.budget.remaining == 3_410)
            } else {
                // 16, 18 and the four empty days 19–22: 6 days.
                #expect(period.intake.countedDays == 6)
                #expect(period.budget.remaining == 6 * 2_000 - 590)
            }
            let notLogged = Array(Self.week).filter { $0 >= F.date("2026-11-19") }
            #expect(
                period.caveats == [
                    .notLogged(dates: notLogged, treatment: unlogged),
                    .kcalUnknown(dates: [F.date("2026-11-17")]),
                    .pastDataEnd(lastDay: F.date("2026-11-18"), daysAfter: 4),
                    // 17 Nov has no kcal, so no share: only 18 Nov (0 of 500 kcal) is listed.
                    .partialNutrientCoverage(share: 90.0 / 590.0, days: [.init(date: F.date("2026-11-18"), share: 0)]),
                    .entriesWithoutKcal(count: 2),
                    // The two Toasts and the Cake have no food object; only the Cake has kcal.
                    .entriesWithoutFoodObject(count: 3, kcal: 500),
                    .energySpentUnknown(days: period.intake.countedDays),
                    .stepsMissing(days: 7, periodDays: 7),
                ])
        }
    }

    /// Coverage below 100 % says whether food logs without nutrient columns are among the causes.
    @Test func partialCoverageNamesFoodLogsWithoutNutrients() {
        let daily = F.entry("2026-11-16", "00:00", "Day total", kcal: 1_800, source: .foodLog)
        let oats = F.entry("2026-11-17", "08:00", "Oats", kcal: 150, id: 1, nutrients: [.carbs: 27])
        let quickAdd = F.entry("2026-11-17", "12:00", "Quick add", kcal: 350)
        let week = NutritionStatistics(entries: [daily, oats, quickAdd]).period(Self.week)
        // 150 of 2,300 kcal have nutrients; the 16th (0 of 1,800) and the 17th (150 of 500).
        #expect(
            week.caveats.contains(
                .partialNutrientCoverage(
                    share: 150.0 / 2_300.0,
                    days: [
                        .init(date: F.date("2026-11-16"), share: 0),
                        .init(date: F.date("2026-11-17"), share: 150.0 / 500.0),
                    ],
                    fromFoodLogs: true)))
        let storageOnly = NutritionStatistics(entries: [oats, quickAdd]).period(Self.week)
        #expect(
            storageOnly.caveats.contains(
                .partialNutrientCoverage(
                    share: 150.0 / 500.0, days: [.init(date: F.date("2026-11-17"), share: 150.0 / 500.0)],
                    fromFoodLogs: false)))
    }
}
