import ChartKit
import ChartKitCairo
import ChartKitTestSupport
import Foundation
import Testing

/// Each chart kind in each theme, rendered to PNG and compared with a checked-in golden image.
///
/// A pixel differs when a channel is more than 64 levels off; a render passes when at most 0.1 % of
/// pixels differ (about 230 of a 640×360 chart: enough for FreeType version drift in glyph edges,
/// not for a moved label or bar). On failure the actual image and a diff (differing pixels red) are
/// written to a temporary folder whose path is in the failure message. `UPDATE_GOLDENS=1 swift test`
/// rewrites the goldens instead.
@Suite struct GoldenImageTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")
    static let cases: [(name: String, chart: Chart)] =
        SampleCharts.all(theme: .light).map { ("\($0.name)-light", $0.chart) }
        + SampleCharts.all(theme: .dark).map { ("\($0.name)-dark", $0.chart) }

    @Test(arguments: cases.map(\.name))
    func matchesGolden(name: String) throws {
        let chart = try #require(Self.cases.first { $0.name == name }?.chart)
        let png = try ChartRenderer().render(chart, size: SampleCharts.size, as: .png)
        let goldenURL = Self.goldenFolder.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try Data(png).write(to: goldenURL)
            return
        }
        let golden = try RasterImage(png: Array(try Data(contentsOf: goldenURL)))
        let actual = try RasterImage(png: png)
        let comparison = ImageComparison(actual: actual, expected: golden, channelTolerance: 64)
        if !comparison.sameSize || comparison.differingShare > 0.001 {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartkit-golden-failures")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(png).write(to: folder.appendingPathComponent("\(name)-actual.png"))
            if let diff = comparison.diff {
                try Data(try diff.png()).write(to: folder.appendingPathComponent("\(name)-diff.png"))
            }
            Issue.record(
                "\(name): \(comparison.differingPixels) pixels differ (sizes match: \(comparison.sameSize)); actual and diff in \(folder.path)"
            )
        }
    }

    @Test func comparisonNoticesAMovedBar() throws {
        // A chart with one value changed must fail the comparison: the golden check can fail.
        var changed = SampleCharts.bars(.light)
        if case .bars(var bars) = changed.content {
            bars.series[0].values[2] = 1200
            changed.content = .bars(bars)
        }
        let renderer = ChartRenderer()
        let a = try RasterImage(png: renderer.render(SampleCharts.bars(.light), size: SampleCharts.size, as: .png))
        let b = try RasterImage(png: renderer.render(changed, size: SampleCharts.size, as: .png))
        let comparison = ImageComparison(actual: b, expected: a, channelTolerance: 64)
        #expect(comparison.differingShare > 0.001)
    }
}
