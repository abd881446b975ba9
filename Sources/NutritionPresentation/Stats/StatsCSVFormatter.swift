import NutritionData
import NutritionStats

/// Writes a period's figures as CSV: a header, one `day` row per calendar day, then a `total` and an
/// `average` row. The columns are fixed (see ``columns``); a cell is empty when its figure is unknown
/// or does not apply. Numbers have a fixed number of decimals per kind (``FigureKind``).
package enum StatsCSVFormatter {
    /// Every column, in order.
    package static let columns: [String] =
        ["row", "date", "weekday", "logged", "counted", "entries", "meals", "kcal", "remaining_kcal", "coverage_pct"]
        + StatsView.nutrientsWithoutEnergy.map(StatsView.column)
        + ["carbs_kcal_pct", "protein_kcal_pct", "fat_kcal_pct"]
        + Nutrient.allCases.map(dailyValueColumn)
        + [
            "flags", "steps", "steps_goal_pct", "active_kcal", "resting_kcal", "total_kcal", "resting_source",
            "spent_kcal", "net_kcal", "balance", "hr_min", "hr_avg", "hr_max",
            "kcal_7d_avg",
        ] + StatsView.movingAverageMacros.map(StatsView.movingAverageColumn) + ["lower_bound_nutrients"]
        + StatsView.nutrientsWithoutEnergy.map(StatsView.coverageColumn)

    /// `kcal_dv_pct`, `sodium_dv_pct`, `vitc_dv_pct`, …
    package static func dailyValueColumn(_ nutrient: Nutrient) -> String {
        (nutrient == .calories ? "kcal" : nutrient.key.lowercased()) + "_dv_pct"
    }

    /// Whether a column holds percentages of a Daily Value: one of ours (`sodium_dv_pct`) or a
    /// spreadsheet's heading that says so (`%DV`, `Sodium % DV`, `DV %`), in any case.
    package static func isDailyValueColumn(_ name: String) -> Bool {
        let squeezed = name.lowercased().filter { $0 != " " }
        return squeezed.hasSuffix("_dv_pct") || squeezed.contains("%dv") || squeezed.contains("dv%")
    }

    /// The CSV of `view`: ``columns``, then the body columns (``BodyStatsFormatter/csvColumns``) when
    /// body files were given, then three columns for each nutrient beyond the 17 that the view lists
    /// (``otherColumns(_:dailyValues:)``).
    package static func format(_ view: StatsView) -> String {
        let others = view.otherNutrients
        let table = view.figures.settings.dailyValues
        let all =
            columns + (view.body == nil ? [] : BodyStatsFormatter.csvColumns)
            + otherColumns(others, dailyValues: table)
        func line(_ row: Row) -> String { all.map { CSVField.quoted(row[$0] ?? "") }.joined(separator: ",") }
        func merged(_ row: Row, _ body: (BodyFigures) -> Row) -> Row {
            view.body.map { row.merging(body($0)) { a, _ in a } } ?? row
        }
        var lines = [all.joined(separator: ",")]
        for day in view.figures.days {
            lines.append(
                line(
                    merged(dayRow(day, others: others, dailyValues: table)) {
                        BodyStatsFormatter.dayCells($0, on: day.date)
                    }))
        }
        lines.append(line(merged(totalRow(view.figures, others: others), BodyStatsFormatter.totalCells)))
        lines.append(line(merged(averageRow(view.figures, others: others), BodyStatsFormatter.averageCells)))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The columns of the nutrients beyond the 17 (`others`, in table order): for each its amount
    /// (`magnesium_mg`), its coverage (`magnesium_mg_coverage_pct`) and, when it has a Daily Value in
    /// `dailyValues`, its %DV (`magnesium_dv_pct`).
    package static func otherColumns(_ others: [NutrientIdentity], dailyValues: DailyValueTable) -> [String] {
        others.flatMap { nutrient in
            [StatsView.column(nutrient), StatsView.coverageColumn(nutrient)]
                + (dailyValues[identity: nutrient] == nil ? [] : [dailyValueColumn(nutrient)])
        }
    }

    /// `magnesium_dv_pct`, `vitamin_d_dv_pct`: the %DV column of a nutrient beyond the 17 (its id);
    /// the 17 keep ``dailyValueColumn(_:)-(Nutrient)``.
    package static func dailyValueColumn(_ nutrient: NutrientIdentity) -> String {
        if case .known(let known) = nutrient, let inline = known.inline { return dailyValueColumn(inline) }
        return nutrient.id + "_dv_pct"
    }

    /// The cells of each `day` row in ``columns`` order, unquoted: what ``format(_:)`` writes for the
    /// days (the `export` command's `days` table takes them as they are, so the two never differ).
    package static func dayCells(_ figures: PeriodStatistics) -> [[String]] {
        let others = figures.reportedNutrients.filter { !StatsView.isOneOfTheSeventeen($0) }
        let table = figures.settings.dailyValues
        return figures.days.map { day in
            let row = dayRow(day, others: others, dailyValues: table)
            return columns.map { row[$0] ?? "" }
        }
    }

    package typealias Row = [String: String]

    /// A day's cells; `others` are the nutrients beyond the 17 whose cells (``otherColumns(_:dailyValues:)``)
    /// it fills, and whose flags and lower bounds `flags` and `lower_bound_nutrients` name too.
    private static func dayRow(_ day: DayStatistics, others: [NutrientIdentity], dailyValues: DailyValueTable) -> Row {
        let totals = day.intake.totals
        var row: Row = [
            "row": "day", "date": day.date.iso, "weekday": day.date.weekday.shortName,
            "logged": String(day.isLogged), "counted": String(day.isCounted),
            "entries": String(totals.entryCount), "meals": String(day.intake.meals.count),
        ]
        if day.isCounted {
            row["kcal"] = FigureKind.kcal.plain(totals.kcal)
            if let budget = day.budget { row["remaining_kcal"] = FigureKind.kcal.plain(budget.remaining) }
            addNutrients(day.nutrientAmount, to: &row)
        }
        if let coverage = totals.coverage { row["coverage_pct"] = FigureKind.percent.plain(coverage * 100) }
        addCoverage(totals.nutrientAmount, to: &row)
        addMacros(day.macroSplit, to: &row)
        addDailyValues(day.dailyValueReadings, to: &row)
        addOthers(
            others, day.nutrientAmount(of:), counted: day.isCounted, dailyValues: dailyValues, to: &row)
        if let activity = day.activity {
            if let steps = activity.steps { row["steps"] = FigureKind.steps.plain(steps) }
            if let progress = day.stepsProgress { row["steps_goal_pct"] = FigureKind.percent.plain(progress * 100) }
            if let active = activity.activeKcal { row["active_kcal"] = FigureKind.kcal.plain(active) }
            if let resting = activity.restingKcal { row["resting_kcal"] = FigureKind.kcal.plain(resting) }
            if let total = activity.totalKcal { row["total_kcal"] = FigureKind.kcal.plain(total) }
            if let heartRate = activity.heartRate, heartRate.count > 0 { addHeartRate(heartRate, to: &row) }
        }
        if let energy = day.energy {
            row["resting_source"] = energy.restingSource.rawValue
            row["spent_kcal"] = FigureKind.kcal.plain(energy.spent)
            row["net_kcal"] = FigureKind.kcal.plain(energy.net)
            row["balance"] = energy.direction.rawValue
        }
        if let moving = day.movingAverage { addMovingAverage(moving, to: &row) }
        return row
    }

    private static func totalRow(_ figures: PeriodStatistics, others: [NutrientIdentity]) -> Row {
        let intake = figures.intake
        var row: Row = [
            "row": "total", "date": interval(figures.range),
            "logged": String(intake.loggedDays), "counted": String(intake.countedDays),
            "entries": String(intake.totals.entryCount), "meals": String(intake.mealCount),
            "kcal": FigureKind.kcal.plain(intake.totals.kcal),
            "remaining_kcal": FigureKind.kcal.plain(figures.budget.remaining),
        ]
        if let coverage = intake.totals.coverage { row["coverage_pct"] = FigureKind.percent.plain(coverage * 100) }
        addNutrients(intake.totals.nutrientAmount, to: &row)
        addCoverage(intake.totals.nutrientAmount, to: &row)
        addMacros(figures.macroSplit, to: &row)
        addOthers(others, intake.totals.nutrientAmount(of:), counted: true, dailyValues: nil, to: &row)
        if figures.steps.days > 0 { row["steps"] = FigureKind.steps.plain(figures.steps.total) }
        addEnergy(
            figures.energy, active: figures.energy.active, resting: figures.energy.resting,
            spent: figures.energy.spent, net: figures.energy.net, to: &row)
        if let heartRate = figures.heartRate { addHeartRate(heartRate, to: &row) }
        return row
    }

    private static func averageRow(_ figures: PeriodStatistics, others: [NutrientIdentity]) -> Row {
        let intake = figures.intake
        var row: Row = [
            "row": "average", "date": interval(figures.range),
            "logged": String(intake.loggedDays), "counted": String(intake.countedDays),
        ]
        if let average = intake.average {
            row["entries"] = FigureKind.countAverage.plain(average.entries)
            if let meals = intake.averageMeals { row["meals"] = FigureKind.countAverage.plain(meals) }
            row["kcal"] = FigureKind.kcal.plain(average.kcal)
            if let remaining = figures.budget.remainingPerDay {
                row["remaining_kcal"] = FigureKind.kcal.plain(remaining)
            }
            addNutrients(average.nutrientAmount, to: &row)
            addCoverage(average.nutrientAmount, to: &row)
        }
        if let coverage = intake.totals.coverage { row["coverage_pct"] = FigureKind.percent.plain(coverage * 100) }
        addMacros(figures.macroSplit, to: &row)
        addDailyValues(figures.dailyValueReadings, to: &row)
        if let average = intake.average {
            addOthers(
                others, average.nutrientAmount(of:), counted: true, dailyValues: figures.settings.dailyValues, to: &row)
        }
        if let steps = figures.steps.average { row["steps"] = FigureKind.steps.plain(steps) }
        if let progress = figures.steps.averageProgress {
            row["steps_goal_pct"] = FigureKind.percent.plain(progress * 100)
        }
        let energy = figures.energy
        if let active = energy.averageActive, let resting = energy.averageResting, let spent = energy.averageSpent,
            let net = energy.averageNet
        {
            addEnergy(energy, active: active, resting: resting, spent: spent, net: net, to: &row)
            row["balance"] = BalanceDirection(net: net).rawValue
        }
        return row
    }

    /// `2026-11-16/2026-11-22` (an ISO 8601 interval).
    package static func interval(_ range: DateRange) -> String { range.first.iso + "/" + range.last.iso }

    /// The amounts the engine states; an unknown one leaves its cell empty, as a day not logged, and a
    /// lower bound is named in `lower_bound_nutrients` (its coverage column says how much it covers).
    private static func addNutrients(_ amount: (Nutrient) -> NutrientAmount, to row: inout Row) {
        for nutrient in StatsView.nutrientsWithoutEnergy {
            guard let value = amount(nutrient).value else { continue }
            row[StatsView.column(nutrient)] = FigureKind.nutrient(nutrient).plain(value)
        }
        row["lower_bound_nutrients"] = StatsView.lowerBoundList(amount)
    }

    /// `kcal_7d_avg` and the macros' 7-day averages as the engine states them: an unknown one leaves its
    /// cell empty, a lower bound joins `lower_bound_nutrients` (`carbs_g_7d_avg`).
    private static func addMovingAverage(_ moving: MovingAverage, to row: inout Row) {
        row["kcal_7d_avg"] = FigureKind.kcal.plain(moving.kcal)
        var lowerBounds: [String] = []
        for nutrient in StatsView.movingAverageMacros {
            let stated = moving.nutrientAmount(nutrient)
            guard let value = stated.value else { continue }
            let column = StatsView.movingAverageColumn(nutrient)
            row[column] = FigureKind.nutrient(nutrient).plain(value)
            if stated.isLowerBound { lowerBounds.append(column) }
        }
        appendList("lower_bound_nutrients", lowerBounds, to: &row)
    }

    /// Adds `items` to the `;`-separated list in `row[key]`.
    private static func appendList(_ key: String, _ items: [String], to row: inout Row) {
        guard !items.isEmpty else { return }
        row[key] = ([row[key] ?? ""].filter { !$0.isEmpty } + items).joined(separator: ";")
    }

    /// `protein_g_coverage_pct` and the others: each nutrient's share of the kcal (empty without kcal).
    private static func addCoverage(_ amount: (Nutrient) -> NutrientAmount, to row: inout Row) {
        for nutrient in StatsView.nutrientsWithoutEnergy {
            guard let coverage = amount(nutrient).coverage else { continue }
            row[StatsView.coverageColumn(nutrient)] = FigureKind.percent.plain(coverage * 100)
        }
    }

    /// The cells of the nutrients beyond the 17: amount (when `counted`), coverage, and with
    /// `dailyValues` the %DV; their lower bounds join `lower_bound_nutrients` and their flags `flags`.
    private static func addOthers(
        _ others: [NutrientIdentity], _ amount: (NutrientIdentity) -> NutrientAmount, counted: Bool,
        dailyValues: DailyValueTable?, to row: inout Row
    ) {
        var lowerBounds: [String] = []
        var flags: [String] = []
        for nutrient in others {
            let stated = amount(nutrient)
            if counted, let value = stated.value {
                row[StatsView.column(nutrient)] = FigureKind.anyNutrient(nutrient).plain(value)
                if stated.isLowerBound { lowerBounds.append(StatsView.column(nutrient)) }
            }
            if let coverage = stated.coverage {
                row[StatsView.coverageColumn(nutrient)] = FigureKind.percent.plain(coverage * 100)
            }
            guard let dailyValues, counted else { continue }
            let reading = NutrientReading(
                nutrient: nutrient, intake: stated, dailyValue: dailyValues[identity: nutrient])
            if let percent = reading.percent { row[dailyValueColumn(nutrient)] = FigureKind.percent.plain(percent) }
            if let flag = StatsView.flagName(reading) { flags.append(StatsView.column(nutrient) + ":" + flag) }
        }
        appendList("lower_bound_nutrients", lowerBounds, to: &row)
        appendList("flags", flags, to: &row)
    }

    private static func addMacros(_ split: MacroSplit?, to row: inout Row) {
        guard let split else { return }
        row["carbs_kcal_pct"] = FigureKind.percent.plain(split.carbsPercent)
        row["protein_kcal_pct"] = FigureKind.percent.plain(split.proteinPercent)
        row["fat_kcal_pct"] = FigureKind.percent.plain(split.fatPercent)
    }

    private static func addDailyValues(_ readings: [DailyValueReading], to row: inout Row) {
        for reading in readings {
            if let percent = reading.percent {
                row[dailyValueColumn(reading.nutrient)] = FigureKind.percent.plain(percent)
            }
        }
        row["flags"] = StatsView.flagList(readings)
    }

    private static func addEnergy(
        _ energy: EnergyBalanceTotals, active: Double, resting: Double, spent: Double, net: Double, to row: inout Row
    ) {
        guard energy.days > 0 else { return }
        row["active_kcal"] = FigureKind.kcal.plain(active)
        row["resting_kcal"] = FigureKind.kcal.plain(resting)
        row["spent_kcal"] = FigureKind.kcal.plain(spent)
        row["net_kcal"] = FigureKind.kcal.plain(net)
        row["balance"] = energy.direction.rawValue
    }

    private static func addHeartRate(_ heartRate: HeartRateSummary, to row: inout Row) {
        row["hr_min"] = FigureKind.heartRate.plain(heartRate.min)
        row["hr_avg"] = FigureKind.heartRate.plain(heartRate.average)
        row["hr_max"] = FigureKind.heartRate.plain(heartRate.max)
    }
}
