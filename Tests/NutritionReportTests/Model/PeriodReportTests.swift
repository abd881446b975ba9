import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

@testable import NutritionReport

/// The view model against hand-computed figures of the fixture week (see ``ReportFixtures``), and
/// against the engine for every row.
@Suite struct PeriodReportTests {
    let report = ReportFixtures.report()

    @Test func period() {
        #expect(report.period.first == "2026-11-09")
        #expect(report.period.last == "2026-11-15")
        #expect(report.period.label == "Week of 9 Nov 2026")
        #expect(report.period.isWeek)
        #expect(report.period.loggedDays == "6")  // all but Tue
        #expect(report.period.days == "7")
        #expect(report.period.choice == "the last complete week in the data")
    }

    @Test func summaryIntakeAndBudget() throws {
        let intake = try #require(report.summary.intake)
        // Total 1,470 + 1,510 + 2,020 + 1,500.4 + 1,820.6 + 1,100 = 9,421 over 6 counted days.
        #expect(intake.totalKcal == "9,421")
        #expect(intake.averageKcal == "1,570")  // 9,421 / 6 = 1,570.17
        #expect(intake.percentOfGoal == "79")  // 1,570.17 / 2,000 = 78.5 %
        #expect(intake.differenceKcal == "−430")  // 1,570.17 − 2,000 = −429.83
        #expect(!intake.isAboveGoal)
        #expect(intake.lowestKcal == "1,100")
        #expect(intake.highestKcal == "2,020")
        #expect(intake.budgetKcal == "12,000")  // 2,000 × 6
        #expect(intake.remainingKcal == "+2,579")  // 12,000 − 9,421
        #expect(intake.remainingPerDayKcal == "+430")  // 2,579 / 6 = 429.8
        #expect(!intake.isOverBudget)
        #expect(intake.activityCreditKcal == nil)
    }

    @Test func summaryEnergyAndSteps() throws {
        let energy = try #require(report.summary.energy)
        // Days with a balance: Mon, Wed, Thu, Fri, Sat (Sun has no activity, Tue is not counted).
        #expect(energy.days == "5")
        #expect(energy.intakeKcal == "8,321")  // 1,470 + 1,510 + 2,020 + 1,500.4 + 1,820.6
        #expect(energy.spentKcal == "8,973")  // 2,070.7 + 1,952 + 2,100 + 350 + 2,500 = 8,972.7
        #expect(energy.netKcal == "−652")  // 8,321 − 8,972.7 = −651.7
        #expect(energy.averageNetKcal == "−130")  // −651.7 / 5 = −130.3
        #expect(energy.direction == "deficit" && energy.isDeficit && !energy.isSurplus)
        let steps = try #require(report.summary.steps)
        #expect(steps.total == "58,370")  // 8,412 + 12,034 + 5,003 + 10,000 + 7,600 + 15,321
        #expect(steps.average == "9,728")  // / 6 days with steps = 9,728.3
        #expect(steps.averagePercentOfGoal == "97")
        #expect(steps.daysGoalReached == "3")  // Tue 12,034, Thu 10,000 (≥ goal), Sat 15,321
        #expect(steps.bestDay == "Sat 14 Nov" && steps.bestSteps == "15,321")
    }

