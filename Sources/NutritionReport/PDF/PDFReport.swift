import ChartKit
import ChartKitCairo
import NutritionData
import SafeOutput

/// The PDF edition of a report: A4 pages with the title and summary, the day table, the charts
/// (two to a page), the nutrient table, the food log, the top foods and the notes. Every text is a
/// string of the ``PeriodReport``; layout is ``PageComposer``'s, drawing ``DocumentRenderer``'s.
struct PDFReport {
    var report: PeriodReport
    var charts: [ReportCharts.Entry]

    /// Height of a chart on the page: two charts fit on one page; the %DV chart, with a row per
    /// nutrient, is taller so that every row keeps its label.
    static func chartHeight(_ id: String) -> Double {
        id == MetricChart.dv.rawValue ? 400 : 300
    }

    /// The PDF's bytes; a drawing failure is an ``OutputError`` naming `report.pdf`.
    func render() throws(OutputError) -> [UInt8] {
        let pages = layout()
        do {
            return try DocumentRenderer(title: "\(report.title) · \(report.period.label)").pdf(pages)
        } catch {
            throw OutputError(path: ReportFormat.pdf.fileName, problem: .stated(error.description))
        }
    }

    /// The pages, laid out.
    func layout() -> [DocumentPage] {
        var page = PageComposer(measurer: CairoTextMeasurer())
        header(&page)
        summary(&page)
        dayTable(&page)
        chartPages(&page)
        nutrientTable(&page)
        vitaminsAndMinerals(&page)
        foodLog(&page)
        topFoods(&page)
        body(&page)
        pantry(&page)
        notes(&page)
        return page.document(
            footer: "\(report.generator) · \(report.title) · \(report.period.label) "
                + "(\(report.period.first) – \(report.period.last))")
    }

    private func header(_ page: inout PageComposer) {
        page.heading(report.title, size: 22, color: PageComposer.accent)
        page.heading(report.period.label, size: 15, keepWith: 20)
        page.paragraph(report.period.longLabel, font: Font(size: 10), color: PageComposer.secondary)
        page.paragraph(
            "\(report.period.loggedDays) of \(report.period.days) days logged · \(report.period.choice) · "
                + "goal \(report.settings.kcalGoal) kcal a day · Daily Values \(report.settings.dailyValues)",
            font: Font(size: 9), color: PageComposer.secondary)
        page.space(10)
        page.hairline(at: page.y, color: PageComposer.accent, width: 1.2)
        page.space(12)
    }

    private func summary(_ page: inout PageComposer) {
        let s = report.summary
        page.heading("Summary", size: 14)
        page.space(2)
        let body = Font(size: 10)
        if let intake = s.intake {
            page.paragraph(
                "Average intake: \(intake.averageKcal) kcal a day, \(intake.percentOfGoal) % of the "
                    + "\(intake.goalKcal) kcal goal (\(intake.differenceKcal) kcal); lowest \(intake.lowestKcal), highest "
                    + "\(intake.highestKcal), over \(s.countedDays) counted of \(s.days) days.", font: body, bullet: "•"
            )
            var budget =
                "Budget: \(intake.remainingKcal) kcal left of \(intake.budgetKcal) kcal for the period "
                + "(\(intake.remainingPerDayKcal) a day)"
            if intake.isOverBudget { budget += ", over budget" }
            if let credit = intake.activityCreditKcal { budget += ", including \(credit) kcal of activity credit" }
            page.paragraph(budget + ".", font: body, bullet: "•")
        } else {
            page.paragraph("Nothing was logged in this period.", font: body, bullet: "•")
        }
        if let energy = s.energy {
            page.paragraph(
                "Energy balance: net \(energy.netKcal) kcal, a \(energy.direction) "
                    + "(intake \(energy.intakeKcal) − spent \(energy.spentKcal) kcal over \(energy.days) days; "
                    + "\(energy.averageNetKcal) a day).", font: body, bullet: "•")
        } else {
            page.paragraph("Energy balance: no day with both intake and energy spent.", font: body, bullet: "•")
        }
        if let steps = s.steps {
            page.paragraph(
                "Steps: \(steps.average) a day (\(steps.averagePercentOfGoal) % of \(steps.goal)); goal reached "
                    + "on \(steps.daysGoalReached) of \(steps.days) days; best \(steps.bestDay) with \(steps.bestSteps).",
                font: body, bullet: "•")
        }
        for flag in s.overLimits {
            page.paragraph(
                "Over a limit: \(flag.name) \(flag.percent) % of \(flag.dailyValue) (\(flag.amount) a day; "
                    + "over on \(flag.flaggedDays) days)\(flag.sources.map { ": " + $0 } ?? "").", font: body,
                color: PageComposer.over, bullet: "▲")
        }
        for flag in s.underTargets {
            page.paragraph(
                "Under a target: \(flag.name) \(flag.percent) % of \(flag.dailyValue) (\(flag.amount) a day; "
                    + "under on \(flag.flaggedDays) days)\(flag.sources.map { ": " + $0 } ?? "").", font: body,
                color: PageComposer.under, bullet: "▼")
        }
        if let coverage = s.coverage, s.coverageIsPartial {
            page.paragraph(
                "Nutrients are known for \(coverage) % of the logged kcal: amounts and %DV are lower bounds.",
                font: body, color: PageComposer.secondary, bullet: "•")
        }
        page.space(14)
    }

