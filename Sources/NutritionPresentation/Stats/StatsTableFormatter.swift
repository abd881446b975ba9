import NutritionData
import NutritionStats

/// Writes a period's figures as text tables for people: the days (intake, then activity and energy),
/// the nutrients against their Daily Values, macro split, energy balance, activity, trends and notes.
package enum StatsTableFormatter {
    /// Shown for a figure that is unknown (``TextNumbers/unknown``).
    package static let unknown = TextNumbers.unknown

    package static func format(_ view: StatsView) -> String {
        let figures = view.figures
        var out: [String] = []
        out += header(view)
        out.append("")
        out += intakeTable(figures)
        if hasActivityOrEnergy(figures) {
            out.append("")
            out += activityTable(figures)
        }
        out.append("")
        out += nutrientTable(view)
        out.append("")
        out += macroLines(figures)
        out.append("")
        out += energyAndActivityLines(figures)
        if let body = view.body {
            out.append("")
            out += BodyStatsFormatter.tableLines(body, unit: view.weightUnit)
        }
        out.append("")
        out += trendLines(figures)
        if let sources = view.nutrientSources {
            out.append("")
            out += NutrientSourcesText.tableLines(sources)
        }
        if !view.notes.isEmpty {
            out.append("")
            out.append("Notes")
            out += view.notes.map { "  - " + $0 }
        }
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: Header

    private static func header(_ view: StatsView) -> [String] {
        let figures = view.figures
        let range = figures.range
        let settings = figures.settings
        let days = range.dayCount
        let span =
            days == 1
            ? "\(range.first.weekday.shortName) \(range.first.iso)"
            : "\(range.first.weekday.shortName) \(range.first.iso) – \(range.last.weekday.shortName) \(range.last.iso)"
        let title = view.selection.prefix(1).uppercased() + view.selection.dropFirst()
        var lines = ["\(title): \(span) · \(figures.intake.loggedDays) of \(StatsNotes.days(days)) logged"]
        var settingsLine = [
            "goal \(FigureKind.kcal.grouped(settings.kcalGoal)) kcal a day",
            "Daily Values: \(TerminalText.safe(settings.dailyValues.name))",
            "steps goal \(FigureKind.steps.grouped(settings.stepsGoal))",
            settings.unloggedDays == .excluded ? "unlogged days left out of averages" : "unlogged days count as 0",
        ]
        if settings.activityCredit { settingsLine.append("activity credit on") }
        if let resting = settings.restingKcal {
            settingsLine.append("resting \(FigureKind.kcal.grouped(resting)) kcal a day when not recorded")
        }
        lines.append(settingsLine.joined(separator: " · "))
        return lines
    }

    private static func dayLabel(_ date: LocalDate) -> String { "\(date.weekday.shortName) \(date.iso)" }

    private static var averageLabel: String { "Per day" }

    // MARK: Intake by day

    private static func intakeTable(_ figures: PeriodStatistics) -> [String] {
        var table = TextTable([
            ("Day", .left), ("Entries", .right), ("Meals", .right), ("kcal", .right), ("Remaining", .right),
            ("Coverage", .right), ("Carbs g", .right), ("Protein g", .right), ("Fat g", .right),
            ("C/P/F %", .right), ("7-day kcal", .right), ("Flags", .left),
        ])
        for day in figures.days {
            let totals = day.intake.totals
            guard day.isCounted else {
                table.addNote(dayLabel(day.date), (day.isLogged ? "kcal unknown" : "not logged") + movingSuffix(day))
                continue
            }
            table.add([
                dayLabel(day.date), String(totals.entryCount), String(day.intake.meals.count),
                FigureKind.kcal.grouped(totals.kcal),
                day.budget.map { FigureKind.kcal.grouped($0.remaining) } ?? unknown,
                totals.coverage.map { FigureKind.percent.grouped($0 * 100) + " %" } ?? unknown,
                grams(.carbs, day.nutrientAmount), grams(.protein, day.nutrientAmount), grams(.fat, day.nutrientAmount),
                macroText(day.macroSplit),
                day.movingAverage.map { FigureKind.kcal.grouped($0.kcal) } ?? unknown,
                flagText(day.dailyValueReadings) + (day.isLogged ? "" : "not logged, counted as 0"),
            ])
        }
        let intake = figures.intake
        table.addRule()
        table.add([
            "Total", String(intake.totals.entryCount), String(intake.mealCount),
            FigureKind.kcal.grouped(intake.totals.kcal), FigureKind.kcal.grouped(figures.budget.remaining),
            intake.totals.coverage.map { FigureKind.percent.grouped($0 * 100) + " %" } ?? unknown,
            grams(.carbs, intake.totals.nutrientAmount), grams(.protein, intake.totals.nutrientAmount),
            grams(.fat, intake.totals.nutrientAmount),
            macroText(figures.macroSplit), "", "",
        ])
        if let average = intake.average {
            table.add([
                averageLabel, FigureKind.countAverage.grouped(average.entries),
                FigureKind.countAverage.grouped(intake.averageMeals ?? 0), FigureKind.kcal.grouped(average.kcal),
                figures.budget.remainingPerDay.map(FigureKind.kcal.grouped) ?? unknown, "",
                grams(.carbs, average.nutrientAmount), grams(.protein, average.nutrientAmount),
                grams(.fat, average.nutrientAmount),
                "", "", flagText(figures.dailyValueReadings),
            ])
        }
        let counted = figures.settings.unloggedDays == .excluded ? "logged day" : "day"
        return [
            "Intake by day (Per day = average per \(counted); flags: ↑ limit exceeded, ↓N targets missed, ?N unknown whether under; ≥ lower bound)"
        ]
            + table.lines()
    }

    /// The amount of `nutrient` as `amount` states it: `62.3`, `≥ 62.3` or the unknown mark.
    private static func grams(_ nutrient: Nutrient, _ amount: (Nutrient) -> NutrientAmount) -> String {
        NutrientAmountText.grouped(amount(nutrient), nutrient)
    }

    private static func movingSuffix(_ day: DayStatistics) -> String {
        guard let moving = day.movingAverage else { return "" }
        return " (7-day average \(FigureKind.kcal.grouped(moving.kcal)) kcal)"
    }

    private static func macroText(_ split: MacroSplit?) -> String {
        guard let split else { return unknown }
        return [split.carbsPercent, split.proteinPercent, split.fatPercent]
            .map(FigureKind.percent.grouped).joined(separator: "/")
    }

    /// Limits exceeded by name, targets missed by count, lower bounds under a target by count:
    /// `↑Fat ↑Sodium ↓6 ?2` (the nutrient table and the CSV/JSON name every flag; naming all targets here
    /// would make the table too wide to read).
    private static func flagText(_ readings: [DailyValueReading]) -> String {
        let over = readings.filter { $0.flag == .overLimit }.map { "↑" + $0.nutrient.displayName }
        let under = readings.filter { $0.flag == .underTarget }.count
        let unsure = readings.filter(\.isUnknownWhetherUnder).count
        return (over + (under > 0 ? ["↓\(under)"] : []) + (unsure > 0 ? ["?\(unsure)"] : [])).joined(separator: " ")
    }

    // MARK: Activity and energy by day

    private static func hasActivityOrEnergy(_ figures: PeriodStatistics) -> Bool {
        figures.days.contains { $0.activity != nil || $0.energy != nil }
    }

    private static func activityTable(_ figures: PeriodStatistics) -> [String] {
        var table = TextTable([
            ("Day", .left), ("Steps", .right), ("Goal", .right), ("Active", .right), ("Resting", .right),
            ("Resting from", .left), ("Spent", .right), ("Net", .right), ("Balance", .left), ("HR min/avg/max", .right),
        ])
        for day in figures.days {
            let activity = day.activity
            guard activity != nil || day.energy != nil else {
                table.addNote(
                    dayLabel(day.date),
                    "no activity data" + (day.isCounted ? "" : day.isLogged ? ", kcal unknown" : ", not logged"))
                continue
            }
            let energy = day.energy
            table.add([
                dayLabel(day.date),
                activity?.steps.map(FigureKind.steps.grouped) ?? unknown,
                day.stepsProgress.map { FigureKind.percent.grouped($0 * 100) + " %" } ?? unknown,
                activity?.activeKcal.map(FigureKind.kcal.grouped) ?? unknown,
                energy.map { restingText($0) } ?? activity?.restingKcal.map(FigureKind.kcal.grouped) ?? unknown,
                energy.map { restingSourceText($0.restingSource) } ?? "",
                energy.map { FigureKind.kcal.grouped($0.spent) } ?? unknown,
                energy.map { FigureKind.kcal.grouped($0.net) } ?? unknown,
                energy?.direction.rawValue ?? (day.isCounted ? "" : day.isLogged ? "kcal unknown" : "not logged"),
                activity?.heartRate.flatMap(heartRateText) ?? unknown,
            ])
        }
        let energy = figures.energy
        let steps = figures.steps
        table.addRule()
        table.add([
            "Total", steps.days > 0 ? FigureKind.steps.grouped(steps.total) : unknown, "",
            energy.days > 0 ? FigureKind.kcal.grouped(energy.active) : unknown,
            energy.days > 0 ? FigureKind.kcal.grouped(energy.resting) : unknown, "",
            energy.days > 0 ? FigureKind.kcal.grouped(energy.spent) : unknown,
            energy.days > 0 ? FigureKind.kcal.grouped(energy.net) : unknown,
            energy.days > 0 ? energy.direction.rawValue : "",
            figures.heartRate.flatMap(heartRateText) ?? unknown,
        ])
        if energy.days > 0 || steps.days > 0 {
            table.add([
                averageLabel, steps.average.map(FigureKind.steps.grouped) ?? unknown,
                steps.averageProgress.map { FigureKind.percent.grouped($0 * 100) + " %" } ?? unknown,
                energy.averageActive.map(FigureKind.kcal.grouped) ?? unknown,
                energy.averageResting.map(FigureKind.kcal.grouped) ?? unknown, "",
                energy.averageSpent.map(FigureKind.kcal.grouped) ?? unknown,
                energy.averageNet.map(FigureKind.kcal.grouped) ?? unknown,
                energy.averageNet.map { BalanceDirection(net: $0).rawValue } ?? "", "",
            ])
        }
        return ["Activity and energy balance by day (totals and averages over days with data; net = intake − spent)"]
            + table.lines()
    }

    private static func restingText(_ energy: EnergyBalance) -> String {
        energy.restingSource == .includedInTotal ? "in total" : FigureKind.kcal.grouped(energy.resting)
    }

    private static func restingSourceText(_ source: RestingEnergySource) -> String {
        switch source {
        case .data: "data"
        case .configured: "--resting-kcal"
        case .includedInTotal: "total (Google Fit)"
        case .missing: "unknown, 0"
        }
    }

    private static func heartRateText(_ heartRate: HeartRateSummary) -> String? {
        guard heartRate.count > 0 else { return nil }
        return [heartRate.min, heartRate.average, heartRate.max].map(FigureKind.heartRate.grouped).joined(
            separator: "/")
    }

    // MARK: Nutrients

    /// The nutrient table: every nutrient of ``StatsView/nutrientReadings`` under its group's heading
    /// (energy and macros, fats, carbohydrates, vitamins, minerals, other).
    private static func nutrientTable(_ view: StatsView) -> [String] {
        let figures = view.figures
        let intake = figures.intake
        let perDay = figures.settings.unloggedDays == .excluded ? "logged day" : "day"
        var title = "Nutrients, average per \(perDay) (\(StatsNotes.days(intake.countedDays)))"
        if let coverage = intake.totals.coverage {
            title +=
                " · nutrients known for \(FigureKind.percent.grouped(coverage * 100)) % of kcal"
                + (intake.totals.unreportedNutrients.isEmpty ? "" : " (some not in every entry: see notes)")
        }
        guard intake.average != nil else {
            return [title, "  no day counted: no averages"]
        }
        let table = figures.settings.dailyValues
        var text = TextTable([
            ("Nutrient", .left), ("Per day", .right), ("Coverage", .right), ("%DV", .right), ("Daily Value", .right),
            ("Kind", .left),
            ("Flag", .left), ("Days flagged", .right),
        ])
        var group: NutrientGroup?
        for reading in view.nutrientReadings {
            let nutrient = reading.nutrient
            if nutrient.group != group {
                group = nutrient.group
                text.add([groupHeading(nutrient.group), "", "", "", "", "", "", ""])
            }
            let isEnergy = nutrient == .known(KnownNutrient(.calories))
            let kind = FigureKind.anyNutrient(nutrient)
            let dailyValue = reading.dailyValue
            let custom = dailyValue.map { table.customKnownNutrients.contains($0.nutrient) } ?? false
            text.add([
                "  " + nutrient.displayName, NutrientAmountText.withUnit(reading.intake, nutrient),
                isEnergy ? "" : NutrientAmountText.coverage(reading.intake),
                dailyValue == nil ? unknown : NutrientAmountText.percent(reading),
                dailyValue.map { dailyValueText($0, kind) + " " + nutrient.unitSymbol } ?? "no DV",
                dailyValue.map { $0.kind.rawValue + (custom ? " (custom)" : "") } ?? "",
                flagWords(reading),
                dailyValue.map { $0.kind == .reference ? "" : flaggedDaysText(figures, nutrient) } ?? "",
            ])
        }
        return [title] + text.lines()
    }

    /// `Energy and macros`, `Vitamins`, …: a group's heading in the nutrient table.
    private static func groupHeading(_ group: NutrientGroup) -> String {
        group.rawValue.prefix(1).uppercased() + group.rawValue.dropFirst()
    }

    /// `4 of 7`, `≥ 4 of 7` when some day may be flagged too (``PeriodStatistics/FlaggedDays``), or the
    /// unknown mark.
    private static func flaggedDaysText(_ figures: PeriodStatistics, _ nutrient: NutrientIdentity) -> String {
        guard let flagged = figures.flaggedDays(of: nutrient), let count = flagged.count else { return unknown }
        let bound = flagged.isLowerBound ? NutrientAmountText.lowerBoundMark : ""
        return bound + "\(count) of \(figures.intake.countedDays)"
    }

    /// `↑ over limit`, `↓ under target`, `? unknown whether under` (a lower bound under a target), or empty.
    private static func flagWords(_ reading: NutrientReading) -> String {
        if let flag = reading.flag { return flag == .overLimit ? "↑ over limit" : "↓ under target" }
        return reading.isUnknownWhetherUnder ? "? unknown whether under" : ""
    }

    /// A Daily Value without decimals when it is a whole number (`275 g`), else like its nutrient.
    private static func dailyValueText(_ value: CatalogueDailyValue, _ kind: FigureKind) -> String {
        value.amount == value.amount.rounded() ? FigureKind.kcal.grouped(value.amount) : kind.grouped(value.amount)
    }

    // MARK: Macro split

    private static func macroLines(_ figures: PeriodStatistics) -> [String] {
        var lines = ["Macro split (share of kcal from carbs, protein, fat at 4/4/9 kcal per g, period totals)"]
        if let split = figures.macroSplit {
            lines.append(
                "  carbs \(FigureKind.percent.grouped(split.carbsPercent)) % · protein "
                    + "\(FigureKind.percent.grouped(split.proteinPercent)) % · fat \(FigureKind.percent.grouped(split.fatPercent)) %"
            )
        } else {
            lines.append("  no carbohydrate, protein or fat grams known")
        }
        if let breakdown = figures.gramBreakdown {
            lines.append(
                "Share of the period's grams and milligrams (the shortcut's breakdown; parts such as sugar count on their own)"
            )
            lines.append("  g:  " + shareText(breakdown.grams))
            lines.append("  mg: " + shareText(breakdown.milligrams))
        }
        return lines
    }

    private static func shareText(_ shares: [GramBreakdown.Share]?) -> String {
        guard let shares else { return "none" }
        let shown = shares.filter { (FigureKind.percent.rounded($0.percent) ?? 0) > 0 }
            .sorted { $0.percent != $1.percent ? $0.percent > $1.percent : $0.nutrient < $1.nutrient }
        return shown.map { "\($0.nutrient.displayName) \(FigureKind.percent.grouped($0.percent)) %" }.joined(
            separator: " · ")
    }

    // MARK: Energy and activity summary

    private static func energyAndActivityLines(_ figures: PeriodStatistics) -> [String] {
        var lines: [String] = []
        let energy = figures.energy
        if energy.days > 0 {
            lines.append(
                "Energy balance over \(StatsNotes.days(energy.days)): intake \(FigureKind.kcal.grouped(energy.intake)) − spent "
                    + "\(FigureKind.kcal.grouped(energy.spent)) = net \(FigureKind.kcal.grouped(energy.net)) kcal (\(energy.direction.rawValue))"
                    + (energy.averageNet.map { ", \(FigureKind.kcal.grouped($0)) a day" } ?? ""))
        } else {
            lines.append("Energy balance: no day with both intake and energy spent")
        }
        let steps = figures.steps
        if let average = steps.average, let progress = steps.averageProgress {
            var line =
                "Steps: \(FigureKind.steps.grouped(steps.total)) over \(StatsNotes.days(steps.days)) with data, "
                + "\(FigureKind.steps.grouped(average)) a day (\(FigureKind.percent.grouped(progress * 100)) % of "
                + "\(FigureKind.steps.grouped(steps.goal))); goal reached on \(StatsNotes.days(steps.daysGoalReached))"
            if let best = steps.best {
                line += "; best \(dayLabel(best.date)) \(FigureKind.steps.grouped(best.steps))"
            }
            lines.append(line)
        } else {
            lines.append("Steps: no step data")
        }
        if let heartRate = figures.heartRate, heartRate.count > 0 {
            lines.append(
                "Heart rate: min \(FigureKind.heartRate.grouped(heartRate.min)) · average "
                    + "\(FigureKind.heartRate.grouped(heartRate.average)) · max \(FigureKind.heartRate.grouped(heartRate.max)) bpm "
                    + "(\(StatsNotes.days(figures.heartRateDays)), \(heartRate.count) samples)")
        }
        return lines
    }

    // MARK: Trends

    private static func trendLines(_ figures: PeriodStatistics) -> [String] {
        var lines: [String] = []
        if let trend = figures.kcalTrend {
            lines.append(
                "kcal trend: \(signed(FigureKind.kcal.grouped(trend.slopePerWeek))) kcal per week "
                    + "(least squares over \(trend.days) logged days)")
        } else {
            lines.append("kcal trend: needs at least 2 logged days")
        }
        var weeks = TextTable([
            ("Week", .left), ("Logged", .right), ("kcal a day", .right), ("Week before", .right), ("Change", .right),
        ])
        for week in figures.weeks {
            weeks.add([
                "\(week.week.first.iso) – \(week.week.last.iso)", String(week.loggedDays),
                week.averageKcal.map(FigureKind.kcal.grouped) ?? unknown,
                week.previousAverageKcal.map(FigureKind.kcal.grouped) ?? unknown,
                week.change.map { change in
                    signed(FigureKind.kcal.grouped(change))
                        + (week.changePercent.map { " (\(signed(FigureKind.percent.grouped($0))) %)" } ?? "")
                } ?? unknown,
            ])
        }
        lines.append("")
        lines.append(
            "Week over week (calendar weeks, average kcal per \(figures.settings.unloggedDays == .excluded ? "logged " : "")day)"
        )
        lines += weeks.lines(indent: "  ")
        lines.append("")
        lines += topFoodLines("Top foods by kcal", figures.topFoods.byKcal)
        lines.append("")
        lines += topFoodLines("Top foods by entries", figures.topFoods.byCount)
        lines.append("")
        if let streaks = figures.streaks {
            func text(_ streak: Streak?) -> String {
                guard let streak else { return "none" }
                return "\(StatsNotes.days(streak.days)) (\(streak.range))"
            }
            lines.append(
                "Logging streaks as of \(streaks.anchor.iso): current \(text(streaks.current)), "
                    + "longest \(text(streaks.longest))")
        } else {
            lines.append("Logging streaks: no data")
        }
        return lines
    }

    private static func topFoodLines(_ title: String, _ ranks: [FoodRank]) -> [String] {
        guard !ranks.isEmpty else { return [title + ": none"] }
        var table = TextTable([
            ("#", .right), ("Food", .left), ("kcal", .right), ("Entries", .right), ("Servings", .right),
        ])
        for (index, rank) in ranks.enumerated() {
            table.add([
                String(index + 1), TerminalText.name(rank.name), FigureKind.kcal.grouped(rank.kcal),
                String(rank.entries),
                FigureKind.countAverage.grouped(rank.servings),
            ])
        }
        return [title] + table.lines(indent: "  ")
    }

    private static func signed(_ text: String) -> String {
        text.hasPrefix("-") || text == "0" || text == "0.0" ? text : "+" + text
    }
}
