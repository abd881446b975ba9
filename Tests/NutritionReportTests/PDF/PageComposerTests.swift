import ChartKit
import ChartKitCairo
import NutritionData
import Testing

@testable import NutritionReport

/// Text in the PDF never leaves its page: every text box lies inside the margins, paragraphs wrap,
/// over-long words break, tables continue on the next page with their header.
@Suite struct PageComposerTests {
    static let margin = PageComposer.margin
    static let page = PageComposer.pageSize

    /// Whether every text run of every page lies inside the page's margins (footer included).
    func allTextInside(_ pages: [DocumentPage]) -> Bool {
        for page in pages {
            for text in page.layers[0].scene.texts {
                for corner in text.box.corners {
                    guard corner.x >= Self.margin - 0.01, corner.x <= Self.page.width - Self.margin + 0.01,
                        corner.y >= Self.margin - 4, corner.y <= Self.page.height - Self.margin + 4
                    else { return false }
                }
            }
            for chart in page.layers.dropFirst() {
                guard chart.origin.x >= Self.margin - 0.01,
                    chart.origin.x + chart.scene.size.width <= Self.page.width - Self.margin + 0.01,
                    chart.origin.y >= Self.margin - 0.01,
                    chart.origin.y + chart.scene.size.height <= Self.page.height - Self.margin
                        - PageComposer.footerHeight + 0.01
                else { return false }
            }
        }
        return true
    }

    @Test func theFixtureReportStaysInsideItsPages() {
        let pages = PDFReport(
            report: ReportFixtures.report(), charts: ReportCharts.entries(for: ReportFixtures.figures())
        ).layout()
        #expect(pages.count >= 5)
        #expect(allTextInside(pages))
        // The charts are all there, each on a page.
        #expect(pages.map { $0.layers.count - 1 }.reduce(0, +) == 6)
        // Page numbers name the total.
        #expect(
            pages.last?.layers[0].scene.texts.contains { $0.text == "Page \(pages.count) of \(pages.count)" } == true)
    }

    @Test func longTextWrapsAndLongWordsBreak() {
        var composer = PageComposer(measurer: CairoTextMeasurer())
        let word = String(repeating: "Supercalifragilistic", count: 12)
        composer.paragraph("A long note " + String(repeating: "with many words ", count: 80) + word)
        let pages = composer.document(footer: "footer")
        #expect(allTextInside(pages))
        let lines = pages[0].layers[0].scene.texts.filter { $0.text != "footer" && !$0.text.hasPrefix("Page ") }
        #expect(lines.count > 10)
        #expect(
            lines.map(\.text).joined().replacingOccurrences(of: " ", with: "")
                == ("A long note " + String(repeating: "with many words ", count: 80) + word).replacingOccurrences(
                    of: " ", with: ""))
    }

    @Test func wrappingIsGreedyByMeasuredWidths() {
        // Lines taken by estimate are the lines exact measuring would take: each fits, and none could
        // have taken the next line's first word.
        let composer = PageComposer(measurer: CairoTextMeasurer())
        let font = Font(size: 9.5)
        let texts = [
            "Nutrients are known for 92 % of the logged kcal (Tue 10 Nov 72 %): entries without a food object have kcal only, "
                + "so nutrient amounts and %DV are lower bounds. "
                + String(repeating: "Average AVAVA Type Wave yawn. ", count: 12),
            "Top foods: 納豆ご飯 🍚, Ramen ラーメン, 김치찌개, שקשוקה, حمص بالطحينة, Müsli mit Äpfeln, Σπανακόπιτα, Борщ; "
                + String(repeating: "and again ", count: 30),
        ]
        for text in texts {
            for width in [120.0, 300.0, 507.28] {
                let lines = composer.wrap(text, font: font, width: width)
                for (index, line) in lines.enumerated() {
                    #expect(composer.measurer.measure(line, font: font).width <= width, "\(line)")
                    guard index + 1 < lines.count, let next = lines[index + 1].split(separator: " ").first else {
                        continue
                    }
                    #expect(composer.measurer.measure(line + " " + next, font: font).width > width, "\(line) + \(next)")
                }
            }
        }
    }

    @Test func aLongTableContinuesOnTheNextPageWithItsHeader() {
        var composer = PageComposer(measurer: CairoTextMeasurer())
        let rows = (1...120).map {
            PageComposer.Row(cells: ["Row \($0)", String(repeating: "very long food name ", count: 10), "1.0"])
        }
        composer.table(
            [
                .init(title: "Name", share: 1, alignment: .start), .init(title: "Food", share: 3, alignment: .start),
                .init(title: "Qty", share: 1, alignment: .end),
            ], rows)
        let pages = composer.document(footer: "f")
        #expect(pages.count >= 3)
        #expect(allTextInside(pages))
        for page in pages {
            #expect(page.layers[0].scene.texts.contains { $0.text == "Food" })  // the header on every page
        }
        let all = pages.flatMap { $0.layers[0].scene.texts.map(\.text) }
        #expect(all.filter { $0.hasPrefix("Row ") }.count == 120)  // no row lost at a page break
        #expect(all.contains { $0.hasSuffix("…") })  // the food cells were shortened to their column
    }
}