    private func dayTable(_ page: inout PageComposer) {
        page.heading("Day by day", size: 14)
        let columns: [PageComposer.Column] = [
            .init(title: "Day", share: 1.3, alignment: .start), .init(title: "Intake", share: 1, alignment: .end),
            .init(title: "Remaining", share: 1.1, alignment: .end), .init(title: "Spent", share: 1, alignment: .end),
            .init(title: "Net", share: 1, alignment: .end), .init(title: "Balance", share: 1, alignment: .start),
            .init(title: "Steps", share: 1, alignment: .end), .init(title: "Coverage", share: 1, alignment: .end),
        ]
        var rows: [PageComposer.Row] = report.days.map { day in
            guard day.counted else {
                return PageComposer.Row(
                    cells: [
                        day.label, day.logged ? "kcal unknown" : "not logged", "", "", "", "",
                        day.steps ?? ReportNumber.unknown, "",
                    ], style: .muted)
            }
            return PageComposer.Row(cells: [
                day.label, day.intakeKcal ?? ReportNumber.unknown, day.remainingKcal ?? ReportNumber.unknown,
                (day.spentKcal ?? ReportNumber.unknown) + (day.spentIsLowerBound ? "*" : ""),
                day.netKcal ?? ReportNumber.unknown, day.balance ?? ReportNumber.unknown,
                day.steps ?? ReportNumber.unknown, day.coverage.map { $0 + " %" } ?? ReportNumber.unknown,
            ])
        }
        // The mark for a spent figure that is too low goes on the total only, as in HTML and Markdown.
        for (total, marked) in [(report.dayTotal, true), (report.dayAverage, false)] {
            rows.append(
                PageComposer.Row(
                    cells: [
                        total.label, total.intakeKcal ?? ReportNumber.unknown,
                        total.remainingKcal ?? ReportNumber.unknown,
                        (total.spentKcal ?? ReportNumber.unknown)
                            + (marked && total.spentIsLowerBound && total.spentKcal != nil ? "*" : ""),
                        total.netKcal ?? ReportNumber.unknown, total.balance ?? "", total.steps ?? ReportNumber.unknown,
                        total.coverage.map { $0 + " %" } ?? "",
                    ], style: .strong))
        }
        page.table(columns, rows)
        page.paragraph(
            "kcal. Remaining = goal − intake"
                + (report.settings.activityCredit ? " + active energy (activity credit)" : "")
                + "; net = intake − spent (negative: a deficit); coverage = share of "
                + "the kcal whose nutrients are known. Per day: intake and remaining per counted day, energy per day with a "
                + "balance, steps per day with steps."
                + (report.dayTotal.spentIsLowerBound
                    ? " * Resting energy unknown that day: spent is too low." : ""),
            font: Font(size: 7.5), color: PageComposer.secondary)
    }

    private func chartPages(_ page: inout PageComposer) {
        page.newPage()
        page.heading("Charts", size: 14)
        for entry in charts where !ReportCharts.isSectionChart(entry.info.id) {
            page.ensure(Self.chartHeight(entry.info.id) + 8)
            page.chart(entry.chart, height: Self.chartHeight(entry.info.id))
            page.space(12)
        }
    }

