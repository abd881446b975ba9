import Foundation
import NutritionData
import NutritionStats

/// The JSON form of a period's figures (schema `nutristats-stats/1`): the period, the settings, one
/// object per day, a summary and notes. Keys are snake_case and sorted; numbers are rounded like the
/// table and CSV; keys whose figure is unknown are left out.
package struct StatsJSONDocument: Encodable {
    package static let schemaName = "nutristats-stats/1"

    package var schema = StatsJSONDocument.schemaName
    package var period: PeriodJSON
    package var settings: SettingsJSON
    package var days: [DayJSON]
    package var summary: SummaryJSON
    package var notes: [String]
    /// The body figures, when body files were given (``BodyJSON``).
    package var body: BodyJSON?
    /// Where the nutrient of `--nutrient` came from (``NutrientSourcesJSON``).
    package var nutrientSources: NutrientSourcesJSON?

    package init(_ view: StatsView) {
        let figures = view.figures
        period = PeriodJSON(
            first: figures.range.first.iso, last: figures.range.last.iso, days: figures.range.dayCount,
            selection: view.selectionKind)
        settings = SettingsJSON(figures.settings)
        let others = view.otherNutrients
        days = figures.days.map { DayJSON($0, others: others, dailyValues: figures.settings.dailyValues) }
        summary = SummaryJSON(figures, others: others)
        notes = view.notes
        body = view.body.map(BodyJSON.init)
        nutrientSources = view.nutrientSources.map(NutrientSourcesJSON.init)
    }

    /// Pretty-printed JSON with sorted keys and a final newline (``JSONOutput``). Every number is
    /// finite (a figure that is not is left out as unknown), so encoding cannot fail on one; names are
    /// kept exact, their control characters written as escapes.
    package func encoded() throws(EncodingFault) -> String {
        try JSONOutput.encoded(self)
    }
}

package struct PeriodJSON: Encodable {
    package var first: String
    package var last: String
    package var days: Int
    package var selection: String
}

package struct SettingsJSON: Encodable {
    package var kcalGoal: Double?
    package var dailyValues: String
    package var customTargets: [String]
    package var weekStart: String
    package var activityCredit: Bool
    package var unloggedDays: String
    package var restingKcal: Double?
    package var stepsGoal: Double?

    package init(_ settings: StatsSettings) {
        kcalGoal = FigureKind.kcal.rounded(settings.kcalGoal)
        dailyValues = settings.dailyValues.name
        customTargets = settings.dailyValues.customNutrients.sorted().map(StatsView.column)
        weekStart = settings.weekStart.rawValue
        activityCredit = settings.activityCredit
        unloggedDays = settings.unloggedDays.rawValue
        restingKcal = settings.restingKcal.flatMap(FigureKind.kcal.rounded)
        stepsGoal = FigureKind.steps.rounded(settings.stepsGoal)
    }
}

