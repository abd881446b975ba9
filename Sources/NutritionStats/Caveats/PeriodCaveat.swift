import NutritionData

/// Something the figures of a period leave out, assume or can only bound — decided here, once, for
/// every front end. `stats` (table, CSV, JSON) and the report word these facts in their own style; they
/// never work them out again. ``PeriodStatistics/caveats`` lists them in the order below.
public enum PeriodCaveat: Sendable, Equatable {
    /// Days of the period without any entry, and how they were treated (``StatsSettings/unloggedDays``).
    case notLogged(dates: [LocalDate], treatment: UnloggedDays)
    /// Days with entries that were all logged without kcal: eaten, but of unknown intake, so they are
    /// left out of averages, the budget and the energy balance like days not logged, whatever
    /// ``StatsSettings/unloggedDays`` says (``StatsSettings/counts(_:)``).
    case kcalUnknown(dates: [LocalDate])
    /// The period runs `daysAfter` days past `lastDay`, the last day with any food entry or activity.
    case pastDataEnd(lastDay: LocalDate, daysAfter: Int)
    /// Every nutrient with data is known for at least `share` of the logged kcal (``IntakeTotals/coverage``),
    /// and `share` is below 1 — or some entry without kcal does not report a nutrient others report — so
    /// some nutrient amounts and %DV are lower bounds (``NutrientAmount/Certainty/lowerBound``); `days`
    /// are the days below 1 with their own share (a day without kcal counts as 0). `fromFoodLogs` says
    /// whether some of the entries without nutrients come from food logs without nutrient columns (not
    /// only entries without a food object).
    case partialNutrientCoverage(share: Double, days: [DayShare], fromFoodLogs: Bool = false)
    /// Some entries with nutrients do not report these `nutrients` (a food log without their column or
    /// with an empty cell, an Apple Health export without any record of them;
    /// ``IntakeTotals/unreportedNutrients``) on `days`: there and in the period's totals and averages
    /// their amounts are lower bounds where other entries report them, and unknown — not 0 — where
    /// none does (``NutrientTally/stated(entryCount:kcal:)``).
    case nutrientsNotReported(nutrients: [Nutrient], days: [LocalDate])
    /// No entry reports these `nutrients` anywhere in the period (a food log without their column,
    /// an Apple Health export without any record of them) though some entries have nutrients: their
    /// amounts are unknown — not 0 — on every day and for the period.
    case nutrientsNeverReported(nutrients: [Nutrient])
    /// `count` entries were logged without kcal, so every kcal figure is a lower bound.
    case entriesWithoutKcal(count: Int)
    /// `count` entries of the shortcut's own files (`kcal` kcal together) matched no food object: their
    /// nutrients are unknown.
    case entriesWithoutFoodObject(count: Int, kcal: Double)
    /// `count` entries without a food id were matched to a food object by name.
    case entriesMatchedByName(count: Int)
    /// Resting energy was not recorded on `days` counted days and counts as 0 kcal (spent is too low).
    case restingEnergyMissing(days: Int)
    /// Resting energy on `days` counted days is the configured `kcal` a day (``StatsSettings/restingKcal``).
    case restingEnergyConfigured(days: Int, kcal: Double)
    /// Spent energy on `days` counted days is the activity file's total with resting included.
    case restingEnergyInTotal(days: Int)
    /// On `dates`, that total (resting included) is below `floor` kcal — less than a whole day's resting
    /// energy (``EnergyBalance/implausibleTotalFloor(configuredResting:)``): the tracker did not count the
    /// whole day (Google Fit's daily `Calories (kcal)` can be far below a day's energy), so spent energy
    /// is too low and the balance too high on those days. The figures keep the file's total.
    case totalEnergyBelowResting(dates: [LocalDate], floor: Double)
    /// Active energy was not recorded on `days` counted days and counts as 0 kcal.
    case activeEnergyMissing(days: Int)
    /// On `days` counted days nothing is known of energy spent: no energy balance there.
    case energySpentUnknown(days: Int)
    /// `days` of the period's `periodDays` have no step data (all of them when no step data at all).
    case stepsMissing(days: Int, periodDays: Int)
    /// Active kcal are added back to the budget (``StatsSettings/activityCredit``).
    case activityCredit

