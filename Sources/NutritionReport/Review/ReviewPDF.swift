import ChartKit
import ChartKitCairo
import NutritionData
import SafeOutput

/// The PDF edition of a review: A4 pages with the title and cards, the charts, the monthly and
/// weekly tables, streaks and gaps, top foods, the food log when asked for, and the notes. Every text
/// is a string of the ``ReviewReport``; layout is ``PageComposer``'s.
struct ReviewPDF {
    var report: ReviewReport
    var charts: [ReportCharts.Entry]

    /// The PDF's bytes; a drawing failure is an ``OutputError`` naming `report.pdf`.
    func render() throws(OutputError) -> [UInt8] {
        do {
            return try DocumentRenderer(title: "\(report.title) · \(report.period.label)").pdf(layout())
        } catch {
            throw OutputError(path: ReportFormat.pdf.fileName, problem: .stated(error.description))
        }
    }

    func layout() -> [DocumentPage] {
        var page = PageComposer(measurer: CairoTextMeasurer())
        page.heading(report.title, size: 22, color: PageComposer.accent)
        page.heading(report.period.label, size: 15, keepWith: 20)
        page.paragraph(
            "\(report.period.loggedDays) of \(report.period.days) days logged · \(report.period.choice) · goal "
                + "\(report.settings.kcalGoal) kcal a day · Daily Values \(report.settings.dailyValues)"
                + (report.comparison.map { " · compared with \($0.label)" } ?? ""),
            font: Font(size: 9), color: PageComposer.secondary)
        page.space(8)
        page.hairline(at: page.y, color: PageComposer.accent, width: 1.2)
        page.space(12)

        page.heading("Summary", size: 14)
        for card in report.cards {
            var text = "\(card.label): \(card.value) \(card.unit) — \(card.detail)"
            if let change = card.change { text += " (\(change) from \(card.previous ?? ReportNumber.unknown))" }
            page.paragraph(text + ".", font: Font(size: 10), bullet: "•")
        }
        page.space(10)
        runs(&page)

        page.newPage()
        page.heading("Charts", size: 14)
        for entry in charts {
            // Charts are laid out at the page's width; the heatmap as high as its cells need to fill
            // that width (a year's single row of weeks, a row per year beyond), up to the rest of the
            // page (it comes first, under the heading; beyond about eight years A4 is too short for
            // full-width cells, and they shrink to fit).
            let size = ReviewCharts.size(entry, heatmapWidth: page.width)
            let height =
                entry.info.id == "heatmap"
                ? max(180, min(page.remaining - 8, size.height.rounded(.up)))
                : (size.height * page.width / size.width).rounded()
            page.ensure(height + 8)
            page.chart(entry.chart, height: height)
            page.space(12)
        }

        page.newPage()
        table(&page, title: "Month by month", rows: report.months + [report.total])
        page.space(12)
        table(&page, title: "Week by week", rows: report.weeks + [report.total])
        page.space(12)
        body(&page)
        topFoods(&page)
        if report.hasFoodLog { foodLog(&page) }
        page.heading("Notes on the data", size: 14)
        for note in report.dataNotes { page.paragraph(note, font: Font(size: 9), bullet: "•") }
        if !report.importNotes.isEmpty {
            page.space(6)
            page.heading("Import", size: 11, keepWith: 30)
            for note in report.importNotes { page.paragraph(note, font: Font(size: 9), bullet: "•") }
        }
        return page.document(
            footer: "\(report.generator) · \(report.title) · \(report.period.label) "
                + "(\(report.period.first) – \(report.period.last))")
    }

    private func runs(_ page: inout PageComposer) {
        page.heading("Longest streaks and gaps", size: 14)
        let columns: [PageComposer.Column] = [
            .init(title: "Streak (days logged in a row)", share: 3, alignment: .start),
            .init(title: "Days", share: 1, alignment: .end),
            .init(title: "Gap (days without an entry)", share: 3, alignment: .start),
            .init(title: "Days", share: 1, alignment: .end),
        ]
        let count = max(report.streaks.count, report.gaps.count)
        let rows = (0..<count).map { index in
            let streak = index < report.streaks.count ? report.streaks[index] : nil
            let gap = index < report.gaps.count ? report.gaps[index] : nil
            return PageComposer.Row(cells: [streak?.label ?? "", streak?.days ?? "", gap?.label ?? "", gap?.days ?? ""])
        }
        if rows.isEmpty {
            page.paragraph("No day in the span.", font: Font(size: 9.5))
        } else {
            page.table(columns, rows)
        }
    }

    /// The flagged nutrients the month and week tables have a column for: a fourth does not fit the
    /// page beside the other columns at a readable size, so it is named under the table instead.
    static let nutrientColumns = 3

    /// The sentence naming the flagged nutrients without a column here (empty when every one has one).
    private var leftOutNutrients: String { Self.leftOutSentence(flagged: report.flagged.map(\.name)) }

    /// The sentence naming those of the flagged nutrients `flagged` (in column order) that get no
    /// column, beginning with a space; empty when every one has a column.
    static func leftOutSentence(flagged: [String]) -> String {
        let names = flagged.dropFirst(nutrientColumns)
        guard !names.isEmpty else { return "" }
        return " The %DV of " + names.joined(separator: ", ")
            + " per row is in the HTML and Markdown reports (no room here)."
    }

