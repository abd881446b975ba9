import NutritionData
import NutritionPresentation
import NutritionStats

extension ReviewReport {
    /// The review of `figures`, with `imports` as its import notes. Pure: every figure comes from
    /// the engine and is written by ``ReportNumber``; changes are this period's figure minus the
    /// compared period's, rounded after subtracting.
    public init(figures: ReviewFigures, imports: ImportNotes) {
        let review = figures.review
        let span = review.span
        let settings = span.settings
        let range = span.range
        let flagged = Array(review.flaggedNutrients.prefix(Self.nutrientLimit))
        let compared = figures.compared
        self.title = "Nutrition review"
        self.period = ReportPeriod(
            first: range.first.iso, last: range.last.iso, label: DateText.range(range),
            longLabel: "\(DateText.long(range.first)) – \(DateText.long(range.last))",
            days: ReportNumber.count(range.dayCount), loggedDays: ReportNumber.count(span.intake.loggedDays),
            choice: figures.choice.description, isWeek: false)
        self.settings = ReportSettings(
            kcalGoal: ReportNumber.kcal(settings.kcalGoal), dailyValues: settings.dailyValues.name,
            stepsGoal: ReportNumber.steps(settings.stepsGoal),
            weekStart: settings.weekStart == .monday ? "Monday" : "Sunday",
            unloggedCountAsZero: settings.unloggedDays == .countedAsZero, activityCredit: settings.activityCredit,
            restingKcal: settings.restingKcal.map(ReportNumber.kcal))
        self.comparison = compared.map { other in
            ReviewComparison(
                label: DateText.range(other.span.range), first: other.span.range.first.iso,
                last: other.span.range.last.iso, days: ReportNumber.count(other.span.range.dayCount),
                loggedDays: ReportNumber.count(other.span.intake.loggedDays))
        }
        self.cards = Self.cards(review, compared: compared)
        self.flagged = flagged.compactMap { nutrient in
            span.dailyValueReadings.first { $0.nutrient == nutrient }.map {
                ReviewNutrientColumn(
                    name: nutrient.displayName, kind: $0.dailyValue.kind == .limit ? "limit" : "target")
            }
        }
        self.months = Self.rows(
            review.months, compared: compared?.months, flagged: flagged,
            isPartial: { $0.dayCount < LocalDate.daysIn(month: $0.first.month, year: $0.first.year) },
            label: Self.monthLabel)
        self.weeks = Self.rows(
            review.weeks, compared: compared?.weeks, flagged: flagged, isPartial: { $0.dayCount < 7 },
            label: { DateText.range($0.range) })
        self.total = Self.row(span, compared: compared?.span, flagged: flagged, label: "Whole span")
        self.streaks = review.runs.streaks.map(Self.run)
        self.gaps = review.runs.gaps.map(Self.run)
        self.topFoods = Self.topFoods(span)
        self.quarters = review.quarters.map { quarter in
            ReviewQuarter(
                label: Self.quarterLabel(quarter), loggedDays: ReportNumber.count(quarter.intake.loggedDays),
                foods: Self.topFoods(quarter))
        }
        self.hasFoodLog = figures.withFoodLog
        self.foodLog = figures.withFoodLog ? span.days.reversed().map(PeriodReport.foodDay) : []
        self.dataNotes = Self.notes(review, compared: compared)
        self.importNotes = imports.lines
        self.generator = "NutriStats"
    }

    // MARK: Cards

