import NutritionData
import NutritionStats

/// The period part of ``StatsJSONDocument``.
struct SummaryJSON: Encodable {
    var loggedDays: Int
    var countedDays: Int
    var notLoggedDays: Int
    var totals: TotalsJSON
    var averages: AveragesJSON?
    var budget: BudgetJSON
    var dailyValues: [DailyValueJSON]
    var macroSplitPct: MacroSplitJSON?
    var gramBreakdownPct: GramBreakdownJSON?
    var energy: EnergyTotalsJSON
    var steps: StepsJSON
    var heartRate: PeriodHeartRateJSON?
    var trend: TrendJSON?
    var weeks: [WeekJSON]
    var topFoods: TopFoodsJSON
    var streaks: StreaksJSON?

    init(_ figures: PeriodStatistics) {
        let intake = figures.intake
        loggedDays = intake.loggedDays
        countedDays = intake.countedDays
        notLoggedDays = figures.days.count - intake.loggedDays
        totals = TotalsJSON(
            entries: intake.totals.entryCount, meals: intake.mealCount, kcal: FigureKind.kcal.rounded(intake.totals.kcal),
            nutrients: intake.totals.knownNutrients.map(StatsView.nutrientObject),
            coveragePct: intake.totals.coverage.flatMap { FigureKind.percent.rounded($0 * 100) })
        averages = intake.average.map { average in
            AveragesJSON(
                days: average.days, entries: FigureKind.countAverage.rounded(average.entries),
                meals: FigureKind.countAverage.rounded(intake.averageMeals ?? 0),
                kcal: FigureKind.kcal.rounded(average.kcal),
                minKcal: FigureKind.kcal.rounded(average.minimum[.calories]),
                maxKcal: FigureKind.kcal.rounded(average.maximum[.calories]),
                nutrients: average.knownNutrients.map(StatsView.nutrientObject))
        }
        budget = BudgetJSON(figures.budget)
        let custom = figures.settings.dailyValues.customNutrients
        dailyValues = figures.dailyValueReadings.map {
            DailyValueJSON($0, flaggedDays: figures.flaggedDays($0.nutrient), custom: custom.contains($0.nutrient))
        }
        macroSplitPct = figures.macroSplit.map(MacroSplitJSON.init)
        gramBreakdownPct = figures.gramBreakdown.map(GramBreakdownJSON.init)
        energy = EnergyTotalsJSON(figures.energy)
        steps = StepsJSON(figures.steps)
        heartRate = figures.heartRate.map { PeriodHeartRateJSON(days: figures.heartRateDays, heartRate: $0) }
        trend = figures.kcalTrend.map { TrendJSON(days: $0.days, kcalPerWeek: FigureKind.kcal.rounded($0.slopePerWeek)) }
        weeks = figures.weeks.map(WeekJSON.init)
        topFoods = TopFoodsJSON(figures.topFoods)
        streaks = figures.streaks.map(StreaksJSON.init)
    }
}

struct TotalsJSON: Encodable {
    var entries: Int
    var meals: Int
    var kcal: Double?
    var nutrients: [String: Double]?
    var coveragePct: Double?
}

struct AveragesJSON: Encodable {
    var days: Int
    var entries: Double?
    var meals: Double?
    var kcal: Double?
    var minKcal: Double?
    var maxKcal: Double?
    var nutrients: [String: Double]?
}

struct BudgetJSON: Encodable {
    var days: Int
    var goalPerDayKcal: Double?
    var goalKcal: Double?
    var intakeKcal: Double?
    var activityCreditKcal: Double?
    var remainingKcal: Double?
    var remainingPerDayKcal: Double?

    init(_ budget: Budget) {
        days = budget.days
        goalPerDayKcal = FigureKind.kcal.rounded(budget.goalPerDay)
        goalKcal = FigureKind.kcal.rounded(budget.goal)
        intakeKcal = FigureKind.kcal.rounded(budget.intake)
        activityCreditKcal = budget.activityCredit.flatMap(FigureKind.kcal.rounded)
        remainingKcal = FigureKind.kcal.rounded(budget.remaining)
        remainingPerDayKcal = budget.remainingPerDay.flatMap(FigureKind.kcal.rounded)
    }
}

/// The period's energy balance; the sums are unknown (left out) when no day has a balance.
struct EnergyTotalsJSON: Encodable {
    var days: Int
    var intakeKcal: Double?
    var activeKcal: Double?
    var restingKcal: Double?
    var spentKcal: Double?
    var netKcal: Double?
    var averageNetKcal: Double?
    var balance: String?
    var restingSources: [String: Int]
    var daysWithoutActive: Int

