import ChartKit
import ChartKitCairo
import ChartKitTestSupport
import Foundation
import NutritionData
import NutritionReport
import Pantry
import Testing

/// The pantry chart against a checked-in golden image (same tolerance as ChartKitCairo's goldens:
/// channels 64 levels off count as different, at most 0.1 % of pixels may differ), and its bars.
/// `UPDATE_GOLDENS=1 swift test` rewrites the golden.
@Suite struct PantryChartTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden/pantry-light.png")
    static func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }
    static let today = day("2026-12-29")

    /// Around a year end: 3 expired, today 1, soon (3 days) 2 + 1, later 1 + 2 within two weeks, one in
    /// the next month, one without a date.
    static let overview = PantryOverview(
        items: [
            PantryItem(id: "1", name: "a", expires: day("2026-12-20")),
            PantryItem(id: "2", name: "b", expires: day("2026-12-27")),
            PantryItem(id: "3", name: "c", expires: day("2026-12-28")),
            PantryItem(id: "4", name: "d", expires: day("2026-12-29")),
            PantryItem(id: "5", name: "e", expires: day("2026-12-31")),
            PantryItem(id: "6", name: "f", expires: day("2026-12-31")),
            PantryItem(id: "7", name: "g", expires: day("2027-01-01")),
            PantryItem(id: "8", name: "h", expires: day("2027-01-02")),
            PantryItem(id: "9", name: "i", expires: day("2027-01-11")),
            PantryItem(id: "10", name: "j", expires: day("2027-01-11")),
            PantryItem(id: "11", name: "k", expires: day("2027-02-01")), PantryItem(id: "12", name: "l"),
        ], today: today, soonDays: 3)

    static func chart(_ overview: PantryOverview = overview) -> Chart {
        PantryChart.chart(
            for: PantryExpiryDays(overview), today: overview.today, soonDays: overview.soonDays,
            style: MetricChartStyle())
    }

    @Test func barsAreTheCountsRedThroughTheSoonWindow() throws {
        guard case .bars(let bars) = Self.chart().content else {
            Issue.record("not a bar chart")
            return
        }
        #expect(
            bars.x
                == .categories([
                    "Expired", "Today", "30 Dec", "31 Dec", "1 Jan", "2 Jan", "3 Jan", "4 Jan", "5 Jan", "6 Jan",
                    "7 Jan", "8 Jan", "9 Jan", "10 Jan", "11 Jan",
                ]))
        // Red: expired 3, today 1, 30 Dec –, 31 Dec 2, 1 Jan 1 (3 days after today); blue after that.
        #expect(bars.series[0].values == [3, 1, nil, 2, 1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil])
        #expect(bars.series[1].values == [nil, nil, nil, nil, nil, 1, nil, nil, nil, nil, nil, nil, nil, nil, 2])
        #expect(Self.chart().subtitle == "29 Dec 2026 – 11 Jan 2027 · 1 later · 1 without a date")
    }

    @Test func anEmptyPantrySaysSo() throws {
        let empty = PantryOverview(items: [PantryItem(id: "1", name: "salt")], today: Self.today, soonDays: 3)
        let scene = Self.chart(empty).scene(size: Size(width: 640, height: 360), measurer: CairoTextMeasurer())
        let png = try ChartRenderer().render(scene, as: .png)
        #expect(!png.isEmpty)
        guard case .bars(let bars) = Self.chart(empty).content else { return }
        #expect(bars.series.isEmpty)
    }

    @Test func matchesGolden() throws {
        let png = try ChartRenderer().render(Self.chart(), size: Size(width: 640, height: 360), as: .png)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try Data(png).write(to: Self.golden)
            return
        }
        let comparison = ImageComparison(
            actual: try RasterImage(png: png),
            expected: try RasterImage(png: Array(try Data(contentsOf: Self.golden))), channelTolerance: 64)
        if !comparison.sameSize || comparison.differingShare > 0.001 {
            let failed = FileManager.default.temporaryDirectory.appendingPathComponent("pantry-chart-actual.png")
            try Data(png).write(to: failed)
            Issue.record(
                "\(comparison.differingPixels) pixels differ (sizes match: \(comparison.sameSize)); actual in \(failed.path)"
            )
        }
    }
}
