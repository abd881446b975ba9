import NutritionData
import NutritionStats
import Testing

@Suite struct EnergyBalanceTests {
    typealias F = Fixtures
    let day = Fixtures.date("2026-11-16")

    @Test func activePlusRestingFromData() throws {
        let activity = DayActivity(date: day, activeKcal: 600, restingKcal: 1_700, totalKcal: 2_900)
        let balance = try #require(EnergyBalance(intake: 2_000, activity: activity, configuredResting: 1_500))
        // Both recorded: spent 600 + 1,700 = 2,300 (the total and the configured value are not used).
        #expect(balance.spent == 2_300 && balance.restingSource == .data)
        // net 2,000 − 2,300 = −300: a deficit.
        #expect(balance.net == -300 && balance.direction == .deficit)
    }

    @Test func googleFitTotalWhenRestingIsMissing() throws {
        let activity = DayActivity(date: day, totalKcal: 1_490.45)
        let balance = try #require(EnergyBalance(intake: 1_800, activity: activity, configuredResting: 1_500))
        // Total with resting included: spent 1,490.45, net 1,800 − 1,490.45 = 309.55, a surplus.
        #expect(balance.spent == 1_490.45 && balance.restingSource == .includedInTotal)
        #expect(F.close(balance.net, 309.55) && balance.direction == .surplus)
        #expect(balance.active == nil && balance.resting == 0)
    }

    @Test func configuredRestingWhenTheDataHasNone() throws {
        let activity = DayActivity(date: day, steps: 8_000, activeKcal: 400)
        let balance = try #require(EnergyBalance(intake: 2_000, activity: activity, configuredResting: 1_600))
        // 400 + 1,600 = 2,000: net 0, balanced.
        #expect(balance.spent == 2_000 && balance.restingSource == .configured)
        #expect(balance.direction == .balanced)
    }

    @Test func missingRestingCountsAsZeroAndIsSaid() throws {
        let activity = DayActivity(date: day, activeKcal: 400)
        let balance = try #require(EnergyBalance(intake: 2_000, activity: activity, configuredResting: nil))
        #expect(balance.spent == 400 && balance.resting == 0 && balance.restingSource == .missing)
        #expect(balance.net == 1_600 && balance.direction == .surplus)
    }

