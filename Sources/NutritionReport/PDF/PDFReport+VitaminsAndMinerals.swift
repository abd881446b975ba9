import ChartKit
import ChartKitCairo

extension PDFReport {
    /// The least height of the vitamins and minerals chart on a page; with more rows it grows
    /// (``VitaminsAndMineralsChart/size(of:width:minimumHeight:)``) up to the page's.
    static let vitaminsAndMineralsMinimumHeight = 300.0

    /// The vitamins and minerals page (only when the report has the section,
    /// ``PeriodReport/vitaminsAndMinerals``): its table, flags coloured as in the nutrient table, then
    /// its chart, as tall as its rows need.
    func vitaminsAndMinerals(_ page: inout PageComposer) {
        guard let section = report.vitaminsAndMinerals else { return }
        page.newPage()
        page.heading("Vitamins and minerals, average per day", size: 14)
        let columns: [PageComposer.Column] = [
            .init(title: "Nutrient", share: 2, alignment: .start), .init(title: "Per day", share: 1.1, alignment: .end),
            .init(title: "Unit", share: 0.6, alignment: .start), .init(title: "Coverage", share: 1, alignment: .end),
            .init(title: "Daily Value", share: 1.1, alignment: .end), .init(title: "%DV", share: 0.8, alignment: .end),
            .init(title: "Flag", share: 1.4, alignment: .start),
        ]
        var rows: [PageComposer.Row] = []
        for group in section.groups {
            rows.append(PageComposer.Row(cells: [group.name, "", "", "", "", "", ""], style: .group))
            for n in group.nutrients {
                let flagColor: Color? = n.isOverLimit ? PageComposer.over : n.isUnderTarget ? PageComposer.under : nil
                rows.append(
                    PageComposer.Row(
                        cells: [
                            n.name, n.amount, n.unit, n.coverage.map { $0 + " %" } ?? ReportNumber.unknown,
                            n.dailyValue ?? "no DV", n.percent.map { $0 + " %" } ?? ReportNumber.unknown,
                            Self.flagCell(n),
                        ],
                        colors: [nil, nil, nil, nil, nil, flagColor, flagColor]))
            }
        }
        page.table(columns, rows)
        page.paragraph(
            "Coverage = share of the logged kcal from foods that report the nutrient."
                + (section.hasLowerBounds
                    ? " Amounts and %DV marked ≥ are lower bounds (some foods do not report the nutrient); a lower "
                        + "bound under a target is not flagged under (? maybe under). In the chart a lower bound is a "
                        + "lighter bar with a dashed outline." : ""),
            font: Font(size: 7.5), color: PageComposer.secondary)
        page.space(12)
        for entry in charts where entry.info.id == VitaminsAndMineralsChart.id {
            let size = VitaminsAndMineralsChart.size(
                of: entry.chart, width: page.width, minimumHeight: Self.vitaminsAndMineralsMinimumHeight)
            let height = Swift.min(size.height, page.bottom - PageComposer.margin)
            page.ensure(height + 8)
            page.chart(entry.chart, height: height)
            page.space(12)
        }
    }

    /// `▲ over limit`, `▼ under target`, or `? maybe under` for a lower bound under a target, as the
    /// nutrient table's flag column.
    private static func flagCell(_ nutrient: ReportVitaminMineral) -> String {
        if nutrient.isOverLimit { return "▲ over limit" }
        if nutrient.isUnderTarget { return "▼ under target" }
        return nutrient.isUnknownWhetherUnder ? "? maybe under" : ""
    }
}