    private func table(_ page: inout PageComposer, title: String, rows: [ReviewRow]) {
        page.heading(title, size: 14)
        var columns: [PageComposer.Column] = [
            .init(title: title.hasPrefix("Month") ? "Month" : "Week", share: 2.8, alignment: .start),
            // Wide enough for a whole year's "365/365" and a budget such as "−300,252".
            .init(title: "Days", share: 1.1, alignment: .end), .init(title: "kcal", share: 0.9, alignment: .end),
            .init(title: "Budget", share: 1.3, alignment: .end),
        ]
        columns += report.flagged.prefix(Self.nutrientColumns).map {
            .init(title: $0.name, share: 1.3, alignment: .end)
        }
        columns += [
            .init(title: "Net", share: 0.9, alignment: .end), .init(title: "Steps", share: 0.9, alignment: .end),
        ]
        let hasChange = report.comparison != nil
        if hasChange { columns.append(.init(title: "Δ kcal", share: 0.9, alignment: .end)) }
        let body = rows.map { row in
            var cells = [
                row.label + (row.isPartial ? " *" : ""), "\(row.loggedDays)/\(row.days)",
                row.averageKcal ?? ReportNumber.unknown,
                row.budgetBalance ?? ReportNumber.unknown,
            ]
            cells += row.dailyValues.prefix(Self.nutrientColumns).map { $0.percent ?? ReportNumber.unknown }
            cells += [row.averageNetKcal ?? ReportNumber.unknown, row.steps ?? ReportNumber.unknown]
            if hasChange { cells.append(row.change?.averageKcal ?? ReportNumber.unknown) }
            return PageComposer.Row(cells: cells, style: row.label == report.total.label ? .strong : .normal)
        }
        page.table(columns, body, font: Font(size: 7))
        page.paragraph(
            "Days = logged / days in the row; kcal a day per counted day; budget = goal × counted days "
                + "− intake (negative: over); nutrient columns: %DV per counted day; net = intake − spent per day with a "
                + "balance; steps per day with steps. * Cut at the span's edge."
                + (hasChange ? " Δ = this row minus the compared period's row at the same position." : "")
                + leftOutNutrients,
            font: Font(size: 7.5), color: PageComposer.secondary)
    }

    /// The weight and expenditure section (only with `--body`): the span's rate, then month by month.
    private func body(_ page: inout PageComposer) {
        guard let body = report.body else { return }
        page.heading("Weight and expenditure", size: 14, keepWith: 120)
        page.paragraph(
            "Rate over the span: \(body.rate)" + (body.trendChange.map { " · trend \($0)" } ?? "") + ".",
            font: Font(size: 9.5))
        page.space(4)
        page.table(
            [
                .init(title: "Month", share: 1.2, alignment: .start),
                .init(title: "Weighed", share: 1.1, alignment: .end),
                .init(title: "Trend", share: 1.1, alignment: .end), .init(title: "Change", share: 1.1, alignment: .end),
                .init(title: "Energy spent, from the scale", share: 3.2, alignment: .end),
                .init(title: "Devices", share: 1.6, alignment: .end),
            ],
            body.months.map { month in
                PageComposer.Row(cells: [
                    month.label, String(month.weighIns), month.trend ?? ReportNumber.unknown,
                    month.change ?? ReportNumber.unknown, month.expenditure ?? ReportNumber.unknown,
                    month.devices ?? ReportNumber.unknown,
                ])
            })
        page.paragraph(
            "Trend and energy spent on each month's last day; energy spent from the scale = mean intake − 7,700 kcal × "
                + "the weight's slope over the \(body.window) before, with its 80 % interval.",
            font: Font(size: 8.5), color: PageComposer.secondary)
        page.space(12)
    }

    private func topFoods(_ page: inout PageComposer) {
        let columns: [PageComposer.Column] = [
            .init(title: "#", share: 0.5, alignment: .end), .init(title: "Food", share: 4.5, alignment: .start),
            .init(title: "Entries", share: 1, alignment: .end), .init(title: "kcal", share: 1.2, alignment: .end),
        ]
        page.heading("Top foods by kcal", size: 14)
        page.table(columns, report.topFoods.map { PageComposer.Row(cells: [$0.rank, $0.name, $0.entries, $0.kcal]) })
        page.space(8)
        for quarter in report.quarters where !quarter.foods.isEmpty {
            page.heading("\(quarter.label) · \(quarter.loggedDays) days logged", size: 10.5, keepWith: 40)
            page.table(columns, quarter.foods.map { PageComposer.Row(cells: [$0.rank, $0.name, $0.entries, $0.kcal]) })
            page.space(6)
        }
        page.space(10)
    }

    private func foodLog(_ page: inout PageComposer) {
        page.newPage()
        page.heading("Food log", size: 14)
        for day in report.foodLog where day.logged {
            PDFReport.foodLogDay(day, on: &page)
            page.space(8)
        }
        page.space(10)
    }
}