package struct DayJSON: Encodable {
    package var date: String
    package var weekday: String
    package var logged: Bool
    package var counted: Bool
    package var entries: Int
    package var meals: [MealJSON]
    package var kcal: Double?
    package var remainingKcal: Double?
    package var activityCreditKcal: Double?
    package var coveragePct: Double?
    package var nutrients: [String: Double?]?
    package var nutrientCoverage: [String: NutrientCoverageJSON]?
    package var macroSplitPct: MacroSplitJSON?
    package var gramBreakdownPct: GramBreakdownJSON?
    package var dailyValues: [DailyValueJSON]
    package var flags: [String]
    package var energy: EnergyJSON?
    package var activity: ActivityJSON?
    package var sevenDayAverage: MovingAverageJSON?

    /// The day's figures; `others` are the nutrients beyond the 17 it adds to `nutrients`,
    /// `nutrient_coverage`, `daily_values` (those with a value in `dailyValues`) and `flags`.
    package init(
        _ day: DayStatistics, others: [NutrientIdentity] = [], dailyValues table: DailyValueTable = .fdaCurrent
    ) {
        let totals = day.intake.totals
        date = day.date.iso
        weekday = day.date.weekday.shortName
        logged = day.isLogged
        counted = day.isCounted
        entries = totals.entryCount
        meals = day.intake.meals.map(MealJSON.init)
        if day.isCounted {
            kcal = FigureKind.kcal.rounded(totals.kcal)
            if day.nutrients != nil { nutrients = StatsView.nutrientObject(day.nutrientAmount) }
            nutrientCoverage = StatsView.nutrientCoverageObject(day.nutrientAmount)
        }
        remainingKcal = day.budget.flatMap { FigureKind.kcal.rounded($0.remaining) }
        activityCreditKcal = day.budget?.activityCredit.flatMap(FigureKind.kcal.rounded)
        coveragePct = totals.coverage.flatMap { FigureKind.percent.rounded($0 * 100) }
        macroSplitPct = day.macroSplit.map(MacroSplitJSON.init)
        gramBreakdownPct = day.gramBreakdown.map(GramBreakdownJSON.init)
        dailyValues = day.dailyValueReadings.map { DailyValueJSON($0, flaggedDays: nil) }
        flags = day.dailyValueReadings.compactMap { reading in
            StatsView.flagName(reading).map { StatsView.column(reading.nutrient) + ":" + $0 }
        }
        if day.isCounted {
            nutrients = nutrients.map {
                $0.merging(StatsView.nutrientObject(others, day.nutrientAmount(of:))) { a, _ in a }
            }
            nutrientCoverage = nutrientCoverage?.merging(
                StatsView.nutrientCoverageObject(others, day.nutrientAmount(of:))
            ) { a, _ in a }
        }
        for reading in day.nutrientReadings(of: others, dailyValues: table) where reading.dailyValue != nil {
            self.dailyValues.append(DailyValueJSON(reading, flaggedDays: nil))
            if let flag = StatsView.flagName(reading) { flags.append(StatsView.column(reading.nutrient) + ":" + flag) }
        }
        energy = day.energy.map(EnergyJSON.init)
        activity = day.activity.map { ActivityJSON($0, progress: day.stepsProgress) }
        sevenDayAverage = day.movingAverage.map(MovingAverageJSON.init)
    }
}

package struct MealJSON: Encodable {
    /// `08:15`; null when the food log gives no time.
    package var time: String?
    /// The meal's name when the food log names it (`Breakfast`); absent for meals grouped by time.
    package var name: String?
    package var kcal: Double?
    package var coveragePct: Double?
    package var foods: [FoodJSON]

    private enum CodingKeys: String, CodingKey { case time, name, kcal, coveragePct, foods }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(kcal, forKey: .kcal)
        try container.encodeIfPresent(coveragePct, forKey: .coveragePct)
        try container.encode(foods, forKey: .foods)
    }

    package init(_ meal: Meal) {
        time = meal.knownTime?.description
        name = meal.name
        kcal = FigureKind.kcal.rounded(meal.totals.kcal)
        coveragePct = meal.totals.coverage.flatMap { FigureKind.percent.rounded($0 * 100) }
        foods = meal.entries.map(FoodJSON.init)
    }
}

package struct FoodJSON: Encodable {
    package var name: String
    package var id: String?
    package var servings: Double?
    /// The amount as the food log wrote it (`1.50 cup`); absent for the shortcut's entries.
    package var amount: String?
    package var kcal: Double?
    package var nutrientsKnown: Bool
    package var source: String

    package init(_ entry: LogEntry) {
        name = entry.foodName
        id = entry.foodID?.text
        servings = FigureKind.countAverage.rounded(entry.servings)
        amount = entry.amount
        kcal = FigureKind.kcal.rounded(entry.kcal)
        nutrientsKnown = entry.hasNutrients
        source = entry.source.rawValue
    }
}

/// A nutrient's coverage and whether its amount is a lower bound:
/// `{"coverage_pct": 62, "lower_bound": true}`; `coverage_pct` is left out without kcal.
package struct NutrientCoverageJSON: Encodable {
    package var coveragePct: Double?
    package var lowerBound: Bool

    package init(_ amount: NutrientAmount) {
        coveragePct = amount.coverage.flatMap { FigureKind.percent.rounded($0 * 100) }
        lowerBound = amount.isLowerBound
    }
}

