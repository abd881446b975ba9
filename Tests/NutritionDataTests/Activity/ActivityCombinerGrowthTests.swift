import GrowthTestSupport
import Testing

@testable import NutritionData

/// The combiner's work across files is n log n in the number of files: Fitbit files were compared
/// pair by pair to see which overlap, and each conflict with record data scanned every file for the
/// first record file of its day.
@Suite struct ActivityCombinerGrowthTests {
    /// A combiner of Fitbit steps files with these minute spans, each giving `steps` on local day `day`.
    func combine(_ files: [(span: ClosedRange<Int64>, day: Int, steps: Double)]) throws -> ActivityLog {
        var combiner = ActivityCombiner(
            files: files.indices.map { ("steps-\($0).json", ActivityLayout.fitbit(.steps)) })
        for (index, file) in files.enumerated() {
            var result = DailyFileResult()
            result.minuteSpan = file.span
            result.days = [file.day: DayMetrics(steps: file.steps)]
            try combiner.addDailyFile(result, file: index, strictness: .strict)
        }
        return combiner.finish()
    }

    @Test func fitbitFilesAddUpUnlessTheirMinutesOverlap() throws {
        // A (minutes 0–99) and B (100–199) do not overlap: their steps on day 7 add up, 10 + 5.
        let apart = try combine([(0...99, 7, 10), (100...199, 7, 5)])
        #expect(apart.days.first?.steps == 15 && apart.conflicts.isEmpty)
        // C (150–160) overlaps B: A still adds up, but B and C follow first-file-wins, so day 7 keeps
        // A's 10 and drops B's and C's, two conflicts.
        let overlapping = try combine([(0...99, 7, 10), (100...199, 7, 5), (150...160, 7, 1)])
        #expect(overlapping.days.first?.steps == 10)
        #expect(overlapping.conflicts.map(\.droppedFile) == ["steps-1.json", "steps-2.json"])
        // Sharing one minute is an overlap; given out of order they are compared the same way.
        let touching = try combine([(100...199, 7, 5), (0...100, 7, 10)])
        #expect(touching.days.first?.steps == 5 && touching.conflicts.count == 1)
    }

    @Test func fitbitFilesCostNLogN() throws {
        // n month-long files one after another (none overlapping), each with one day.
        func files(_ count: Int) -> [(span: ClosedRange<Int64>, day: Int, steps: Double)] {
            (0..<count).map { (Int64($0) * 44_640...Int64($0) * 44_640 + 44_639, $0, 1) }
        }
        let small = files(2_000)
        let large = files(8_000)
        let ratio = try GrowthRatio.of(runs: 3, small: { _ = try combine(small) }, large: { _ = try combine(large) })
        #expect(ratio < 10, "4n files took \(ratio) times as long as n")
        #expect(try combine(large).days.count == 8_000)
    }
}
