import NutritionData
import NutritionStats

/// The period part of ``StatsJSONDocument``.
package struct SummaryJSON: Encodable {
    package var loggedDays: Int
    package var countedDays: Int
    package var notLoggedDays: Int
    package var totals: TotalsJSON
    package var averages: AveragesJSON?
    package var budget: BudgetJSON
    package var dailyValues: [DailyValueJSON]
    package var macroSplitPct: MacroSplitJSON?
    package var gramBreakdownPct: GramBreakdownJSON?
    package var energy: EnergyTotalsJSON
    package var steps: StepsJSON
    package var heartRate: PeriodHeartRateJSON?
    package var trend: TrendJSON?
    package var weeks: [WeekJSON]
    package var topFoods: TopFoodsJSON
    package var streaks: StreaksJSON?

    /// The period's figures; `others` are the nutrients beyond the 17 added to the totals' and averages'
    /// `nutrients` and `nutrient_coverage` and, those with a Daily Value, to `daily_values`.
    package init(_ figures: PeriodStatistics, others: [NutrientIdentity] = []) {
        let intake = figures.intake
        loggedDays = intake.loggedDays
        countedDays = intake.countedDays
        notLoggedDays = figures.days.count - intake.loggedDays
        totals = TotalsJSON(
            entries: intake.totals.entryCount, meals: intake.mealCount,
            kcal: FigureKind.kcal.rounded(intake.totals.kcal),
            nutrients: intake.totals.knownNutrients.map { _ in StatsView.nutrientObject(intake.totals.nutrientAmount) },
            nutrientCoverage: StatsView.nutrientCoverageObject(intake.totals.nutrientAmount),
            coveragePct: intake.totals.coverage.flatMap { FigureKind.percent.rounded($0 * 100) })
        averages = intake.average.map { average in
            AveragesJSON(
                days: average.days, entries: FigureKind.countAverage.rounded(average.entries),
                meals: FigureKind.countAverage.rounded(intake.averageMeals ?? 0),
                kcal: FigureKind.kcal.rounded(average.kcal),
                minKcal: FigureKind.kcal.rounded(average.minimum[.calories]),
                maxKcal: FigureKind.kcal.rounded(average.maximum[.calories]),
                nutrients: average.knownNutrients.map { _ in StatsView.nutrientObject(average.nutrientAmount) },
                nutrientCoverage: StatsView.nutrientCoverageObject(average.nutrientAmount))
        }
        budget = BudgetJSON(figures.budget)
        let custom = figures.settings.dailyValues.customNutrients
        dailyValues = figures.dailyValueReadings.map {
            DailyValueJSON(
                $0, flaggedDays: figures.flaggedDays($0.nutrient),
                flaggedDaysLowerBound: figures.flaggedDaysIsLowerBound($0.nutrient),
                custom: custom.contains($0.nutrient), period: true)
        }
        let table = figures.settings.dailyValues
        totals.nutrients = totals.nutrients.map {
            $0.merging(StatsView.nutrientObject(others, intake.totals.nutrientAmount(of:))) { a, _ in a }
        }
        totals.nutrientCoverage.merge(
            StatsView.nutrientCoverageObject(others, intake.totals.nutrientAmount(of:))
        ) { a, _ in a }
        if let average = intake.average {
            let nutrients = averages?.nutrients.map {
                $0.merging(StatsView.nutrientObject(others, average.nutrientAmount(of:))) { a, _ in a }
            }
            averages?.nutrients = nutrients
            averages?.nutrientCoverage.merge(
                StatsView.nutrientCoverageObject(others, average.nutrientAmount(of:))
            ) { a, _ in a }
            for reading in table.readings(of: others, intake: average.nutrientAmount(of:))
            where reading.dailyValue != nil {
                let flagged = figures.flaggedDays(of: reading.nutrient)
                dailyValues.append(
                    DailyValueJSON(
                        reading, flaggedDays: flagged?.count, flaggedDaysLowerBound: flagged?.isLowerBound ?? false,
                        custom: reading.dailyValue.map { table.customKnownNutrients.contains($0.nutrient) },
                        period: true))
            }
        }
        macroSplitPct = figures.macroSplit.map(MacroSplitJSON.init)
        gramBreakdownPct = figures.gramBreakdown.map(GramBreakdownJSON.init)
        energy = EnergyTotalsJSON(figures.energy)
        steps = StepsJSON(figures.steps)
        heartRate = figures.heartRate.map { PeriodHeartRateJSON(days: figures.heartRateDays, heartRate: $0) }
        trend = figures.kcalTrend.map {
            TrendJSON(days: $0.days, kcalPerWeek: FigureKind.kcal.rounded($0.slopePerWeek))
        }
        weeks = figures.weeks.map(WeekJSON.init)
        topFoods = TopFoodsJSON(figures.topFoods)
        streaks = figures.streaks.map(StreaksJSON.init)
    }
}

package struct TotalsJSON: Encodable {
    package var entries: Int
    package var meals: Int
    package var kcal: Double?
    package var nutrients: [String: Double?]?
    package var nutrientCoverage: [String: NutrientCoverageJSON]
    package var coveragePct: Double?
}

package struct AveragesJSON: Encodable {
    package var days: Int
    package var entries: Double?
    package var meals: Double?
    package var kcal: Double?
    package var minKcal: Double?
    package var maxKcal: Double?
    package var nutrients: [String: Double?]?
    package var nutrientCoverage: [String: NutrientCoverageJSON]
}

