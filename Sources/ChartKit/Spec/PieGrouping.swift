/// The rule that keeps a pie of many rows readable: the largest slices keep a wedge of their own and
/// the small rest become one slice, "Other".
///
/// A slice keeps its wedge when it is among the ``keptSlices`` (7) largest and holds at least
/// ``minimumShare`` (1 %) of the total; the others are summed into one slice appended after them,
/// so a pie has at most 8 wedges, one for each colour of the Okabe–Ito palette (Other in `otherColor`),
/// and every named wedge reads at least "1 %". Nothing is grouped unless at least two slices would
/// be: a single small slice keeps its own name. Ties in size go to the earlier slice. Kept slices stay
/// in their given order; slices with nothing to draw (zero, and the non-finite ones the layout skips
/// and counts) follow Other when grouping happens.
public struct PieGrouping: Sendable, Hashable {
    /// How many of the largest slices may keep a wedge of their own.
    public static let keptSlices = 7
    /// The share of the total (1 %) under which a slice goes into Other.
    public static let minimumShare = 0.01
    /// The name of the grouped slice.
    public static let otherLabel = "Other"

    /// The slices to draw: `slices` itself when nothing is grouped.
    public var slices: [PieSlice]
    /// How many of the given slices Other holds; 0 when there is no Other slice.
    public var grouped: Int

    /// Groups `slices` by the rule above; Other is drawn in `otherColor`.
    public init(_ slices: [PieSlice], otherColor: Color? = nil) {
        self.slices = slices
        grouped = 0
        let drawn = slices.indices.filter { slices[$0].value.isFinite && slices[$0].value > 0 }
        guard drawn.count >= 2, let largest = drawn.map({ slices[$0].value }).max() else { return }
        // Shares from values divided by the largest, so no sum of huge values overflows.
        let scaled = drawn.map { slices[$0].value / largest }
        let total = scaled.reduce(0, +)
        let ranked = drawn.indices.sorted { scaled[$0] > scaled[$1] || (scaled[$0] == scaled[$1] && $0 < $1) }
        var keeps = Set<Int>()
        for rank in ranked.prefix(Self.keptSlices) where scaled[rank] / total >= Self.minimumShare {
            keeps.insert(drawn[rank])
        }
        let others = drawn.filter { !keeps.contains($0) }
        guard others.count >= 2 else { return }
        let sum = others.reduce(0.0) { $0 + slices[$1].value }
        let other = PieSlice(label: Self.otherLabel, value: Swift.min(sum, .greatestFiniteMagnitude), color: otherColor)
        let drawnSet = Set(drawn)
        self.slices =
            slices.indices.filter { keeps.contains($0) }.map { slices[$0] } + [other]
            + slices.indices.filter { !drawnSet.contains($0) && !slices[$0].value.isZero }.map { slices[$0] }
        grouped = others.count
    }
}