    /// A day and a share (0…1).
    public struct DayShare: Sendable, Equatable {
        public var date: LocalDate
        public var share: Double
    }

    /// The caveats of a period's figures, in the order of the cases above.
    static func caveats(
        days: [DayStatistics], intake: PeriodIntake, energy: EnergyBalanceTotals, steps: StepsSummary,
        settings: StatsSettings, dataSpan: DateRange?
    ) -> [PeriodCaveat] {
        var caveats: [PeriodCaveat] = []
        let notLogged = days.filter { !$0.isLogged }.map(\.date)
        if !notLogged.isEmpty { caveats.append(.notLogged(dates: notLogged, treatment: settings.unloggedDays)) }
        let kcalUnknown = days.filter(\.hasUnknownKcal).map(\.date)
        if !kcalUnknown.isEmpty { caveats.append(.kcalUnknown(dates: kcalUnknown)) }
        if let dataSpan, let last = days.last?.date, last > dataSpan.last {
            caveats.append(.pastDataEnd(lastDay: dataSpan.last, daysAfter: dataSpan.last.distance(to: last)))
        }
        let hasLowerBound = Nutrient.allCases.contains { intake.totals.nutrientAmount($0).isLowerBound }
        if let coverage = intake.totals.coverage, coverage < 1 || hasLowerBound {
            let partial = days.compactMap { day -> DayShare? in
                guard let share = day.intake.totals.coverage, share < 1 else { return nil }
                return DayShare(date: day.date, share: share)
            }
            let fromFoodLogs = days.contains { day in
                day.intake.entries.contains { $0.source == .foodLog && $0.nutrients == nil }
            }
            caveats.append(.partialNutrientCoverage(share: coverage, days: partial, fromFoodLogs: fromFoodLogs))
        }
        let unreported = intake.totals.unreportedNutrients
        let never = unreported.filter { intake.totals.nutrientAmount($0).certainty == .unknown }
        let partly = unreported.filter { !never.contains($0) }
        if !partly.isEmpty {
            let dates = days.filter { !$0.intake.totals.unreportedNutrients.intersection(NutrientSet(partly)).isEmpty }
                .map(\.date)
            caveats.append(.nutrientsNotReported(nutrients: partly, days: dates))
        }
        if !never.isEmpty { caveats.append(.nutrientsNeverReported(nutrients: never)) }
        if intake.totals.entriesWithUnknownKcal > 0 {
            caveats.append(.entriesWithoutKcal(count: intake.totals.entriesWithUnknownKcal))
        }
        let entries = days.flatMap(\.intake.entries)
        let withoutFood = entries.filter { $0.match == .none && $0.source != .foodLog }
        if !withoutFood.isEmpty {
            caveats.append(
                .entriesWithoutFoodObject(count: withoutFood.count, kcal: withoutFood.map(\.kcal).reduce(0, +)))
        }
        let byName = entries.filter { $0.match == .byName }.count
        if byName > 0 { caveats.append(.entriesMatchedByName(count: byName)) }
        if let missing = energy.daysByRestingSource[.missing] { caveats.append(.restingEnergyMissing(days: missing)) }
        if let configured = energy.daysByRestingSource[.configured] {
            caveats.append(.restingEnergyConfigured(days: configured, kcal: settings.restingKcal ?? 0))
        }
        if let total = energy.daysByRestingSource[.includedInTotal] {
            caveats.append(.restingEnergyInTotal(days: total))
        }
        let floor = EnergyBalance.implausibleTotalFloor(configuredResting: settings.restingKcal)
        let lowTotals = days.filter { day in
            guard let balance = day.energy else { return false }
            return balance.restingSource == .includedInTotal && balance.spent < floor
        }.map(\.date)
        if !lowTotals.isEmpty { caveats.append(.totalEnergyBelowResting(dates: lowTotals, floor: floor)) }
        if energy.daysWithoutActive > 0 { caveats.append(.activeEnergyMissing(days: energy.daysWithoutActive)) }
        if intake.countedDays > energy.days {
            caveats.append(.energySpentUnknown(days: intake.countedDays - energy.days))
        }
        if days.count > steps.days {
            caveats.append(.stepsMissing(days: days.count - steps.days, periodDays: days.count))
        }
        if settings.activityCredit { caveats.append(.activityCredit) }
        return caveats
    }
}