    static func cards(_ review: ReviewStatistics, compared: ReviewStatistics?) -> [ReviewCard] {
        let span = review.span
        let other = compared?.span
        let goal = span.settings.kcalGoal
        var cards: [ReviewCard] = []
        func change(_ mine: Double?, _ theirs: Double?, _ write: (Double) -> String) -> (String?, String?) {
            guard compared != nil, let theirs else { return (nil, nil) }
            return (mine.map { write($0 - theirs) }, write(theirs))
        }

        let average = span.intake.average?.kcal
        let (averageChange, averageBefore) = change(average, other?.intake.average?.kcal, ReportNumber.signedKcal)
        cards.append(
            ReviewCard(
                id: "average-kcal", label: "Average intake",
                value: average.map(ReportNumber.kcal) ?? ReportNumber.unknown, unit: "kcal a day",
                detail: average.map {
                    "per counted day; \(ReportNumber.percent($0 * 100 / goal)) % of the \(ReportNumber.kcal(goal)) kcal goal"
                }
                    ?? "nothing logged",
                change: averageChange,
                previous: averageBefore.map { _ in
                    other?.intake.average.map { ReportNumber.kcal($0.kcal) } ?? ReportNumber.unknown
                }))

        let counted = span.intake.countedDays
        let budget: Double? = counted > 0 ? span.budget.remaining : nil
        let otherBudget: Double? = (other?.intake.countedDays ?? 0) > 0 ? other?.budget.remaining : nil
        let (budgetChange, budgetBefore) = change(budget, otherBudget, ReportNumber.signedKcal)
        cards.append(
            ReviewCard(
                id: "budget-balance", label: "Budget balance",
                value: budget.map(ReportNumber.signedKcal) ?? ReportNumber.unknown, unit: "kcal",
                detail: "goal × \(ReportNumber.count(counted)) counted days − intake"
                    + (span.settings.activityCredit ? " + activity credit" : "") + "; negative: over budget",
                change: budgetChange,
                previous: budgetBefore.map { _ in otherBudget.map(ReportNumber.signedKcal) ?? ReportNumber.unknown }))

        let (rateChange, rateBefore) = change(span.loggingRate * 100, other.map { $0.loggingRate * 100 }) {
            ReportNumber.format($0, decimals: FigureRounding.percentDecimals, explicitPlus: true)
        }
        cards.append(
            ReviewCard(
                id: "logged-days", label: "Days logged", value: ReportNumber.count(span.intake.loggedDays),
                unit: "of \(ReportNumber.count(span.range.dayCount)) days",
                detail: "\(ReportNumber.percent(share: span.loggingRate)) % of the days have an entry",
                change: rateChange.map { $0 + " points" },
                previous: rateBefore.map { _ in
                    other.map { ReportNumber.percent(share: $0.loggingRate) + " %" } ?? ReportNumber.unknown
                }))

        let energy = span.energy
        let (netChange, netBefore) = change(energy.averageNet, other?.energy.averageNet, ReportNumber.signedKcal)
        cards.append(
            ReviewCard(
                id: "energy-balance", label: "Energy balance",
                value: energy.averageNet.map(ReportNumber.signedKcal) ?? ReportNumber.unknown,
                unit: "kcal a day",
                detail: energy.days > 0
                    ? "intake − spent, \(ReportNumber.signedKcal(energy.net)) kcal over \(ReportNumber.count(energy.days)) days with a balance"
                    : "no day with both intake and energy spent",
                change: netChange,
                previous: netBefore.map { _ in
                    other?.energy.averageNet.map(ReportNumber.signedKcal) ?? ReportNumber.unknown
                }))

        let steps = span.steps
        let (stepsChange, stepsBefore) = change(steps.average, other?.steps.average) {
            ReportNumber.format($0, decimals: FigureRounding.stepsDecimals, explicitPlus: true)
        }
        cards.append(
            ReviewCard(
                id: "steps", label: "Steps", value: steps.average.map(ReportNumber.steps) ?? ReportNumber.unknown,
                unit: "a day",
                detail: steps.days > 0
                    ? "goal of \(ReportNumber.steps(steps.goal)) reached on \(ReportNumber.count(steps.daysGoalReached)) of \(ReportNumber.count(steps.days)) days with steps"
                    : "no step data",
                change: stepsChange,
                previous: stepsBefore.map { _ in other?.steps.average.map(ReportNumber.steps) ?? ReportNumber.unknown })
        )

        let longest = review.runs.streaks.first
        let otherLongest = compared.map { Double($0.runs.streaks.first?.dayCount ?? 0) }
        let (streakChange, streakBefore) = change(Double(longest?.dayCount ?? 0), otherLongest) {
            ReportNumber.format($0, decimals: 0, explicitPlus: true)
        }
        cards.append(
            ReviewCard(
                id: "longest-streak", label: "Longest streak", value: ReportNumber.count(longest?.dayCount ?? 0),
                unit: "days logged in a row",
                detail: longest.map { DateText.range($0) } ?? "no day logged",
                change: streakChange.map { $0 + " days" },
                previous: streakBefore.map { _ in ReportNumber.count(Int(otherLongest ?? 0)) }))

        for nutrient in review.flaggedNutrients.prefix(nutrientLimit) {
            guard let reading = span.dailyValueReadings.first(where: { $0.nutrient == nutrient }),
                let percent = reading.percent
            else { continue }
            let theirs = other?.percentOfDailyValue(nutrient)
            let (dvChange, dvBefore) = change(percent, theirs) {
                ReportNumber.format($0, decimals: FigureRounding.percentDecimals, explicitPlus: true)
            }
            let over = reading.flag == .overLimit
            let bound = reading.isLowerBound ? NutrientAmountText.lowerBoundMark : ""
            let daysBound = span.flaggedDaysIsLowerBound(nutrient) ? NutrientAmountText.lowerBoundMark : ""
            cards.append(
                ReviewCard(
                    id: "dv-" + nutrient.key, label: nutrient.displayName, value: bound + ReportNumber.percent(percent),
                    unit: "% of the Daily Value",
                    detail: (over ? "▲ over its limit" : "▼ under its target") + " on average, "
                        + "\(span.flaggedDays(nutrient).map { daysBound + ReportNumber.count($0) } ?? ReportNumber.unknown) days flagged",
                    change: dvChange.map { $0 + " points" },
                    previous: dvBefore.map { _ in theirs.map { ReportNumber.percent($0) + " %" } ?? ReportNumber.unknown
                    }))
        }
        return cards
    }

