import ChartKit
import ChartKitCairo
import NutritionData
import NutritionReport
import NutritionStats
import NutritionTestSupport
import Testing

/// A %DV chart whose every row is a lower bound (half the day's kcal from an entry without a food
/// object): its legend names only the styles it draws, and its description says how many rows are lower
/// bounds, as the vitamins and minerals chart's does.
@Suite struct DailyValueChartLowerBoundTests {
    /// Mon 2026-11-09: toast with fat 30 g, sodium 3,000 mg, fiber 10 g, protein 60 g (the other nutrients
    /// 0), 500 kcal; and 500 kcal of takeaway without a food object. Every nutrient is known for 50 % of
    /// the kcal: a lower bound. Sodium 3,000 / 2,300 = 130.4 %, over its limit even so; fat 30 / 78 = 38.5 %
    /// under its limit (not flagged: a lower bound); fiber 10 / 28 = 35.7 % under its target, so "? maybe
    /// under".
    static let entries = [
        fixtureEntry(
            "2026-11-09", 8, 0, "Toast", kcal: 500, nutrients: [.fat: 30, .sodium: 3_000, .fiber: 10, .protein: 60]),
        fixtureEntry("2026-11-09", 13, 0, "Takeaway", kcal: 500),
    ]

    @Test func theLegendHasNoSolidWithinGoalSwatchAndTheDescriptionCountsTheLowerBounds() throws {
        let figures = ReportFigures(
            statistics: NutritionStatistics(entries: Self.entries), range: ReportFixtures.week,
            choice: .lastCompleteWeek)
        let entry = try #require(ReportCharts.entries(for: figures).first { $0.info.id == "dv" })
        guard case .horizontalBars(let bars) = entry.chart.content else {
            Issue.record("not horizontal bars")
            return
        }
        #expect(bars.rows.count > 3 && bars.rows.allSatisfy(\.isLowerBound))
        let texts = entry.chart.scene(size: Size(width: 640, height: 480), measurer: CairoTextMeasurer()).texts.map(
            \.text)
        for expected in ["≥ 130 % ▲ over", "≥ 38 %", "≥ 36 % ? maybe under"] {
            #expect(texts.contains(expected), "missing \(expected)")
        }
        #expect(!texts.contains("Within goal"))
        #expect(texts.contains("≥ Lower bound") && texts.contains("Over limit ▲") && texts.contains("Maybe under ?"))
        #expect(!texts.contains("Under target ▼"))
        #expect(
            entry.info.description.hasSuffix(
                "; \(bars.rows.count) lower bounds (≥, lighter bars with a dashed outline)."))
    }

    @Test func aChartWithoutLowerBoundsDoesNotMentionThem() throws {
        // Every entry of the micronutrient fixture reports the 17: no lower bound among them. 5 entries over
        // 2 counted days: fiber 2.5 × 10 = 25 g of 28 (89 %) and iron 2.5 × 6 = 15 mg of 18 (83 %) under.
        let entry = try #require(
            ReportCharts.entries(for: MicronutrientFixtures.figures()).first { $0.info.id == "dv" })
        #expect(entry.info.description.hasSuffix("against 100 %; flagged: Fiber, Iron."))
    }
}
