import GrowthTestSupport
import NutritionData
import NutritionReport
import Pantry
import Testing

/// The pantry section of a report: its view model (counted by hand), and the section in HTML,
/// Markdown and PDF; without a pantry the report has no trace of it.
@Suite struct ReportPantrySectionTests {
    static func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }
    /// Seen on Sunday 2026-11-15 with soon = 3: milk expired 2 days ago, bread today, "Yoghurt | 2 <b>"
    /// in 3 days (soon), eggs in 4 (fresh), rice without a date.
    static let overview = PantryOverview(
        items: [
            PantryItem(id: "1", name: "Milk", category: "Dairy", expires: day("2026-11-13"), favorite: true),
            PantryItem(id: "2", name: "Bread", category: "Bakery", expires: day("2026-11-15")),
            PantryItem(id: "3", name: "Yoghurt | 2 <b>", category: "dairy", expires: day("2026-11-18"), favorite: true),
            PantryItem(id: "4", name: "Eggs", category: "Dairy", expires: day("2026-11-19")),
            PantryItem(id: "5", name: "Rice", expires: nil),
        ], today: day("2026-11-15"), soonDays: 3)

    func files(pantry: Bool, formats: [ReportFormat] = ReportFormat.allCases) throws -> [ReportFile] {
        let figures = ReportFixtures.figures()
        var report = PeriodReport(
            figures: figures, imports: ImportNotes(foodLog: ReportFixtures.foodLog, activity: ReportFixtures.activity))
        var charts = ReportCharts.entries(for: figures)
        if pantry {
            report.pantry = ReportPantry(overview: Self.overview, file: "pantry.csv", skipped: 1)
            charts.append(ReportCharts.pantryEntry(for: Self.overview))
        }
        return try ReportRenderer(formats: formats).render(report, charts: charts)
    }

    @Test func viewModel() {
        let pantry = ReportPantry(overview: Self.overview, file: "pantry.csv", skipped: 1)
        #expect(pantry.day == "Sunday 15 November 2026")
        #expect(pantry.soonWindow == "3 days")
        #expect(pantry.summary == "5 items: 1 expired, 1 expires today, 1 soon, 1 fresh, 1 no date")
        #expect(pantry.soon.map(\.name) == ["Bread", "Yoghurt | 2 <b>"])
        #expect(pantry.soon.map(\.status) == ["expires today", "soon: in 3 days"])
        #expect(pantry.soon.map(\.expires) == ["Sun 15 Nov 2026", "Wed 18 Nov 2026"])
        #expect(pantry.expired.map(\.status) == ["expired 2 days ago"])
        #expect(pantry.favorites.map(\.name) == ["Milk", "Yoghurt | 2 <b>"])
        #expect(pantry.favorites.map(\.isUrgent) == [true, true])
        // Dairy: Milk (expired), Yoghurt (soon), Eggs (fresh) → 3 items, 2 urgent.
        #expect(
            pantry.categories == [
                ReportPantryCategory(name: "Bakery", items: "1", urgent: "1"),
                ReportPantryCategory(name: "Dairy", items: "3", urgent: "2"),
                ReportPantryCategory(name: "no category", items: "1", urgent: "0"),
            ])
        #expect(pantry.skippedNote == "1 item of pantry.csv skipped (--lenient)")
    }

    /// The count table is linear in the number of categories: each category's urgent items were
    /// counted by a scan of every item (16,000 categories took 22 s); now one pass counts them all.
    @Test func categoryTableGrowsLinearly() {
        func overview(categories: Int) -> PantryOverview {
            // One item per category, every third one expired on the day.
            let items = (0..<categories).map { index in
                PantryItem(
                    id: "\(index)", name: "Item \(index)", category: "Category \(index)",
                    expires: Self.day(index % 3 == 0 ? "2026-11-13" : "2026-12-20"))
            }
            return PantryOverview(items: items, today: Self.day("2026-11-15"), soonDays: 3)
        }
        let small = overview(categories: 1_000)
        let large = overview(categories: 4_000)
        let ratio = GrowthRatio.of(
            runs: 3, small: { _ = ReportPantry(overview: small, file: "p.csv") },
            large: { _ = ReportPantry(overview: large, file: "p.csv") })
        #expect(ratio < 10, "4n categories took \(ratio) times as long as n")
        let table = ReportPantry(overview: large, file: "p.csv").categories
        // Sorted by name: "Category 0", "Category 1", "Category 10", …; 0 and 3,999 (a multiple of 3) expired.
        #expect(table.count == 4_000)
        #expect(table.first == ReportPantryCategory(name: "Category 0", items: "1", urgent: "1"))
        #expect(table.last == ReportPantryCategory(name: "Category 999", items: "1", urgent: "1"))
        #expect(table.filter { $0.urgent == "1" }.count == 1_334)
    }

    @Test func htmlSection() throws {
        let html = ReportFixtures.text(try files(pantry: true), "report.html")
        #expect(html.contains("<section id=\"pantry\">"))
        #expect(
            html.contains(
                "<tr class=\"expiring\"><td class=\"food\"><bdi>Yoghurt | 2 &lt;b&gt;</bdi> ★</td><td>dairy</td>"
                    + "<td>Wed 18 Nov 2026</td><td>soon: in 3 days</td></tr>"))
        #expect(html.contains("<figure id=\"chart-pantry\">"))
        // The pantry chart is in the pantry section only, not in the chart list.
        let chartsSection = html.components(separatedBy: "<section id=\"charts\">")[1].components(
            separatedBy: "</section>")[0]
        #expect(!chartsSection.contains("chart-pantry"))
        #expect(html.contains("Nothing expires") == false)
    }

    @Test func markdownSection() throws {
        let files = try files(pantry: true)
        let markdown = ReportFixtures.text(files, "report.md")
        #expect(
            markdown.contains(
                "## Pantry\n\npantry.csv on Sunday 15 November 2026; soon means within 3 days. "
                    + "5 items: 1 expired, 1 expires today, 1 soon, 1 fresh, 1 no date."))
        let soon = ReportParsing.markdownTable(after: "### Expiring within 3 days", in: markdown)
        #expect(soon.count == 2)
        #expect(soon.last?.first?.contains("Yoghurt") == true)
        #expect(markdown.contains("![Bars of pantry items expiring on each of the 14 days from 15 Nov 2026"))
        #expect(files.contains { $0.path == "charts/pantry.png" })
    }

    @Test func pdfHasAPantryPage() throws {
        let without = try files(pantry: false, formats: [.pdf])
        let with = try files(pantry: true, formats: [.pdf])
        let pages = { (files: [ReportFile]) -> Int in
            let text = String(decoding: files.first { $0.path == "report.pdf" }?.bytes ?? [], as: UTF8.self)
            return text.components(separatedBy: "/Type /Page\n").count
                + text.components(separatedBy: "/Type /Page ").count - 2
        }
        #expect(pages(with) > pages(without))
    }

    @Test func withoutAPantryTheReportIsUnchanged() throws {
        let files = try files(pantry: false)
        #expect(!ReportFixtures.text(files, "report.html").contains("id=\"pantry\""))
        #expect(!ReportFixtures.text(files, "report.html").contains("chart-pantry"))
        #expect(!ReportFixtures.text(files, "report.md").contains("## Pantry"))
        #expect(!files.contains { $0.path.contains("pantry") })
    }
}