package struct BudgetJSON: Encodable {
    package var days: Int
    package var goalPerDayKcal: Double?
    package var goalKcal: Double?
    package var intakeKcal: Double?
    package var activityCreditKcal: Double?
    package var remainingKcal: Double?
    package var remainingPerDayKcal: Double?

    package init(_ budget: Budget) {
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
package struct EnergyTotalsJSON: Encodable {
    package var days: Int
    package var intakeKcal: Double?
    package var activeKcal: Double?
    package var restingKcal: Double?
    package var spentKcal: Double?
    package var netKcal: Double?
    package var averageNetKcal: Double?
    package var balance: String?
    package var restingSources: [String: Int]
    package var daysWithoutActive: Int

    package init(_ energy: EnergyBalanceTotals) {
        days = energy.days
        let known = energy.days > 0
        intakeKcal = known ? FigureKind.kcal.rounded(energy.intake) : nil
        activeKcal = known ? FigureKind.kcal.rounded(energy.active) : nil
        restingKcal = known ? FigureKind.kcal.rounded(energy.resting) : nil
        spentKcal = known ? FigureKind.kcal.rounded(energy.spent) : nil
        netKcal = known ? FigureKind.kcal.rounded(energy.net) : nil
        averageNetKcal = energy.averageNet.flatMap(FigureKind.kcal.rounded)
        balance = energy.days > 0 ? energy.direction.rawValue : nil
        restingSources = Dictionary(
            uniqueKeysWithValues: energy.daysByRestingSource.map { ($0.key.rawValue, $0.value) })
        daysWithoutActive = energy.daysWithoutActive
    }
}

/// The period's steps; the total is unknown (left out) when no day has step data.
package struct StepsJSON: Encodable {
    package var days: Int
    package var total: Double?
    package var average: Double?
    package var goal: Double?
    package var averageGoalPct: Double?
    package var daysGoalReached: Int
    package var best: BestDayJSON?

    package init(_ steps: StepsSummary) {
        days = steps.days
        total = steps.days > 0 ? FigureKind.steps.rounded(steps.total) : nil
        average = steps.average.flatMap(FigureKind.steps.rounded)
        goal = FigureKind.steps.rounded(steps.goal)
        averageGoalPct = steps.averageProgress.flatMap { FigureKind.percent.rounded($0 * 100) }
        daysGoalReached = steps.daysGoalReached
        best = steps.best.map { BestDayJSON(date: $0.date.iso, steps: FigureKind.steps.rounded($0.steps)) }
    }
}

package struct BestDayJSON: Encodable {
    package var date: String
    package var steps: Double?
}

package struct PeriodHeartRateJSON: Encodable {
    package var days: Int
    package var min: Double?
    package var avg: Double?
    package var max: Double?
    package var samples: Int

    package init(days: Int, heartRate: HeartRateSummary) {
        self.days = days
        min = FigureKind.heartRate.rounded(heartRate.min)
        avg = FigureKind.heartRate.rounded(heartRate.average)
        max = FigureKind.heartRate.rounded(heartRate.max)
        samples = heartRate.count
    }
}

package struct TrendJSON: Encodable {
    package var days: Int
    package var kcalPerWeek: Double?
}

package struct WeekJSON: Encodable {
    package var first: String
    package var last: String
    package var loggedDays: Int
    package var averageKcal: Double?
    package var previousAverageKcal: Double?
    package var changeKcal: Double?
    package var changePct: Double?

    package init(_ week: WeekComparison) {
        first = week.week.first.iso
        last = week.week.last.iso
        loggedDays = week.loggedDays
        averageKcal = week.averageKcal.flatMap(FigureKind.kcal.rounded)
        previousAverageKcal = week.previousAverageKcal.flatMap(FigureKind.kcal.rounded)
        changeKcal = week.change.flatMap(FigureKind.kcal.rounded)
        changePct = week.changePercent.flatMap(FigureKind.percent.rounded)
    }
}

package struct TopFoodsJSON: Encodable {
    package var byKcal: [FoodRankJSON]
    package var byCount: [FoodRankJSON]

    package init(_ top: TopFoods) {
        byKcal = top.byKcal.map(FoodRankJSON.init)
        byCount = top.byCount.map(FoodRankJSON.init)
    }
}

package struct FoodRankJSON: Encodable {
    package var name: String
    package var id: String?
    package var entries: Int
    package var kcal: Double?
    package var servings: Double?

    package init(_ rank: FoodRank) {
        name = rank.name
        id = rank.foodID?.text
        entries = rank.entries
        kcal = FigureKind.kcal.rounded(rank.kcal)
        servings = FigureKind.countAverage.rounded(rank.servings)
    }
}

package struct StreaksJSON: Encodable {
    package var anchor: String
    package var current: StreakJSON?
    package var longest: StreakJSON?

    package init(_ streaks: Streaks) {
        anchor = streaks.anchor.iso
        current = streaks.current.map(StreakJSON.init)
        longest = streaks.longest.map(StreakJSON.init)
    }
}

package struct StreakJSON: Encodable {
    package var first: String
    package var last: String
    package var days: Int

    package init(_ streak: Streak) {
        first = streak.range.first.iso
        last = streak.range.last.iso
        days = streak.days
    }
}