    // MARK: Rows

    static func monthLabel(_ figures: PeriodStatistics) -> String {
        let first = figures.range.first
        return "\(DateText.shortMonth(first)) \(first.year)"
    }

    /// "Q1 2026".
    static func quarterName(_ figures: PeriodStatistics) -> String {
        "Q\((figures.range.first.month - 1) / 3 + 1) \(figures.range.first.year)"
    }

    static func quarterLabel(_ figures: PeriodStatistics) -> String {
        let range = figures.range
        let name = quarterName(figures)
        // Whole when it runs from the quarter's first day to its last (quarters have 90 to 92 days).
        let lastMonth = range.first.month + 2
        let whole =
            range.first.day == 1 && (range.first.month - 1) % 3 == 0 && range.last.month == lastMonth
            && range.last.day == LocalDate.daysIn(month: lastMonth, year: range.first.year)
        return whole ? name : "\(name) (\(DateText.range(range)))"
    }

    static func rows(
        _ slices: [PeriodStatistics], compared: [PeriodStatistics]?, flagged: [Nutrient],
        isPartial: (DateRange) -> Bool, label: (PeriodStatistics) -> String
    ) -> [ReviewRow] {
        slices.enumerated().map { index, slice in
            let counterpart = compared.flatMap { index < $0.count ? $0[index] : nil }
            var row = row(
                slice, compared: counterpart, flagged: flagged, label: label(slice), isPartial: isPartial(slice.range))
            if compared != nil, let counterpart {
                row.change?.label = label(counterpart)
            }
            return row
        }
    }