    @Test func summaryFlagsNameTheWorstFirst() throws {
        // No average over a limit: sodium ≥ 12,925 / 6 = 2,154 mg is ≥ 94 % of 2,300.
        #expect(report.summary.overLimits.isEmpty)
        // 21 % of the kcal have no food object, so every nutrient is a lower bound: potassium ≥ 3,300 / 6 =
        // 550 mg is ≥ 11.7 % of its target, but the entries without nutrients might make up the rest. No
        // "under target" is asserted; the nutrient table says "unknown whether under".
        #expect(report.summary.underTargets.isEmpty)
        #expect(!report.summary.hasFlags)
        let potassium = try #require(report.nutrients.first { $0.name == "Potassium" })
        #expect(potassium.amount == "≥ 550" && potassium.percent == "≥ 12" && potassium.dailyValue == "4,700 mg")
        #expect(potassium.flag == "unknown whether under" && !potassium.isUnderTarget && !potassium.isOverLimit)
        // Under target on the 3 days with full coverage, unknown on the other 3.
        #expect(potassium.flaggedDays == "≥ 3 of 6")
        // 1,470 + 1,100 + 2,020 + 250 + 1,470 + 1,100 = 7,410 of 9,421 kcal have nutrients: 78.7 %.
        #expect(report.summary.coverage == "79")
        #expect(report.summary.coverageIsPartial)
    }

    @Test func dayRowsByHand() throws {
        let friday = try #require(report.days.first { $0.date == "2026-11-13" })
        #expect(friday.intakeKcal == "1,500")  // 1,500.4
        #expect(friday.remainingKcal == "+500")  // 499.6
        #expect(friday.spentKcal == "350")  // active only: resting unknown
        #expect(friday.spentIsLowerBound)
        #expect(friday.netKcal == "+1,150")  // 1,500.4 − 350
        #expect(friday.balance == "surplus")
        #expect(friday.coverage == "17")  // 250 / 1,500.4
        let tuesday = try #require(report.days.first { $0.date == "2026-11-10" })
        #expect(!tuesday.logged && !tuesday.counted)
        #expect(tuesday.intakeKcal == nil && tuesday.remainingKcal == nil && tuesday.netKcal == nil)
        #expect(tuesday.steps == "12,034")  // activity is still shown
        let sunday = try #require(report.days.first { $0.date == "2026-11-15" })
        #expect(sunday.spentKcal == nil && sunday.balance == nil && sunday.steps == nil)
        #expect(report.dayTotal.spentIsLowerBound)
        #expect(report.dayAverage.spentKcal == "1,795")  // 8,972.7 / 5
    }

    @Test func everyDayRowIsTheEnginesFigureRounded() {
        let period = ReportFixtures.figures().period
        #expect(report.days.count == period.days.count)
        for (row, day) in zip(report.days, period.days) {
            #expect(row.date == day.date.iso)
            #expect(row.intakeKcal == (day.isCounted ? ReportNumber.kcal(day.intake.totals.kcal) : nil))
            #expect(row.remainingKcal == day.budget.map { ReportNumber.signedKcal($0.remaining) })
            #expect(row.spentKcal == day.energy.map { ReportNumber.kcal($0.spent) })
            #expect(row.netKcal == day.energy.map { ReportNumber.signedKcal($0.net) })
            #expect(row.balance == day.energy?.direction.rawValue)
            #expect(row.steps == day.activity?.steps.map { ReportNumber.steps($0) })
            #expect(row.coverage == day.intake.totals.coverage.map { ReportNumber.percent(share: $0) })
        }
    }

    @Test func nutrientsCoverEveryNutrientWithTheTableUsed() throws {
        #expect(report.nutrients.count == Nutrient.count)
        let sodium = try #require(report.nutrients.first { $0.name == "Sodium" })
        // Mon 2,405 + Wed 1,905 + Thu 3,905 + Fri 400 + Sat 2,405 + Sun 1,905 = 12,925 mg / 6 = 2,154.2
        // A lower bound (79 % coverage), as are its %DV and days flagged (Wed, Fri and Sat are lower bounds
        // under the limit, which might be over it).
        #expect(sodium.amount == "≥ 2,154")
        #expect(sodium.dailyValue == "2,300 mg")
        #expect(sodium.percent == "≥ 94")
        #expect(sodium.flag == nil)
        #expect(sodium.flaggedDays == "≥ 3 of 6")  // Mon 2,405, Thu 3,905, Sat 2,405 mg
        let sugar = try #require(report.nutrients.first { $0.name == "Sugars" })
        #expect(sugar.dailyValue == nil && sugar.percent == nil && sugar.flaggedDays == nil)
        let energy = try #require(report.nutrients.first { $0.name == "Energy" })
        #expect(energy.flaggedDays == nil)  // a reference is never flagged
        let split = try #require(report.macroSplit)
        // Carbs 1,026 g × 4 = 4,104; protein 269 g × 4 = 1,076; fat 244 g × 9 = 2,196; sum 7,376.
        #expect(split.carbs == "56" && split.protein == "15" && split.fat == "30")  // 55.6, 14.6, 29.8
    }

