import ChartKit
import ChartKitCairo

extension PDFReport {
    /// The *Weight and expenditure* section (only with `report --body FILE`): the trend, rate and
    /// expenditure beside the devices in sentences, the goal, then the trend of the last 12 weeks.
    func body(_ page: inout PageComposer) {
        guard let body = report.body else { return }
        page.heading("Weight and expenditure", size: 14, keepWith: 120)
        let lines =
            [
                "Trend weight: \(body.trend ?? ReportNumber.unknown)"
                    + (body.trendChange.map { " (\($0) this period)" } ?? "")
                    + ", weighed on \(body.weighIns).",
                "Rate: \(body.rate).",
                "Energy spent, from intake and the scale over \(body.window): \(body.expenditure).",
            ] + (body.goal.map { ["Goal: \($0)."] } ?? []) + (body.plannedIntake.map { ["Intake for \($0)."] } ?? [])
        for line in lines { page.paragraph(line, font: Font(size: 9.5)) }
        page.space(6)
        if !body.weeks.isEmpty {
            page.table(
                [
                    .init(title: "Week ending", share: 3, alignment: .start),
                    .init(title: "Trend", share: 1.4, alignment: .end),
                    .init(title: "Change", share: 1.4, alignment: .end),
                    .init(title: "Weigh-ins", share: 1.2, alignment: .end),
                ],
                body.weeks.map {
                    PageComposer.Row(cells: [
                        $0.label, $0.trend, $0.change ?? ReportNumber.unknown, String($0.weighIns),
                    ])
                })
        }
        page.paragraph(
            "Trend weight: the weigh-ins smoothed (α = 0.1 a day). Energy spent from the scale = mean intake − "
                + "7,700 kcal × the weight's slope in kg a day; the range is its 80 % interval.",
            font: Font(size: 8.5), color: PageComposer.secondary)
        page.space(12)
    }
}