package struct MacroSplitJSON: Encodable {
    package var carbs: Double?
    package var protein: Double?
    package var fat: Double?

    package init(_ split: MacroSplit) {
        carbs = FigureKind.percent.rounded(split.carbsPercent)
        protein = FigureKind.percent.rounded(split.proteinPercent)
        fat = FigureKind.percent.rounded(split.fatPercent)
    }
}

package struct GramBreakdownJSON: Encodable {
    /// Share of the gram group per nutrient column (`carbs_g`: 60).
    package var grams: [String: Double]?
    /// Share of the milligram group per nutrient column (vitamin A converted to mg).
    package var milligrams: [String: Double]?

    package init(_ breakdown: GramBreakdown) {
        func object(_ shares: [GramBreakdown.Share]?) -> [String: Double]? {
            shares.map {
                Dictionary(
                    uniqueKeysWithValues: $0.compactMap { share in
                        FigureKind.percent.rounded(share.percent).map { (StatsView.column(share.nutrient), $0) }
                    })
            }
        }
        grams = object(breakdown.grams)
        milligrams = object(breakdown.milligrams)
    }
}

package struct DailyValueJSON: Encodable {
    package var nutrient: String
    package var amount: Double?
    package var dailyValue: Double?
    package var kind: String
    /// Whether the value came from custom targets (period summary only).
    package var custom: Bool?
    package var pct: Double?
    package var flag: String?
    /// True when the amount and %DV are lower bounds; left out otherwise.
    package var lowerBound: Bool?
    package var flaggedDays: Int?
    /// True when `flagged_days` is a lower bound (``PeriodStatistics/flaggedDaysIsLowerBound(_:)``); left out otherwise.
    package var flaggedDaysLowerBound: Bool?
    /// Whether this is the period's reading, which always has `flagged_days` (null when unknown); a
    /// day's reading has none.
    private var isPeriod: Bool

    private enum CodingKeys: String, CodingKey {
        case nutrient, amount, dailyValue, kind, custom, pct, flag, lowerBound, flaggedDays, flaggedDaysLowerBound
    }

    /// Unknown amounts, %DV and days flagged are written as null, as every unknown figure of `stats`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(nutrient, forKey: .nutrient)
        try container.encode(amount, forKey: .amount)
        try container.encodeIfPresent(dailyValue, forKey: .dailyValue)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(custom, forKey: .custom)
        try container.encode(pct, forKey: .pct)
        try container.encodeIfPresent(flag, forKey: .flag)
        try container.encodeIfPresent(lowerBound, forKey: .lowerBound)
        if isPeriod { try container.encode(flaggedDays, forKey: .flaggedDays) }
        try container.encodeIfPresent(flaggedDaysLowerBound, forKey: .flaggedDaysLowerBound)
    }

    /// A day's reading (`flaggedDays` nil) or, with `period`, the period's.
    package init(
        _ reading: DailyValueReading, flaggedDays: Int?, flaggedDaysLowerBound: Bool = false, custom: Bool? = nil,
        period: Bool = false
    ) {
        let certainty: NutrientAmount.Certainty =
            reading.amount == nil ? .unknown : reading.isLowerBound ? .lowerBound : .exact
        self.init(
            NutrientReading(
                nutrient: .known(KnownNutrient(reading.nutrient)),
                intake: NutrientAmount(certainty: certainty, value: reading.amount ?? 0, coverage: reading.coverage),
                dailyValue: reading.dailyValue.catalogueValue),
            flaggedDays: flaggedDays, flaggedDaysLowerBound: flaggedDaysLowerBound, custom: custom, period: period)
    }

    /// Any nutrient's reading, which must have a Daily Value: a day's (`flaggedDays` nil) or, with
    /// `period`, the period's.
    package init(
        _ reading: NutrientReading, flaggedDays: Int?, flaggedDaysLowerBound: Bool = false, custom: Bool? = nil,
        period: Bool = false
    ) {
        isPeriod = period
        let kind = FigureKind.anyNutrient(reading.nutrient)
        nutrient = StatsView.column(reading.nutrient)
        amount = reading.intake.value.flatMap(kind.rounded)
        dailyValue = reading.dailyValue.flatMap { kind.rounded($0.amount) }
        self.kind = reading.dailyValue?.kind.rawValue ?? ""
        self.custom = custom
        pct = reading.percent.flatMap(FigureKind.percent.rounded)
        flag = StatsView.flagName(reading)
        lowerBound = reading.intake.isLowerBound ? true : nil
        self.flaggedDays = flaggedDays
        self.flaggedDaysLowerBound = flaggedDaysLowerBound && flaggedDays != nil ? true : nil
    }
}

