/// Spreads labels along one axis so none overlap, keeping each as close to where it wants to be
/// as the others allow.
enum LabelStacking {
    /// Centre positions for labels wanting `desired` centres, each `extent` long with `gap` between,
    /// all inside `lower...upper` (centres). When not all fit, labels are dropped from the end of the
    /// input (put the most important first) until the rest do; dropped labels get nil.
    ///
    /// Fewer labels never need more room (without one, every label after it in position order moves
    /// down or stays), so the most that fit are found by bisection: O(n log² n) for n labels, where
    /// dropping one label at a time and stacking again cost O(n² log n).
    static func stack(desired: [Double], extent: Double, gap: Double, lower: Double, upper: Double) -> [Double?] {
        let none = desired.map { _ -> Double? in nil }
        guard !desired.isEmpty, upper >= lower else { return none }
        if let all = positions(desired, count: desired.count, extent: extent, gap: gap, lower: lower, upper: upper) {
            return all
        }
        // The first `fitting` labels fit (0: none known to), the first `failing` do not.
        var fitting = 0
        var failing = desired.count
        var best = none
        while failing - fitting > 1 {
            let middle = (fitting + failing) / 2
            if let placed = positions(desired, count: middle, extent: extent, gap: gap, lower: lower, upper: upper) {
                fitting = middle
                best = placed
            } else {
                failing = middle
            }
        }
        return best
    }

    /// The positions of the first `count` labels (the others nil), or nil when they do not all fit.
    private static func positions(
        _ desired: [Double], count: Int, extent: Double, gap: Double, lower: Double,
        upper: Double
    ) -> [Double?]? {
        let order = desired.indices.prefix(count).sorted {
            desired[$0] < desired[$1] || (desired[$0] == desired[$1] && $0 < $1)
        }
        var positions = order.map { Swift.min(Swift.max(desired[$0], lower), upper) }
        for i in 1..<Swift.max(1, positions.count) where i < positions.count {
            positions[i] = Swift.max(positions[i], positions[i - 1] + extent + gap)
        }
        if let last = positions.last, last > upper {
            positions[positions.count - 1] = upper
            for i in stride(from: positions.count - 2, through: 0, by: -1) {
                positions[i] = Swift.min(positions[i], positions[i + 1] - extent - gap)
            }
        }
        guard let first = positions.first, first >= lower - 1e-9 else { return nil }
        var result = [Double?](repeating: nil, count: desired.count)
        for (slot, index) in order.enumerated() { result[index] = positions[slot] }
        return result
    }
}
