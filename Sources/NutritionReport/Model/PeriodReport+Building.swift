import NutritionData
import NutritionPresentation
import NutritionStats

extension PeriodReport {
    /// How many nutrients each of the summary's flag lists names at most.
    public static let summaryFlagLimit = 3
    /// How many foods each flagged nutrient of the summary names as where it came from.
    public static let sourcesPerFlag = 3

    /// The report of `figures`, with `imports` as its import notes. Pure: every figure comes from
    /// the engine and is written by ``ReportNumber``.
    public init(figures: ReportFigures, imports: ImportNotes) {
        let period = figures.period
        let settings = period.settings
        let range = period.range
        let dayCount = range.dayCount
        let isWeek = dayCount == 7 && settings.weekStart.week(containing: range.first) == range
        let weekTitle = isWeek ? "Week of \(DateText.medium(range.first))" : DateText.range(range)
        self.init(
            title: "Nutrition report",
            period: ReportPeriod(
                first: range.first.iso, last: range.last.iso, label: weekTitle,
                longLabel: range.first == range.last
                    ? DateText.long(range.first) : "\(DateText.long(range.first)) – \(DateText.long(range.last))",
                days: ReportNumber.count(dayCount), loggedDays: ReportNumber.count(period.intake.loggedDays),
                choice: figures.choice.description, isWeek: isWeek),
            settings: ReportSettings(
                kcalGoal: ReportNumber.kcal(settings.kcalGoal), dailyValues: settings.dailyValues.name,
                stepsGoal: ReportNumber.steps(settings.stepsGoal),
                weekStart: settings.weekStart == .monday ? "Monday" : "Sunday",
                unloggedCountAsZero: settings.unloggedDays == .countedAsZero, activityCredit: settings.activityCredit,
                restingKcal: settings.restingKcal.map(ReportNumber.kcal)),
            summary: Self.summary(period),
            days: period.days.map { Self.day($0, stepsGoal: settings.stepsGoal) },
            dayTotal: Self.total(period),
            dayAverage: Self.average(period),
            nutrients: Self.nutrients(period),
            macroSplit: period.macroSplit.map {
                ReportMacroSplit(
                    carbs: ReportNumber.percent($0.carbsPercent), protein: ReportNumber.percent($0.proteinPercent),
                    fat: ReportNumber.percent($0.fatPercent))
            },
            foodLog: period.days.reversed().map(Self.foodDay),
            topFoods: period.topFoods.byKcal.enumerated().map { index, food in
                ReportTopFood(
                    rank: ReportNumber.count(index + 1), name: food.name, entries: ReportNumber.count(food.entries),
                    kcal: ReportNumber.kcal(food.kcal), servings: ReportNumber.servings(food.servings))
            },
            dataNotes: ReportNotes.dataNotes(for: figures),
            importNotes: imports.lines
        )
        vitaminsAndMinerals = ReportVitaminsAndMinerals(period: period)
    }

    // MARK: Summary

