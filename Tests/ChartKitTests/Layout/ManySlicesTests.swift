import GrowthTestSupport
import Synchronization
import Testing

@testable import ChartKit

/// A pie of thousands of slices is laid out in linear work (n log² n at most): its legend was placed
/// again for each entry it dropped for "+N more", and each side's outside labels were stacked again
/// for each label dropped, so 4,000 slices took seconds and 25,000 minutes.
@Suite struct ManySlicesTests {
    /// Counts the texts measured.
    final class CountingMeasurer: TextMeasurer, Sendable {
        let count = Mutex(0)
        func measure(_ text: String, font: Font) -> TextExtent {
            count.withLock { $0 += 1 }
            return ApproximateTextMeasurer().measure(text, font: font)
        }
    }

    func pie(_ count: Int) -> Chart {
        // Slices of 1 to 97: none grouped (ChartKit draws what it is given), most labels outside.
        Chart(
            content: .pie(
                PieChart(slices: (0..<count).map { PieSlice(label: "Food \($0)", value: Double($0 % 97 + 1)) })))
    }

    @Test func textsMeasuredGrowLinearly() {
        func measured(_ count: Int) -> Int {
            let measurer = CountingMeasurer()
            _ = pie(count).scene(size: Size(width: 640, height: 360), measurer: measurer)
            return measurer.count.withLock { $0 }
        }
        let small = measured(1_000)
        let large = measured(4_000)
        // Each slice's legend entry and share are measured a fixed number of times (the legend once,
        // the share once per radius tried); the quadratic legend measured the kept entries again per entry dropped.
        #expect(Double(large) / Double(small) < 5, "4n slices measured \(large) texts, n \(small)")
    }

    @Test func layoutTimeGrowsLinearly() {
        let measurer = ApproximateTextMeasurer()
        let size = Size(width: 640, height: 360)
        let small = pie(1_000)
        let large = pie(4_000)
        let ratio = GrowthRatio.of(
            runs: 3, small: { _ = small.scene(size: size, measurer: measurer) },
            large: { _ = large.scene(size: size, measurer: measurer) })
        #expect(ratio < 10, "4n slices took \(ratio) times as long as n")
        let scene = large.scene(size: size, measurer: measurer)
        // The legend ends in "+N more" naming exactly the entries it leaves out.
        let legend = scene.texts.filter { $0.text.hasPrefix("Food ") }.count
        let more = scene.texts.compactMap { run in
            run.text.hasPrefix("+") ? Int(run.text.dropFirst().prefix { $0.isNumber }) : nil
        }
        #expect(more.count == 1 && legend + (more.first ?? 0) == 4_000)
        #expect(SceneChecks.problems(scene).isEmpty)
    }

    @Test func stackingKeepsTheMostLabelsThatFit() {
        // Four labels 10 high with gaps of 2 all wanting 0, in 0…30: 0, 12, 24 fit, a fourth would need 36.
        #expect(
            LabelStacking.stack(desired: [0, 0, 0, 0], extent: 10, gap: 2, lower: 0, upper: 30) == [0, 12, 24, nil])
        // All fit where they want to be; a label wanting 2 is pushed to 5, one extent and gap past 0.
        #expect(LabelStacking.stack(desired: [20, 0, 5], extent: 4, gap: 1, lower: 0, upper: 30) == [20, 0, 5])
        #expect(LabelStacking.stack(desired: [20, 0, 2], extent: 4, gap: 1, lower: 0, upper: 30) == [20, 0, 5])
        // Three wanting 30, the upper end: the last stays there, the others move to 25 and 20.
        #expect(LabelStacking.stack(desired: [30, 30, 30], extent: 4, gap: 1, lower: 0, upper: 30) == [20, 25, 30])
        // No room for any.
        #expect(LabelStacking.stack(desired: [1, 2], extent: 4, gap: 1, lower: 5, upper: 4) == [nil, nil])
    }
}