package struct EnergyJSON: Encodable {
    package var intakeKcal: Double?
    package var activeKcal: Double?
    package var restingKcal: Double?
    package var restingSource: String
    package var spentKcal: Double?
    package var netKcal: Double?
    package var balance: String

    package init(_ energy: EnergyBalance) {
        intakeKcal = FigureKind.kcal.rounded(energy.intake)
        activeKcal = energy.active.flatMap(FigureKind.kcal.rounded)
        restingKcal = FigureKind.kcal.rounded(energy.resting)
        restingSource = energy.restingSource.rawValue
        spentKcal = FigureKind.kcal.rounded(energy.spent)
        netKcal = FigureKind.kcal.rounded(energy.net)
        balance = energy.direction.rawValue
    }
}

package struct HeartRateJSON: Encodable {
    package var min: Double?
    package var avg: Double?
    package var max: Double?
    package var samples: Int

    package init(_ heartRate: HeartRateSummary) {
        min = FigureKind.heartRate.rounded(heartRate.min)
        avg = FigureKind.heartRate.rounded(heartRate.average)
        max = FigureKind.heartRate.rounded(heartRate.max)
        samples = heartRate.count
    }
}

package struct ActivityJSON: Encodable {
    package var steps: Double?
    package var stepsGoalPct: Double?
    package var activeKcal: Double?
    package var restingKcal: Double?
    package var totalKcal: Double?
    package var heartRate: HeartRateJSON?
    package var sources: [String]

    package init(_ activity: DayActivity, progress: Double?) {
        steps = activity.steps.flatMap(FigureKind.steps.rounded)
        stepsGoalPct = progress.flatMap { FigureKind.percent.rounded($0 * 100) }
        activeKcal = activity.activeKcal.flatMap(FigureKind.kcal.rounded)
        restingKcal = activity.restingKcal.flatMap(FigureKind.kcal.rounded)
        totalKcal = activity.totalKcal.flatMap(FigureKind.kcal.rounded)
        heartRate = activity.heartRate.flatMap { $0.count > 0 ? HeartRateJSON($0) : nil }
        sources = activity.sources
    }
}

/// A day's 7-day moving average: its window, kcal and the macros' grams as the engine states them
/// (an unknown one left out); `lower_bound_nutrients` (`["carbs_g"]`) names the macros whose average is a
/// lower bound, and is left out when none is.
package struct MovingAverageJSON: Encodable {
    package var first: String
    package var last: String
    package var loggedDays: Int
    package var kcal: Double?
    package var carbsG: Double?
    package var proteinG: Double?
    package var fatG: Double?
    package var lowerBoundNutrients: [String]?

    package init(_ average: MovingAverage) {
        first = average.window.first.iso
        last = average.window.last.iso
        loggedDays = average.loggedDays
        kcal = FigureKind.kcal.rounded(average.kcal)
        func grams(_ nutrient: Nutrient) -> Double? {
            average.nutrientAmount(nutrient).value.flatMap(FigureKind.nutrient(nutrient).rounded)
        }
        carbsG = grams(.carbs)
        proteinG = grams(.protein)
        fatG = grams(.fat)
        let bounds = StatsView.movingAverageMacros.filter { average.nutrientAmount($0).isLowerBound }
        lowerBoundNutrients = bounds.isEmpty ? nil : bounds.map(StatsView.column)
    }
}
