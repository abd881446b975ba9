import NutritionData

/// Every figure of one day.
///
/// A day is *counted* when ``StatsSettings/counts(_:)`` says so: when it has an entry of known kcal, or
/// has no entry and unlogged days count as zero. The budget, %DV amounts and energy balance exist for
/// counted days only; a day that is not counted is shown as "not logged" (or, when its entries were
/// all logged without kcal, as "kcal unknown").
public struct DayStatistics: Sendable, Equatable {
    /// The local date.
    public var date: LocalDate
    /// Entries, meals and totals.
    public var intake: DayIntake
    /// Whether the day takes part in averages, budgets and balances.
    public var isCounted: Bool
    /// Remaining energy for the day; nil when the day is not counted.
    public var budget: Budget?
    /// The day's nutrient sums when the day is counted and some are known
    /// (``IntakeTotals/knownNutrients``); nil otherwise. Energy is ``DayIntake/totals``' `kcal`. Write
    /// amounts through ``nutrientAmount(_:)``, which says which are lower bounds.
    public var nutrients: NutrientVector?
    /// One reading per Daily Value. Amounts are nil when the day is not counted, and (except energy)
    /// when no entry reports the nutrient; lower bounds when only some entries report it.
    public var dailyValueReadings: [DailyValueReading]
    /// Energy shares of carbohydrate, protein and fat; nil with no macronutrient grams.
    public var macroSplit: MacroSplit?
    /// The shortcut's gram and milligram breakdown; nil when no entry of the day has nutrients.
    public var gramBreakdown: GramBreakdown?
    /// What the activity files say about the day; nil when they have nothing for it.
    public var activity: DayActivity?
    /// Intake against energy spent; nil when the day is not counted or nothing is known of spending.
    public var energy: EnergyBalance?
    /// Steps as a share of the steps goal (1 = reached); nil without step data.
    public var stepsProgress: Double?
    /// The 7-day moving average ending on this day (see ``MovingAverage``).
    public var movingAverage: MovingAverage?

    /// Whether the day has at least one entry.
    public var isLogged: Bool { intake.isLogged }

    /// Whether the day is logged but not counted because every entry was logged without kcal.
    public var hasUnknownKcal: Bool { isLogged && !isCounted }

    /// The day's amount of `nutrient` as the engine states it (``IntakeTotals/nutrientAmount(_:)``);
    /// unknown when the day is not counted.
    public func nutrientAmount(_ nutrient: Nutrient) -> NutrientAmount {
        guard isCounted else { return .unknown }
        return intake.totals.nutrientAmount(nutrient)
    }

    /// The day's amount of any nutrient (``IntakeTotals/nutrientAmount(of:)``); unknown when the day
    /// is not counted.
    public func nutrientAmount(of nutrient: NutrientIdentity) -> NutrientAmount {
        guard isCounted else { return .unknown }
        return intake.totals.nutrientAmount(of: nutrient)
    }

    /// The day's readings of `nutrients` against `dailyValues` (a period's table, its order).
    public func nutrientReadings(of nutrients: [NutrientIdentity], dailyValues: DailyValueTable) -> [NutrientReading] {
        dailyValues.readings(of: nutrients) { nutrientAmount(of: $0) }
    }

    /// The flagged readings of the day (over a limit or under a target).
    public var flags: [DailyValueReading] { dailyValueReadings.filter { $0.flag != nil } }

    /// The figures of the day with `intake` and `activity`.
    /// `movingAverage` is given by the caller, which can see the days before.
    init(intake: DayIntake, activity: DayActivity?, movingAverage: MovingAverage?, settings: StatsSettings) {
        let totals = intake.totals
        let counted = settings.counts(totals)
        self.date = intake.date
        self.intake = intake
        self.isCounted = counted
        self.activity = activity
        self.movingAverage = movingAverage
        self.stepsProgress = activity?.steps.map { $0 / settings.stepsGoal }
        let nutrients = counted ? totals.knownNutrients : nil
        self.nutrients = nutrients
        self.dailyValueReadings = settings.dailyValues.readings { nutrient in
            guard counted else { return .unknown }
            return totals.nutrientAmount(nutrient)
        }
        self.macroSplit = counted ? totals.macroSplit : nil
        self.gramBreakdown = totals.hasNutrientData ? GramBreakdown(totals.nutrients) : nil
        if counted {
            let credit = settings.activityCredit ? (activity?.activeKcal ?? 0) : nil
            self.budget = Budget(days: 1, goalPerDay: settings.kcalGoal, intake: totals.kcal, activityCredit: credit)
            self.energy = EnergyBalance(
                intake: totals.kcal, activity: activity, configuredResting: settings.restingKcal)
        } else {
            self.budget = nil
            self.energy = nil
        }
    }
}
