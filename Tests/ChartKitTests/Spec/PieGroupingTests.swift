import ChartKit
import Testing

/// The "Other" rule of a pie of many rows: the 7 largest slices of at least 1 % keep their wedges,
/// two or more others become one slice after them.
@Suite struct PieGroupingTests {
    /// Slices named a, b, c, … with `values`.
    func slices(_ values: [Double]) -> [PieSlice] {
        values.enumerated().map { PieSlice(label: String(Character(Unicode.Scalar(UInt8(97 + $0)))), value: $1) }
    }

    @Test func theSevenLargestKeepTheirWedges() {
        // Total 100: a–g (40 … 4) are the 7 largest; h, i, j (3 + 2 + 1 = 6) become Other.
        let grouping = PieGrouping(slices([40, 20, 10, 8, 7, 5, 4, 3, 2, 1]), otherColor: .black)
        #expect(grouping.grouped == 3)
        #expect(grouping.slices.map(\.label) == ["a", "b", "c", "d", "e", "f", "g", "Other"])
        #expect(grouping.slices.last == PieSlice(label: "Other", value: 6, color: .black))
    }

    @Test func keptSlicesStayInTheirOrder() {
        // Total 100.5; the 7 largest are b, d, f, h, i, j, k (40, 20, 10, 8, 7, 5, 4) and keep the rows'
        // order; a, c, e, g (1 + 2 + 3 + 0.5 = 6.5) are Other, last.
        let grouping = PieGrouping(slices([1, 40, 2, 20, 3, 10, 0.5, 8, 7, 5, 4]))
        #expect(grouping.slices.map(\.label) == ["b", "d", "f", "h", "i", "j", "k", "Other"])
        #expect(grouping.slices.last?.value == 6.5 && grouping.grouped == 4)
    }

    @Test func slicesUnderOnePercentAreGroupedEvenInASmallPie() {
        // Total 100: d and e hold 0.5 % each.
        let grouping = PieGrouping(slices([50, 30, 19, 0.5, 0.5]))
        #expect(grouping.slices.map(\.label) == ["a", "b", "c", "Other"])
        #expect(grouping.slices.last?.value == 1 && grouping.grouped == 2)
        // Exactly 1 % (1 of 100) keeps its wedge.
        #expect(PieGrouping(slices([50, 48, 1, 1])).grouped == 0)
    }

    @Test func oneSmallSliceKeepsItsName() {
        // Only c is under 1 %; an "Other" of one row would hide its name.
        let small = slices([50, 49.5, 0.5])
        #expect(PieGrouping(small).slices == small && PieGrouping(small).grouped == 0)
        // Eight slices of at least 1 %: one beyond the seven, so it keeps its wedge too.
        let eight = slices([30, 20, 15, 10, 10, 5, 5, 5])
        #expect(PieGrouping(eight).slices == eight)
    }

    @Test func tiesGoToTheEarlierSlice() {
        // Nine equal slices (11.1 % each): the first seven keep theirs, h and i are Other (2).
        let grouping = PieGrouping(slices(Array(repeating: 1, count: 9)))
        #expect(grouping.slices.map(\.label) == ["a", "b", "c", "d", "e", "f", "g", "Other"])
        #expect(grouping.slices.last?.value == 2)
    }

    @Test func slicesWithNothingToDrawFollowOther() {
        // Zero (b) is dropped; NaN (a) and infinity (l) follow Other, so the layout still skips and counts them.
        let values: [Double] = [.nan, 0, 40, 20, 10, 8, 7, 5, 4, 3, 2, .infinity]
        let grouping = PieGrouping(slices(values))
        #expect(grouping.slices.map(\.label) == ["c", "d", "e", "f", "g", "h", "i", "Other", "a", "l"])
        #expect(grouping.grouped == 2)
        let scene = Chart(content: .pie(PieChart(slices: grouping.slices))).scene(
            size: Size(width: 640, height: 360),
            measurer: ApproximateTextMeasurer())
        #expect(scene.skippedValues == 2)
    }

    @Test func hugeValuesDoNotOverflowTheShares() {
        // 1e308 × 3 would overflow a plain sum; the shares are still 1/3 each, so nothing is grouped.
        #expect(PieGrouping(slices([1e308, 1e308, 1e308])).grouped == 0)
        // Two slices of 1e300 beside seven of 1e308 are far under 1 %: Other, 2e300.
        let grouping = PieGrouping(slices(Array(repeating: 1e308, count: 7) + [1e300, 1e300]))
        #expect(grouping.grouped == 2 && grouping.slices.last?.value == 2e300)
    }
}
