import ChartKit
import ChartKitCairo
import NutritionData
import NutritionReport
import NutritionStats
import Testing

/// Issue: a 100-year review (inside the documented period limit) exited 74 with "a PNG must be 1 to
/// 16384 pixels": its heatmap, one row of weeks a year, was 1,840 × 26,876 pixels. A heatmap now shows
/// at most the span's last 50 calendar years, and says so in its title.
@Suite struct LongSpanHeatmapTests {
    static func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    @Test func aCenturyShowsItsLastFiftyYears() throws {
        let range = try #require(DateRange(first: Self.date("1927-01-01"), last: Self.date("2026-12-31")))
        #expect(
            CalendarHeatmapChart.shownRange(range)
                == DateRange(first: Self.date("1977-01-01"), last: Self.date("2026-12-31")))
        let entry = LogEntry(
            date: Self.date("2026-06-01"), time: LocalTime(secondsSinceMidnight: 8 * 3600)!, foodName: "Egg",
            servings: 1, kcal: 90, foodID: nil, nutrients: nil, match: .none, source: .history)
        let figures = NutritionStatistics(entries: [entry], settings: StatsSettings(kcalGoal: 2000)).period(range)
        let chart = CalendarHeatmapChart.chart(for: figures, style: MetricChartStyle())
        #expect(chart.title == "Intake against goal, day by day (its last 50 years)")
        guard case .calendarHeatmap(let heatmap) = chart.content else {
            Issue.record("not a heatmap")
            return
        }
        // 1 Jan 1977 – 31 Dec 2026: 18,262 days, the last of them the 2026 entry's 90 kcal on 1 June.
        #expect(heatmap.firstDay == ChartDay(dayNumber: Self.date("1977-01-01").dayNumber))
        #expect(heatmap.values.count == 18_262)
        #expect(heatmap.values.compactMap { $0 } == [90])
        // Drawn at the review's width and twice its points, it fits a PNG (at most 16,384 pixels a side).
        let size = CalendarHeatmapChart.size(of: chart, width: 920)
        #expect(size.height * 2 <= 16_384, "\(size)")
        // Fifty years and less are shown whole.
        let fifty = try #require(DateRange(first: Self.date("1977-01-01"), last: Self.date("2026-12-31")))
        #expect(CalendarHeatmapChart.shownRange(fifty) == fifty)
    }
}