    static func summary(_ period: PeriodStatistics) -> ReportSummary {
        let settings = period.settings
        var intake: ReportIntakeSummary?
        if let average = period.intake.average {
            let budget = period.budget
            let difference = average.kcal - settings.kcalGoal
            intake = ReportIntakeSummary(
                averageKcal: ReportNumber.kcal(average.kcal), goalKcal: ReportNumber.kcal(settings.kcalGoal),
                percentOfGoal: ReportNumber.percent(average.kcal * 100 / settings.kcalGoal),
                differenceKcal: ReportNumber.signedKcal(difference),
                isAboveGoal: FigureRounding.rounded(difference, decimals: FigureRounding.kcalDecimals) > 0,
                lowestKcal: ReportNumber.kcal(average.minimum[.calories]),
                highestKcal: ReportNumber.kcal(average.maximum[.calories]),
                totalKcal: ReportNumber.kcal(period.intake.totals.kcal),
                budgetKcal: ReportNumber.kcal(budget.goal), remainingKcal: ReportNumber.signedKcal(budget.remaining),
                remainingPerDayKcal: ReportNumber.signedKcal(budget.remainingPerDay ?? 0),
                isOverBudget: FigureRounding.rounded(budget.remaining, decimals: FigureRounding.kcalDecimals) < 0,
                activityCreditKcal: budget.activityCredit.map(ReportNumber.kcal))
        }
        var energy: ReportEnergySummary?
        let totals = period.energy
        if totals.days > 0 {
            let direction = totals.direction
            energy = ReportEnergySummary(
                days: ReportNumber.count(totals.days), intakeKcal: ReportNumber.kcal(totals.intake),
                spentKcal: ReportNumber.kcal(totals.spent), activeKcal: ReportNumber.kcal(totals.active),
                restingKcal: ReportNumber.kcal(totals.resting), netKcal: ReportNumber.signedKcal(totals.net),
                averageNetKcal: ReportNumber.signedKcal(totals.averageNet ?? 0),
                netMagnitudeKcal: ReportNumber.kcal(abs(totals.net)), direction: direction.rawValue,
                isDeficit: direction == .deficit, isSurplus: direction == .surplus)
        }
        var steps: ReportStepsSummary?
        let summary = period.steps
        if let average = summary.average, let best = summary.best {
            steps = ReportStepsSummary(
                days: ReportNumber.count(summary.days), total: ReportNumber.steps(summary.total),
                average: ReportNumber.steps(average), goal: ReportNumber.steps(summary.goal),
                averagePercentOfGoal: ReportNumber.percent(share: summary.averageProgress ?? 0),
                daysGoalReached: ReportNumber.count(summary.daysGoalReached),
                bestDay: DateText.day(best.date), bestSteps: ReportNumber.steps(best.steps))
        }
        // Among every nutrient with data and a Daily Value, not only the 17 (`withData` names none, so it
        // throws nothing).
        let flagged = ((try? period.nutrientReadings(.withData)) ?? []).filter { $0.flag != nil }
        let over = flagged.filter { $0.flag == .overLimit }.sorted { ($0.percent ?? 0) > ($1.percent ?? 0) }
        let under = flagged.filter { $0.flag == .underTarget }.sorted { ($0.percent ?? 0) < ($1.percent ?? 0) }
        let counted = period.intake.countedDays
        func flag(_ reading: NutrientReading) -> ReportFlag {
            let nutrient = reading.nutrient
            let bound = reading.intake.isLowerBound ? NutrientAmountText.lowerBoundMark : ""
            return ReportFlag(
                name: nutrient.displayName,
                amount: bound + ReportNumber.amountWithUnit(reading.intake.value ?? 0, of: nutrient),
                dailyValue: ReportNumber.dailyValue(reading.dailyValue?.amount ?? 0, of: nutrient),
                percent: bound + ReportNumber.percent(reading.percent ?? 0),
                flag: reading.flag == .overLimit ? "over limit" : "under target",
                flaggedDays: flaggedDaysText(period, nutrient),
                sources: NutrientSourcesText.summary(
                    period.sources(of: nutrient, limit: sourcesPerFlag), limit: sourcesPerFlag))
        }
        let coverage = period.intake.totals.coverage
        return ReportSummary(
            loggedDays: ReportNumber.count(period.intake.loggedDays), countedDays: ReportNumber.count(counted),
            days: ReportNumber.count(period.days.count), intake: intake, energy: energy, steps: steps,
            overLimits: over.prefix(summaryFlagLimit).map(flag), underTargets: under.prefix(summaryFlagLimit).map(flag),
            coverage: coverage.map { ReportNumber.percent(share: $0) }, coverageIsPartial: (coverage ?? 1) < 1)
    }

    // MARK: Day table

    static func day(_ day: DayStatistics, stepsGoal: Double) -> ReportDay {
        let totals = day.intake.totals
        let energy = day.energy
        return ReportDay(
            date: day.date.iso, weekday: day.date.weekday.shortName, label: DateText.day(day.date),
            logged: day.isLogged, counted: day.isCounted,
            intakeKcal: day.isCounted ? ReportNumber.kcal(totals.kcal) : nil,
            remainingKcal: day.budget.map { ReportNumber.signedKcal($0.remaining) },
            spentKcal: energy.map { ReportNumber.kcal($0.spent) },
            netKcal: energy.map { ReportNumber.signedKcal($0.net) },
            balance: energy.map { $0.direction.rawValue },
            spentIsLowerBound: energy?.restingSource == .missing,
            steps: day.activity?.steps.map(ReportNumber.steps),
            stepsGoalReached: (day.activity?.steps ?? 0) >= stepsGoal,
            coverage: totals.coverage.map { ReportNumber.percent(share: $0) },
            coverageIsPartial: (totals.coverage ?? 1) < 1,
            entries: ReportNumber.count(totals.entryCount), meals: ReportNumber.count(day.intake.meals.count))
    }

    static func total(_ period: PeriodStatistics) -> ReportDayTotal {
        let energy = period.energy
        let counted = period.intake.countedDays > 0
        return ReportDayTotal(
            label: "Total",
            intakeKcal: counted ? ReportNumber.kcal(period.intake.totals.kcal) : nil,
            remainingKcal: counted ? ReportNumber.signedKcal(period.budget.remaining) : nil,
            spentKcal: energy.days > 0 ? ReportNumber.kcal(energy.spent) : nil,
            netKcal: energy.days > 0 ? ReportNumber.signedKcal(energy.net) : nil,
            balance: energy.days > 0 ? energy.direction.rawValue : nil,
            spentIsLowerBound: energy.daysByRestingSource[.missing] != nil,
            steps: period.steps.days > 0 ? ReportNumber.steps(period.steps.total) : nil,
            coverage: period.intake.totals.coverage.map { ReportNumber.percent(share: $0) },
            entries: ReportNumber.count(period.intake.totals.entryCount),
            meals: ReportNumber.count(period.intake.mealCount))
    }

