import Foundation
import NutritionReport
import Testing

/// The vitamins and minerals section as the HTML, Markdown and PDF show it (``MicronutrientFixtures``),
/// and its absence from a report of the shortcut's 17 nutrients only.
@Suite struct VitaminsAndMineralsSectionTests {
    static let files: [ReportFile] = (try? MicronutrientFixtures.files()) ?? []
    var markdown: String { ReportFixtures.text(Self.files, "report.md") }
    var html: String { ReportFixtures.text(Self.files, "report.html") }

    @Test func theChartIsWrittenBesideTheMarkdown() {
        #expect(Self.files.contains { $0.path == "charts/vitamins-minerals.png" && !$0.bytes.isEmpty })
    }

    @Test func markdownTable() throws {
        let heading = "## Vitamins and minerals, average per day"
        let rows = ReportParsing.markdownTable(after: heading, in: markdown)
        // Two group rows, 4 vitamins and 6 minerals.
        #expect(rows.count == 12)
        #expect(rows.first == ["**Vitamins**", "", "", "", "", "", ""])
        #expect(rows.contains(["Magnesium", "≥ 240", "mg", "55 %", "420 mg", "≥ 57 %", "? unknown whether under"]))
        #expect(rows.contains(["Zinc", "2.5", "mg", "100 %", "11 mg", "23 %", "▼ under target"]))
        #expect(rows.contains(["Vitamin K", "≥ 240", "mcg", "5 %", "120 mcg", "≥ 200 %", ""]))
        #expect(markdown.contains("![Horizontal bars of average intake per day as % of the Daily Value"))
        #expect(markdown.contains("(charts/vitamins-minerals.png)"))
        // The section comes after the nutrient table, before the food log.
        let section = try #require(markdown.range(of: heading))
        #expect(markdown.range(of: "## Nutrients, average per day")!.lowerBound < section.lowerBound)
        #expect(section.upperBound < markdown.range(of: "## Food log")!.lowerBound)
        // The summary names the worst among every nutrient, with where it came from.
        #expect(
            markdown.contains(
                "- **Over a limit:** ▲ Added sugars ≥ 140 % of 50 g (≥ 70.0 g a day; over on ≥ 1 of 2 days): "
                    + "100\u{A0}% from Soda."))
        #expect(markdown.contains("- **Under a target:** ▼ Zinc 23 % of 11 mg (2.5 mg a day; under on 2 of 2 days)"))
    }

    @Test func htmlTableAndChart() throws {
        let start = try #require(html.range(of: "<section id=\"vitamins-minerals\">"))
        let end = try #require(html.range(of: "</section>", range: start.upperBound..<html.endIndex))
        let section = String(html[start.lowerBound..<end.upperBound])
        #expect(section.contains("<tr class=\"group\"><th colspan=\"7\" scope=\"rowgroup\">Minerals</th></tr>"))
        #expect(
            section.contains(
                "<tr><td>Zinc</td><td class=\"num\">2.5</td><td>mg</td><td class=\"num\">100 %</td><td class=\"num\">"
                    + "11 mg</td><td class=\"num under\">23 %</td><td><span class=\"under\">▼ under target</span></td></tr>"
            ))
        #expect(section.contains("<td class=\"num\">≥ 57 %</td><td>? unknown whether under</td>"))
        #expect(section.contains("marked ≥ are lower bounds"))
        // The chart inline in its section (at most 760 px wide, so its text keeps the other charts' size), and
        // not among the report's other charts.
        #expect(section.contains("<figure id=\"chart-vitamins-minerals\" style=\"max-width: 760px\">"))
        #expect(section.contains("<svg"))
        #expect(html.components(separatedBy: "id=\"chart-vitamins-minerals\"").count == 2)
    }

    @Test func shortcutOnlyReportsHaveNoSection() throws {
        let files = try ReportFixtures.files(formats: [.html, .md])
        #expect(!ReportFixtures.text(files, "report.html").contains("vitamins-minerals"))
        #expect(!ReportFixtures.text(files, "report.md").contains("Vitamins and minerals"))
        #expect(!files.contains { $0.path.contains("vitamins-minerals") })
    }
}
