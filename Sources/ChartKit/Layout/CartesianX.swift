/// The x axis of a bar or line layout.
enum CartesianX {
    /// One evenly spaced slot per label.
    case bands(labels: [String])
    /// One slot per day from `first`, `count` days.
    case dayBands(first: ChartDay, count: Int)
    /// A continuous numeric axis.
    case numeric(lower: Double, upper: Double, format: ValueFormat)
    /// A continuous date axis.
    case days(first: ChartDay, last: ChartDay)
}

/// Where x values land in pixels once the plot is laid out.
enum XMapping {
    /// Slot `i` is centred at `start + pitch × (i + 0.5)`.
    case bands(start: Double, pitch: Double)
    case linear(LinearScale)

    /// The position of slot index or value `x` (a day number for date axes).
    func position(_ x: Double) -> Double {
        switch self {
        case .bands(let start, let pitch): start + pitch * (x + 0.5)
        case .linear(let scale): scale.position(x)
        }
    }

    var pitch: Double? {
        if case .bands(_, let pitch) = self { return pitch }
        return nil
    }
}