    static func average(_ period: PeriodStatistics) -> ReportDayTotal {
        let energy = period.energy
        let average = period.intake.average
        return ReportDayTotal(
            label: "Per day",
            intakeKcal: average.map { ReportNumber.kcal($0.kcal) },
            remainingKcal: period.budget.remainingPerDay.map(ReportNumber.signedKcal),
            spentKcal: energy.averageSpent.map(ReportNumber.kcal),
            netKcal: energy.averageNet.map(ReportNumber.signedKcal),
            balance: energy.days > 0 ? energy.direction.rawValue : nil,
            spentIsLowerBound: energy.daysByRestingSource[.missing] != nil,
            steps: period.steps.average.map(ReportNumber.steps),
            coverage: nil,
            entries: average.map { ReportNumber.servings($0.entries) },
            meals: period.intake.averageMeals.map(ReportNumber.servings))
    }

    // MARK: Nutrients

    static func nutrients(_ period: PeriodStatistics) -> [ReportNutrient] {
        let table = period.settings.dailyValues
        let average = period.intake.average
        return Nutrient.allCases.map { nutrient in
            let reading = period.dailyValueReadings.first { $0.nutrient == nutrient }
            let stated = average?.nutrientAmount(nutrient) ?? .unknown
            let bound = stated.isLowerBound ? NutrientAmountText.lowerBoundMark : ""
            let flag = reading?.flag
            let flagText =
                flag.map { $0 == .overLimit ? "over limit" : "under target" }
                ?? (reading?.isUnknownWhetherUnder == true ? "unknown whether under" : nil)
            return ReportNutrient(
                name: nutrient.displayName,
                amount: stated.value.map { bound + ReportNumber.amount($0, of: nutrient) },
                unit: nutrient.unit.symbol,
                dailyValue: reading.map { ReportNumber.dailyValue($0.dailyValue.amount, of: nutrient) },
                kind: reading?.dailyValue.kind.rawValue,
                percent: reading?.percent.map { bound + ReportNumber.percent($0) },
                flag: flagText,
                isOverLimit: flag == .overLimit, isUnderTarget: flag == .underTarget,
                flaggedDays: reading.flatMap {
                    $0.dailyValue.kind == .reference ? nil : flaggedDaysText(period, nutrient)
                },
                isCustom: table.customNutrients.contains(nutrient))
        }
    }

    /// `2 of 7` (days flagged of counted days), `≥ 2 of 7` when other days may be flagged too, or `–` when the nutrient's amount over the period is
    /// unknown (``/NutritionStats/PeriodStatistics/flaggedDays(_:)``).
    static func flaggedDaysText(_ period: PeriodStatistics, _ nutrient: Nutrient) -> String {
        flaggedDaysText(period, .known(KnownNutrient(nutrient)))
    }

    /// ``flaggedDaysText(_:_:)`` of any nutrient (``/NutritionStats/PeriodStatistics/flaggedDays(of:)``).
    static func flaggedDaysText(_ period: PeriodStatistics, _ nutrient: NutrientIdentity) -> String {
        guard let flagged = period.flaggedDays(of: nutrient), let count = flagged.count else {
            return ReportNumber.unknown
        }
        let bound = flagged.isLowerBound ? NutrientAmountText.lowerBoundMark : ""
        return bound + "\(count) of \(period.intake.countedDays)"
    }

    // MARK: Food log

    static func foodDay(_ day: DayStatistics) -> ReportFoodDay {
        let totals = day.intake.totals
        return ReportFoodDay(
            date: day.date.iso, label: DateText.day(day.date), logged: day.isLogged,
            kcal: ReportNumber.kcal(totals.kcal), entries: ReportNumber.count(totals.entryCount),
            entriesText: Plural.count(totals.entryCount, "entry", "entries"),
            coverage: totals.coverage.map { ReportNumber.percent(share: $0) },
            coverageIsPartial: (totals.coverage ?? 1) < 1,
            meals: day.intake.meals.map { meal in
                ReportMeal(
                    time: meal.knownTime?.description ?? ReportNumber.unknown, title: meal.name ?? "Meal",
                    kcal: ReportNumber.kcal(meal.totals.kcal),
                    coverage: meal.totals.coverage.map { ReportNumber.percent(share: $0) },
                    coverageIsPartial: (meal.totals.coverage ?? 1) < 1,
                    foods: meal.entries.map { entry in
                        ReportFood(
                            name: entry.foodName, servings: ReportNumber.servings(entry.servings),
                            kcal: entry.kcalKnown ? ReportNumber.kcal(entry.kcal) : "?",
                            hasNutrients: entry.hasNutrients,
                            source: entry.source.rawValue)
                    })
            })
    }
}