    @Test func mealsAFoodLogNamesAreTitledByTheirName() throws {
        // A Cronometer day without times: Breakfast (two rows) and Dinner are 2 meals at 00:00; the
        // shortcut's meals keep the title "Meal".
        func row(_ name: String, _ kcal: Double, meal: String) -> LogEntry {
            var entry = fixtureEntry("2026-11-09", 0, 0, name, kcal: kcal, source: .foodLog)
            entry.mealName = meal
            return entry
        }
        let log = FoodLog(entries: [
            row("Oats", 150, meal: "Breakfast"), row("Salmon", 310, meal: "Dinner"),
            row("Milk", 120, meal: "Breakfast"),
        ])
        let statistics = NutritionStatistics(foodLog: log, activity: ActivityLog(days: []), settings: StatsSettings())
        let report = PeriodReport(
            figures: ReportFigures(statistics: statistics, range: ReportFixtures.week, choice: .lastCompleteWeek),
            imports: ImportNotes(foodLog: log, activity: ActivityLog(days: [])))
        let monday = try #require(report.foodLog.first { $0.date == "2026-11-09" })
        #expect(monday.meals.map(\.title) == ["Breakfast", "Dinner"])
        #expect(monday.meals.map(\.kcal) == ["270", "310"])  // 150 + 120; 310
        #expect(ReportFixtures.report().foodLog.flatMap(\.meals).allSatisfy { $0.title == "Meal" })
    }

    /// A food log reporting protein on both days and sodium on the first only (400 of 1,000 kcal): sodium
    /// is a lower bound, ≥ 300 ÷ 2 = 150 mg a day, ≥ 7 %DV, and its days flagged "≥ 0 of 2" (the second day's
    /// sodium is unknown, so it may be over), not "0 of 2"; protein (25 g a day, exact, under its target on
    /// both days) reads "2 of 2". Fat, reported by no entry, is unknown (`–`).
    @Test func daysFlaggedAreUnknownWhereTheAmountIs() throws {
        func row(_ day: String, _ kcal: Double, _ known: [Nutrient: Double]) -> LogEntry {
            var entry = fixtureEntry(day, 0, 0, "Day total", kcal: kcal, source: .foodLog)
            entry.match = .embedded
            var nutrients = NutrientVector(known)
            nutrients.unknown = NutrientSet(Nutrient.allCases.filter { $0 != .calories && known[$0] == nil })
            entry.nutrients = nutrients
            return entry
        }
        let log = FoodLog(entries: [
            row("2026-11-09", 400, [.protein: 20, .sodium: 300]), row("2026-11-10", 600, [.protein: 30]),
        ])
        let statistics = NutritionStatistics(foodLog: log, activity: ActivityLog(days: []), settings: StatsSettings())
        let report = PeriodReport(
            figures: ReportFigures(statistics: statistics, range: ReportFixtures.week, choice: .lastCompleteWeek),
            imports: ImportNotes(foodLog: log, activity: ActivityLog(days: [])))
        let sodium = try #require(report.nutrients.first { $0.name == "Sodium" })
        #expect(sodium.amount == "≥ 150" && sodium.percent == "≥ 7" && sodium.flaggedDays == "≥ 0 of 2")
        let fat = try #require(report.nutrients.first { $0.name == "Fat" })
        #expect(fat.amount == nil && fat.percent == nil && fat.flaggedDays == "–")
        let protein = try #require(report.nutrients.first { $0.name == "Protein" })
        #expect(protein.amount == "25.0" && protein.flaggedDays == "2 of 2")
        #expect(report.summary.underTargets.first { $0.name == "Protein" }?.flaggedDays == "2 of 2")
    }

