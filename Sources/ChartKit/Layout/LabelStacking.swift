/// Spreads labels along one axis so none overlap, keeping each as close to where it wants to be
/// as the others allow.
enum LabelStacking {
    /// Centre positions for labels wanting `desired` centres, each `extent` long with `gap` between,
    /// all inside `lower...upper` (centres). When not all fit, labels are dropped from the end of the
    /// input (put the most important first) until the rest do; dropped labels get nil.
    static func stack(desired: [Double], extent: Double, gap: Double, lower: Double, upper: Double) -> [Double?] {
        guard !desired.isEmpty, upper >= lower else { return desired.map { _ in nil } }
        var kept = Array(desired.indices)
        while !kept.isEmpty {
            let order = kept.sorted { desired[$0] < desired[$1] || (desired[$0] == desired[$1] && $0 < $1) }
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
            if let first = positions.first, first >= lower - 1e-9 {
                var result = [Double?](repeating: nil, count: desired.count)
                for (slot, index) in order.enumerated() { result[index] = positions[slot] }
                return result
            }
            kept.removeLast()  // no room for all: drop the last label given and try again
        }
        return desired.map { _ in nil }
    }
}
