import ChartKit
import ChartKitCairo

extension PDFReport {
    /// The red of expired and soon pantry items (the HTML's `--expiring`); the status text says the same in words.
    static let expiring = Color(red: 0xB3, green: 0x26, blue: 0x1E)

    /// The Pantry page (only with `report --pantry FILE`): the section's tables, expired and soon items
    /// in red, then its chart.
    func pantry(_ page: inout PageComposer) {
        guard let pantry = report.pantry else { return }
        page.newPage()
        page.heading("Pantry", size: 14)
        page.paragraph(
            "\(pantry.file) on \(pantry.day); soon means within \(pantry.soonWindow). \(pantry.summary).",
            font: Font(size: 9.5))
        page.space(6)
        let columns: [PageComposer.Column] = [
            .init(title: "Item", share: 3, alignment: .start), .init(title: "Category", share: 1.5, alignment: .start),
            .init(title: "Expires", share: 1.6, alignment: .start),
            .init(title: "Status", share: 1.9, alignment: .start),
        ]
        func rows(_ items: [ReportPantryItem]) -> [PageComposer.Row] {
            items.map { item in
                let color: Color? = item.isUrgent ? Self.expiring : nil
                return PageComposer.Row(
                    cells: [
                        item.name + (item.isFavorite ? " ★" : ""), item.category ?? ReportNumber.unknown, item.expires,
                        item.status,
                    ],
                    colors: [color, nil, color, color])
            }
        }
        for (title, items, none) in [
            ("Expiring within \(pantry.soonWindow)", pantry.soon, "Nothing expires within \(pantry.soonWindow)."),
            ("Already expired", pantry.expired, "Nothing has expired."),
            ("Favourites", pantry.favorites, "No favourites."),
        ] {
            page.heading(title, size: 11, keepWith: 40)
            if items.isEmpty {
                page.paragraph(none, font: Font(size: 9), color: PageComposer.secondary)
            } else {
                page.table(columns, rows(items))
            }
            page.space(8)
        }
        page.heading("By category", size: 11, keepWith: 40)
        page.table(
            [
                .init(title: "Category", share: 3, alignment: .start), .init(title: "Items", share: 1, alignment: .end),
                .init(title: "Expired or soon", share: 1.5, alignment: .end),
            ],
            pantry.categories.map { PageComposer.Row(cells: [$0.name, $0.items, $0.urgent]) })
        if let note = pantry.skippedNote { page.paragraph(note, font: Font(size: 8.5), color: PageComposer.secondary) }
        page.space(10)
        for entry in charts where ReportCharts.isPantry(entry.info.id) {
            page.ensure(Self.chartHeight(entry.info.id) + 8)
            page.chart(entry.chart, height: Self.chartHeight(entry.info.id))
        }
        page.space(12)
    }
}