    @Test func foodLogIsNewestFirstWithMeals() throws {
        #expect(
            report.foodLog.map(\.date) == [
                "2026-11-15", "2026-11-14", "2026-11-13", "2026-11-12", "2026-11-11",
                "2026-11-10", "2026-11-09",
            ])
        let monday = try #require(report.foodLog.last)
        #expect(monday.meals.map(\.time) == ["08:00", "13:00", "19:30"])
        #expect(monday.meals[0].kcal == "420")  // oats 300 + milk 120
        #expect(monday.meals[0].foods.map(\.name) == ["Oats", "Milk"])
        let wednesday = try #require(report.foodLog.first { $0.date == "2026-11-11" })
        #expect(wednesday.meals[1].foods[0].name == ReportFixtures.hostileName)
        #expect(!wednesday.meals[1].foods[0].hasNutrients)
        #expect(wednesday.coverageIsPartial && wednesday.coverage == "73")
    }

    @Test func topFoodsByKcal() {
        // Pasta 800 × 4 + 1,600 = 4,800; oats 300 × 5 = 1,500; pizza 1,250.4; salad 750; …
        #expect(report.topFoods.prefix(3).map(\.name) == ["Pasta", "Oats", "Pizza"])
        #expect(report.topFoods[0].kcal == "4,800")
        #expect(report.topFoods[0].servings == "6.0")
        #expect(report.topFoods[0].rank == "1")
    }

    @Test func notesSayWhatIsUnknownAndWhatWasUsed() {
        let notes = report.dataNotes.joined(separator: "\n")
        #expect(notes.contains("Daily Values: FDA 2016. Energy goal: 2,000 kcal a day."))
        #expect(notes.contains("Not logged: Tue 10 Nov."))
        #expect(
            notes.contains(
                "Nutrients are known for 79 % of the logged kcal (Wed 11 Nov 73 %, Fri 13 Nov 17 %, Sat 14 Nov 81 %)"))
        // The hostile entry 410 + pizza 1,250.4 + ice cream 350.6 = 2,011 kcal without a food object.
        #expect(notes.contains("3 entries (2,011 kcal) matched no food object"))
        #expect(notes.contains("Resting energy is unknown on 1 day"))
        #expect(notes.contains("No energy spent is known on 1 day with intake"))  // Sunday
        #expect(notes.contains("No step data on 1 day"))
        let imports = report.importNotes.joined(separator: "\n")
        #expect(
            imports.contains(
                "2 entries of the pending cache (History/foodHistoryCache.json) were already in the history and counted once, not twice."
            ))
    }

    @Test func importNotesCountSkippedRowsAndConflicts() {
        var skipped = SkippedRows()
        skipped.record(
            InputError(file: "steps.csv", line: 12, field: "value", problem: "expected a number, found \"x\""))
        skipped.record(
            InputError(file: "steps.csv", line: 40, field: "value", problem: "expected a number, found \"x\""))
        var activity = ActivityLog(
            files: [
                ActivityFileSummary(
                    file: "steps.csv", dialect: .appleHealthRecords, rows: 100,
                    rowsUsed: 98, days: 7, sources: ["Watch"])
            ],
            skipped: skipped)
        activity.conflicts = [
            ActivityConflict(
                date: ReportFixtures.date("2026-11-09"), metric: .steps, keptFile: "a.csv",
                droppedFile: "b.csv", keptValue: 1, droppedValue: 2, reason: .recordDataWins)
        ]
        let notes = ImportNotes(foodLog: FoodLog(entries: []), activity: activity).lines
        #expect(notes.contains("Activity: steps.csv (apple-health): 100 rows, 98 used, 7 days."))
        #expect(
            notes.contains(
                "Skipped 2 rows of steps.csv (first on line 12): field 'value': expected a number, found \"x\"."))
        var windowed = activity
        windowed.files[0].rowsOutsideWindow = 60
        #expect(
            ImportNotes(foodLog: FoodLog(entries: []), activity: windowed).lines.contains(
                "Activity: steps.csv (apple-health): 100 rows, 98 used, 7 days; 60 rows of days the report does not need "
                    + "were passed over after reading their dates."))
        #expect(
            notes.contains(
                "1 activity value was dropped where two files gave the same metric for the same day: "
                    + "1 because record data wins over daily totals."))
    }
}