    static func row(
        _ figures: PeriodStatistics, compared: PeriodStatistics?, flagged: [Nutrient], label: String,
        isPartial: Bool = false
    ) -> ReviewRow {
        let counted = figures.intake.countedDays > 0
        let range = figures.range
        let expected = range.dayCount
        var change: ReviewRowChange?
        if let compared {
            let otherCounted = compared.intake.countedDays > 0
            func kcal(_ a: Double?, _ b: Double?) -> String {
                a.flatMap { a in b.map { ReportNumber.signedKcal(a - $0) } } ?? ReportNumber.unknown
            }
            change = ReviewRowChange(
                label: DateText.range(compared.range),
                averageKcal: kcal(figures.intake.average?.kcal, compared.intake.average?.kcal),
                budgetBalance: kcal(
                    counted ? figures.budget.remaining : nil, otherCounted ? compared.budget.remaining : nil),
                loggingRate: ReportNumber.format(
                    (figures.loggingRate - compared.loggingRate) * 100, decimals: FigureRounding.percentDecimals,
                    explicitPlus: true),
                averageNetKcal: kcal(figures.energy.averageNet, compared.energy.averageNet),
                steps: figures.steps.average.flatMap { a in
                    compared.steps.average.map {
                        ReportNumber.format(a - $0, decimals: FigureRounding.stepsDecimals, explicitPlus: true)
                    }
                } ?? ReportNumber.unknown)
        }
        return ReviewRow(
            label: label, first: range.first.iso, last: range.last.iso, days: ReportNumber.count(expected),
            isPartial: isPartial, loggedDays: ReportNumber.count(figures.intake.loggedDays),
            loggingRate: ReportNumber.percent(share: figures.loggingRate),
            averageKcal: figures.intake.average.map { ReportNumber.kcal($0.kcal) },
            budgetBalance: counted ? ReportNumber.signedKcal(figures.budget.remaining) : nil,
            isOverBudget: counted
                && FigureRounding.rounded(figures.budget.remaining, decimals: FigureRounding.kcalDecimals) < 0,
            dailyValues: flagged.map { nutrient in
                let reading = figures.dailyValueReadings.first { $0.nutrient == nutrient }
                let bound = reading?.isLowerBound == true ? NutrientAmountText.lowerBoundMark : ""
                return ReviewCell(
                    percent: reading?.percent.map { bound + ReportNumber.percent($0) },
                    isOverLimit: reading?.flag == .overLimit,
                    isUnderTarget: reading?.flag == .underTarget)
            },
            netKcal: figures.energy.days > 0 ? ReportNumber.signedKcal(figures.energy.net) : nil,
            averageNetKcal: figures.energy.averageNet.map(ReportNumber.signedKcal),
            steps: figures.steps.average.map(ReportNumber.steps),
            change: change)
    }

    static func run(_ range: DateRange) -> ReviewRun {
        ReviewRun(
            days: Plural.count(range.dayCount, "day"),
            label: DateText.range(range), first: range.first.iso, last: range.last.iso)
    }

    static func topFoods(_ figures: PeriodStatistics) -> [ReportTopFood] {
        figures.topFoods.byKcal.enumerated().map { index, food in
            ReportTopFood(
                rank: ReportNumber.count(index + 1), name: food.name, entries: ReportNumber.count(food.entries),
                kcal: ReportNumber.kcal(food.kcal), servings: ReportNumber.servings(food.servings))
        }
    }

    // MARK: Notes

    static func notes(_ review: ReviewStatistics, compared: ReviewStatistics?) -> [String] {
        let span = review.span
        let settings = span.settings
        var notes = [
            "Daily Values: \(settings.dailyValues.name). Energy goal: \(ReportNumber.kcal(settings.kcalGoal)) kcal a day. "
                + "Steps goal: \(ReportNumber.steps(settings.stepsGoal)) a day. Weeks start on "
                + "\(settings.weekStart == .monday ? "Monday" : "Sunday"); the first and last month and week are cut at the span's edges."
        ]
        // The span's caveats, worded as the daily report words them; more than 10 days are counted, not listed.
        notes += ReportNotes.caveatNotes(span.caveats, dayLimit: 10)
        let unshown = review.flaggedNutrients.dropFirst(nutrientLimit)
        if !unshown.isEmpty {
            notes.append(
                "Also flagged over the span, not in the tables: "
                    + unshown.map { nutrient in
                        let percent = span.percentOfDailyValue(nutrient).map { " \(ReportNumber.percent($0)) %" } ?? ""
                        return nutrient.displayName + percent
                    }.joined(separator: ", ") + " of the Daily Value.")
        }
        if let compared {
            notes.append(
                "Changes are this period's figure minus that of \(DateText.range(compared.span.range)); in the "
                    + "tables, each month or week is set against the one at the same position in the compared period.")
        }
        return notes
    }
}