    private func nutrientTable(_ page: inout PageComposer) {
        page.newPage()
        page.heading("Nutrients, average per day", size: 14)
        if let split = report.macroSplit {
            page.paragraph(
                "Macro split (share of kcal from carbs, protein, fat): \(split.carbs) % / \(split.protein) % / "
                    + "\(split.fat) %.", font: Font(size: 9.5))
            page.space(4)
        }
        let columns: [PageComposer.Column] = [
            .init(title: "Nutrient", share: 1.9, alignment: .start),
            .init(title: "Per day", share: 1.1, alignment: .end),
            .init(title: "Daily Value", share: 1.1, alignment: .end), .init(title: "%DV", share: 0.7, alignment: .end),
            .init(title: "Kind", share: 0.9, alignment: .start), .init(title: "Flag", share: 1.3, alignment: .start),
            .init(title: "Days flagged", share: 1.2, alignment: .end),
        ]
        let rows = report.nutrients.map { n in
            let flagColor: Color? = n.isOverLimit ? PageComposer.over : n.isUnderTarget ? PageComposer.under : nil
            return PageComposer.Row(
                cells: [
                    n.name, n.amount.map { "\($0) \(n.unit)" } ?? ReportNumber.unknown, n.dailyValue ?? "no DV",
                    n.percent.map { $0 + " %" } ?? ReportNumber.unknown, n.kind ?? "", Self.flagCell(n),
                    n.flaggedDays ?? "",
                ],
                colors: [nil, nil, nil, flagColor, nil, flagColor, nil])
        }
        page.table(columns, rows)
        page.space(16)
    }

    /// `▲ over limit`, `▼ under target`, or — for a lower bound under a target, "unknown whether under" in
    /// the HTML and Markdown — `? maybe under`, which fits the column.
    private static func flagCell(_ nutrient: ReportNutrient) -> String {
        guard let flag = nutrient.flag else { return "" }
        if nutrient.isOverLimit { return "▲ " + flag }
        return nutrient.isUnderTarget ? "▼ " + flag : "? maybe under"
    }

    private func foodLog(_ page: inout PageComposer) {
        page.heading("Food log", size: 14)
        for day in report.foodLog {
            Self.foodLogDay(day, on: &page)
            page.space(day.logged ? 10 : 6)
        }
    }

    /// One day of the food log: its heading (with its coverage when partial) and, when logged, its
    /// meals and foods, entries of kcal only marked so. The daily report and the review's food log
    /// (`--with-food-log`) share it.
    static func foodLogDay(_ day: ReportFoodDay, on page: inout PageComposer) {
        let columns: [PageComposer.Column] = [
            .init(title: "Time", share: 0.8, alignment: .start), .init(title: "Food", share: 4.6, alignment: .start),
            .init(title: "Servings", share: 1, alignment: .end), .init(title: "kcal", share: 1, alignment: .end),
        ]
        let title =
            day.logged
            ? "\(day.label) · \(day.kcal) kcal · \(day.entriesText)"
                + (day.coverageIsPartial ? day.coverage.map { " · nutrients known for \($0) %" } ?? "" : "")
            : "\(day.label) · not logged"
        page.heading(title, size: 10.5, keepWith: 40)
        guard day.logged else { return }
        var rows: [PageComposer.Row] = []
        for meal in day.meals {
            let mealTitle =
                meal.title + (meal.coverageIsPartial ? " · nutrients known for \(meal.coverage ?? "0") %" : "")
            rows.append(PageComposer.Row(cells: [meal.time, mealTitle, "", meal.kcal], style: .group))
            for food in meal.foods {
                // The name isolated before the note, so a right-to-left name keeps the note after it.
                rows.append(
                    PageComposer.Row(
                        cells: [
                            "", food.hasNutrients ? food.name : TextControls.isolated(food.name) + " (kcal only)",
                            food.servings, food.kcal,
                        ],
                        style: food.hasNutrients ? .normal : .muted))
            }
        }
        page.table(columns, rows)
    }

    private func topFoods(_ page: inout PageComposer) {
        guard !report.topFoods.isEmpty else { return }
        page.heading("Top foods by kcal", size: 14)
        let columns: [PageComposer.Column] = [
            .init(title: "#", share: 0.5, alignment: .end), .init(title: "Food", share: 4.5, alignment: .start),
            .init(title: "Entries", share: 1, alignment: .end), .init(title: "Servings", share: 1, alignment: .end),
            .init(title: "kcal", share: 1, alignment: .end),
        ]
        page.table(
            columns,
            report.topFoods.map { PageComposer.Row(cells: [$0.rank, $0.name, $0.entries, $0.servings, $0.kcal]) })
        page.space(16)
    }

    private func notes(_ page: inout PageComposer) {
        page.heading("Notes on the data", size: 14)
        for note in report.dataNotes { page.paragraph(note, font: Font(size: 9), bullet: "•") }
        guard !report.importNotes.isEmpty else { return }
        page.space(6)
        page.heading("Import", size: 11, keepWith: 30)
        for note in report.importNotes { page.paragraph(note, font: Font(size: 9), bullet: "•") }
    }
}