/// The report takes "are nutrients known?" from the engine, so it agrees with `stats`.
@Suite struct ReportUnknownNutrientsTests {
    /// With unlogged days counted as zero and no day of the period logged, every nutrient is a known 0:
    /// sodium (which has a Daily Value) and sugars (which has none) alike. Before, sugars read unknown.
    @Test func aPeriodWithoutEntriesCountedAsZeroShowsZeroForEveryNutrient() throws {
        let settings = StatsSettings(unloggedDays: .countedAsZero)
        let range = try #require(
            DateRange(first: ReportFixtures.date("2026-11-23"), last: ReportFixtures.date("2026-11-29")))
        let figures = ReportFigures(
            statistics: ReportFixtures.statistics(settings), range: range, choice: .lastCompleteWeek)
        let report = PeriodReport(
            figures: figures, imports: ImportNotes(foodLog: ReportFixtures.foodLog, activity: ReportFixtures.activity))
        let sodium = try #require(report.nutrients.first { $0.name == Nutrient.sodium.displayName })
        let sugars = try #require(report.nutrients.first { $0.name == Nutrient.sugar.displayName })
        #expect(sodium.amount == "0")
        #expect(sugars.amount == "0.0")
        #expect(report.dataNotes.contains("The data ends on Sun 15 Nov; later days of the period have no data yet."))
    }
}

/// A day whose entries all lack kcal is logged but not counted; the report words the engine's caveat
/// and shows the day as "kcal unknown", never as 0 kcal.
@Suite struct ReportKcalUnknownDayTests {
    @Test func theDayIsNamedAndLeftOutOfTheAverages() throws {
        var toast = fixtureEntry("2026-11-17", fixtureTime("08:00"), "Toast", kcal: 0)
        toast.kcalKnown = false
        let log = FoodLog(entries: [fixtureEntry("2026-11-16", fixtureTime("08:00"), "Egg", kcal: 90), toast])
        let statistics = NutritionStatistics(foodLog: log)
        let range = try #require(
            DateRange(first: ReportFixtures.date("2026-11-16"), last: ReportFixtures.date("2026-11-22")))
        let figures = ReportFigures(
            statistics: statistics, range: range, choice: .chosen(.week(containing: range.first)))
        let report = PeriodReport(figures: figures, imports: ImportNotes(lines: []))
        #expect(report.period.choice == "the week chosen with --week")
        let tuesday = try #require(report.days.first { $0.date == "2026-11-17" })
        #expect(tuesday.logged && !tuesday.counted && tuesday.intakeKcal == nil)
        #expect(report.summary.intake?.averageKcal == "90")
        #expect(
            report.dataNotes.contains(
                "Logged without any kcal: Tue 17 Nov. It is left out of averages, the budget and "
                    + "the energy balance, as intake there is unknown."))
        let markdown = ReportFixtures.text(try ReportRenderer(formats: [.md]).render(report, charts: []), "report.md")
        #expect(markdown.contains("| Tue 17 Nov | kcal unknown |"))
    }
}
