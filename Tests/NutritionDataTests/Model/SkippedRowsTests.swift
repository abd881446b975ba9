import NutritionData
import Testing

@Suite struct SkippedRowsTests {
    static func error(_ file: String, _ line: Int, _ problem: String, field: String? = nil) -> InputError {
        InputError(.data, file: file, line: line, field: field, problem: .stated(problem))
    }

    @Test func rowsAreCountedByFileAndReasonInTheOrderFirstMet() {
        var skipped = SkippedRows()
        skipped.record(Self.error("a.csv", 4, "expected a number", field: "value"))
        skipped.record(Self.error("b.csv", 2, "expected a number", field: "value"))
        skipped.record(Self.error("a.csv", 9, "expected a number", field: "value"), count: 3)
        skipped.record(Self.error("a.csv", 12, "expected a date"), count: 0)  // nothing
        #expect(skipped.tallies.map(\.file) == ["a.csv", "b.csv"])
        #expect(skipped.tallies.map(\.count) == [4, 1])
        #expect(skipped.tallies[0].firstLine == 4)
        #expect(skipped.tallies[0].reason == "field 'value': expected a number")
        #expect(skipped.total == 5)
    }

    @Test func mergingAddsToTheSameTalliesAndAppendsNewOnes() {
        var first = SkippedRows()
        first.record(Self.error("a.csv", 4, "bad"), count: 2)
        var second = SkippedRows()
        second.record(Self.error("c.csv", 1, "other"))
        second.record(Self.error("a.csv", 8, "bad"), count: 5)
        let merged = first.merging(second)
        #expect(merged.tallies.map(\.file) == ["a.csv", "c.csv"])
        #expect(merged.tallies.map(\.count) == [7, 1])
        #expect(merged.tallies[0].firstLine == 4)
        // Merging the same tallies in one go or row by row gives equal values.
        var stepwise = first
        stepwise.record(Self.error("c.csv", 1, "other"))
        stepwise.record(Self.error("a.csv", 8, "bad"), count: 5)
        #expect(stepwise == merged)
    }

    /// Many distinct reasons (a lenient history read names each bad entry's key) stay one tally each.
    @Test func manyDistinctReasons() {
        var skipped = SkippedRows()
        for index in 0..<20_000 { skipped.record(Self.error("h.json", index + 1, "entry \(index) is bad")) }
        for index in 0..<20_000 { skipped.record(Self.error("h.json", index + 1, "entry \(index) is bad")) }
        #expect(skipped.tallies.count == 20_000)
        #expect(skipped.tallies.allSatisfy { $0.count == 2 })
    }
}