    @Test func restingOnlyOrNothingKnown() throws {
        // Resting recorded, active not: spent is the resting energy.
        let resting = try #require(
            EnergyBalance(
                intake: 1_000, activity: DayActivity(date: day, restingKcal: 1_650),
                configuredResting: nil))
        #expect(resting.spent == 1_650 && resting.restingSource == .data && resting.active == nil)
        // Only the configured resting value: spent 1,500.
        let configured = try #require(EnergyBalance(intake: 1_000, activity: nil, configuredResting: 1_500))
        #expect(configured.spent == 1_500 && configured.restingSource == .configured)
        // Nothing known about spending: no balance.
        #expect(
            EnergyBalance(intake: 1_000, activity: DayActivity(date: day, steps: 500), configuredResting: nil) == nil)
        #expect(EnergyBalance(intake: 1_000, activity: nil, configuredResting: nil) == nil)
    }

    @Test func balancedMeansNetRoundsToZero() {
        #expect(BalanceDirection(net: 0.49) == .balanced)
        #expect(BalanceDirection(net: -0.49) == .balanced)
        #expect(BalanceDirection(net: 0.5) == .surplus)
        #expect(BalanceDirection(net: -0.5) == .deficit)
    }

    @Test func periodTotalsOverCountedDaysWithSpending() {
        let entries = [
            F.entry("2026-11-16", "08:00", "A", kcal: 2_000),
            F.entry("2026-11-17", "08:00", "B", kcal: 2_500),
            F.entry("2026-11-18", "08:00", "C", kcal: 1_500),
        ]
        let activity = [
            DayActivity(date: F.date("2026-11-16"), activeKcal: 500, restingKcal: 1_700),  // spent 2,200
            DayActivity(date: F.date("2026-11-17"), totalKcal: 2_100),  // spent 2,100
            DayActivity(date: F.date("2026-11-18"), steps: 3_000),  // no energy: no balance
            DayActivity(date: F.date("2026-11-19"), activeKcal: 800),  // not logged: not counted
        ]
        let period = NutritionStatistics(entries: entries, activity: activity).period(
            F.range("2026-11-16", "2026-11-19"))
        #expect(period.days.map { $0.energy?.net } == [-200, 400, nil, nil])
        // Two days: intake 2,000 + 2,500 = 4,500; spent 2,200 + 2,100 = 4,300; net +200, a surplus.
        #expect(period.energy.days == 2)
        #expect(period.energy.intake == 4_500 && period.energy.spent == 4_300)
        #expect(period.energy.net == 200 && period.energy.direction == .surplus)
        #expect(period.energy.averageNet == 100)
        // Per day with a balance: intake 4,500 / 2 = 2,250; spent 4,300 / 2 = 2,150; active 500 / 2 = 250.
        #expect(period.energy.averageIntake == 2_250 && period.energy.averageSpent == 2_150)
        #expect(period.energy.averageActive == 250 && period.energy.averageResting == 850)
        #expect(period.energy.active == 500 && period.energy.resting == 1_700)
        #expect(period.energy.daysByRestingSource == [.data: 1, .includedInTotal: 1])
        #expect(period.energy.daysWithoutActive == 0)

        // With a configured resting value, the 18th gains a balance: 0 active + 1,600 resting.
        let configured = NutritionStatistics(
            entries: entries, activity: activity,
            settings: StatsSettings(restingKcal: 1_600)
        )
        .period(F.range("2026-11-16", "2026-11-19"))
        #expect(configured.days[2].energy?.spent == 1_600)
        #expect(configured.energy.days == 3)
        #expect(configured.energy.daysWithoutActive == 1)
        #expect(configured.energy.daysByRestingSource[.configured] == 1)
    }

    /// Google Fit's daily `Calories (kcal)` can be far below a day's energy: a total (resting included)
    /// below the floor — 1,000 kcal, or the configured resting value — is flagged, not changed.
    @Test func totalsBelowRestingAreFlagged() throws {
        let entries = ["2026-11-16", "2026-11-17", "2026-11-18"].map { F.entry($0, "08:00", "Meal", kcal: 2_100) }
        let activity = [
            DayActivity(date: F.date("2026-11-16"), totalKcal: 312.4),  // far below: flagged
            DayActivity(date: F.date("2026-11-17"), totalKcal: 1_000),  // at the floor: not below it
            DayActivity(date: F.date("2026-11-18"), totalKcal: 1_450),  // below only a configured 1,500
        ]
        let range = F.range("2026-11-16", "2026-11-18")
        let period = NutritionStatistics(entries: entries, activity: activity).period(range)
        // The figures keep the file's totals: net 2,100 − 312.4 = 1,787.6 on the 16th.
        #expect(period.days.map { $0.energy?.spent } == [312.4, 1_000, 1_450])
        #expect(period.days[0].energy?.net == 1_787.6)
        #expect(period.caveats.contains(.restingEnergyInTotal(days: 3)))
        #expect(period.caveats.contains(.totalEnergyBelowResting(dates: [F.date("2026-11-16")], floor: 1_000)))
        let configured = NutritionStatistics(
            entries: entries, activity: activity, settings: StatsSettings(restingKcal: 1_500)
        )
        .period(range)
        #expect(
            configured.caveats.contains(
                .totalEnergyBelowResting(
                    dates: [F.date("2026-11-16"), F.date("2026-11-17"), F.date("2026-11-18")],
                    floor: 1_500)))
        // Recorded active + resting is not a total: never flagged, however low.
        let split = NutritionStatistics(
            entries: entries, activity: [DayActivity(date: F.date("2026-11-16"), activeKcal: 10, restingKcal: 300)]
        )
        .period(range)
        #expect(!split.caveats.contains { if case .totalEnergyBelowResting = $0 { true } else { false } })
        #expect(EnergyBalance.implausibleTotalFloor(configuredResting: nil) == 1_000)
        #expect(EnergyBalance.implausibleTotalFloor(configuredResting: 1_650) == 1_650)
    }
}