    init(_ energy: EnergyBalanceTotals) {
        days = energy.days
        let known = energy.days > 0
        intakeKcal = known ? FigureKind.kcal.rounded(energy.intake) : nil
        activeKcal = known ? FigureKind.kcal.rounded(energy.active) : nil
        restingKcal = known ? FigureKind.kcal.rounded(energy.resting) : nil
        spentKcal = known ? FigureKind.kcal.rounded(energy.spent) : nil
        netKcal = known ? FigureKind.kcal.rounded(energy.net) : nil
        averageNetKcal = energy.averageNet.flatMap(FigureKind.kcal.rounded)
        balance = energy.days > 0 ? energy.direction.rawValue : nil
        restingSources = Dictionary(uniqueKeysWithValues: energy.daysByRestingSource.map { ($0.key.rawValue, $0.value) })
        daysWithoutActive = energy.daysWithoutActive
    }
}

/// The period's steps; the total is unknown (left out) when no day has step data.
struct StepsJSON: Encodable {
    var days: Int
    var total: Double?
    var average: Double?
    var goal: Double?
    var averageGoalPct: Double?
    var daysGoalReached: Int
    var best: BestDayJSON?

    init(_ steps: StepsSummary) {
        days = steps.days
        total = steps.days > 0 ? FigureKind.steps.rounded(steps.total) : nil
        average = steps.average.flatMap(FigureKind.steps.rounded)
        goal = FigureKind.steps.rounded(steps.goal)
        averageGoalPct = steps.averageProgress.flatMap { FigureKind.percent.rounded($0 * 100) }
        daysGoalReached = steps.daysGoalReached
        best = steps.best.map { BestDayJSON(date: $0.date.iso, steps: FigureKind.steps.rounded($0.steps)) }
    }
}

struct BestDayJSON: Encodable {
    var date: String
    var steps: Double?
}

struct PeriodHeartRateJSON: Encodable {
    var days: Int
    var min: Double?
    var avg: Double?
    var max: Double?
    var samples: Int

    init(days: Int, heartRate: HeartRateSummary) {
        self.days = days
        min = FigureKind.heartRate.rounded(heartRate.min)
        avg = FigureKind.heartRate.rounded(heartRate.average)
        max = FigureKind.heartRate.rounded(heartRate.max)
        samples = heartRate.count
    }
}

struct TrendJSON: Encodable {
    var days: Int
    var kcalPerWeek: Double?
}

struct WeekJSON: Encodable {
    var first: String
    var last: String
    var loggedDays: Int
    var averageKcal: Double?
    var previousAverageKcal: Double?
    var changeKcal: Double?
    var changePct: Double?

    init(_ week: WeekComparison) {
        first = week.week.first.iso
        last = week.week.last.iso
        loggedDays = week.loggedDays
        averageKcal = week.averageKcal.flatMap(FigureKind.kcal.rounded)
        previousAverageKcal = week.previousAverageKcal.flatMap(FigureKind.kcal.rounded)
        changeKcal = week.change.flatMap(FigureKind.kcal.rounded)
        changePct = week.changePercent.flatMap(FigureKind.percent.rounded)
    }
}

struct TopFoodsJSON: Encodable {
    var byKcal: [FoodRankJSON]
    var byCount: [FoodRankJSON]

    init(_ top: TopFoods) {
        byKcal = top.byKcal.map(FoodRankJSON.init)
        byCount = top.byCount.map(FoodRankJSON.init)
    }
}

struct FoodRankJSON: Encodable {
    var name: String
    var id: String?
    var entries: Int
    var kcal: Double?
    var servings: Double?

    init(_ rank: FoodRank) {
        name = rank.name
        id = rank.foodID?.text
        entries = rank.entries
        kcal = FigureKind.kcal.rounded(rank.kcal)
        servings = FigureKind.countAverage.rounded(rank.servings)
    }
}

struct StreaksJSON: Encodable {
    var anchor: String
    var current: StreakJSON?
    var longest: StreakJSON?

    init(_ streaks: Streaks) {
        anchor = streaks.anchor.iso
        current = streaks.current.map(StreakJSON.init)
        longest = streaks.longest.map(StreakJSON.init)
    }
}

struct StreakJSON: Encodable {
    var first: String
    var last: String
    var days: Int

    init(_ streak: Streak) {
        first = streak.range.first.iso
        last = streak.range.last.iso
        days = streak.days
    }
}
