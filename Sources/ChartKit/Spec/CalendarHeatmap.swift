/// A calendar heatmap: one cell per day, weeks as columns and weekdays as rows, months labelled
/// above; each cell coloured by how far its value lies from a ``center`` (such as a daily goal).
///
/// The colours diverge around the center (``HeatmapColors``: purple below, orange above, grey
/// near it — the ColorBrewer PuOr scheme, which stays readable under the common forms of colour
/// blindness); a day without a value is drawn as an empty, outlined cell with a diagonal stroke,
/// so "not logged" never looks like "on goal". Spans too wide for one row of weeks are wrapped into
/// one row per calendar year.
public struct CalendarHeatmap: Sendable, Hashable {
    /// The first day; ``values`` holds one value per day from it on.
    public var firstDay: ChartDay
    /// One value per consecutive day; nil (or a non-finite value) for a day without one.
    public var values: [Double?]
    /// The value drawn in the neutral colour; bins lie at ``steps`` above and below it.
    public var center: Double
    /// The bin edges as shares of ``center``, ascending and positive: `[0.05, 0.15, 0.3]` gives
    /// seven bins: below 70 %, 70–85 %, 85–95 %, 95–105 %, 105–115 %, 115–130 %, above 130 %.
    public var steps: [Double]
    /// What ``center`` is, for the legend ("goal").
    public var centerName: String
    /// The legend label of a day without a value.
    public var missingLabel: String
    /// The first row: 0 for Monday … 6 for Sunday.
    public var weekStart: Int

    public init(
        firstDay: ChartDay, values: [Double?], center: Double, steps: [Double] = [0.05, 0.15, 0.3],
        centerName: String = "goal", missingLabel: String = "Not logged", weekStart: Int = 0
    ) {
        self.firstDay = firstDay
        self.values = values
        self.center = center
        self.steps = steps
        self.centerName = centerName
        self.missingLabel = missingLabel
        self.weekStart = weekStart
    }

    /// The bins' edges as shares of the center: `1 - steps` reversed, then `1 + steps`; empty when the
    /// steps are not positive and ascending.
    var edges: [Double] {
        let valid = steps.allSatisfy { $0.isFinite && $0 > 0 } && zip(steps, steps.dropFirst()).allSatisfy { $0 < $1 }
        guard valid, !steps.isEmpty else { return [] }
        return steps.reversed().map { 1 - $0 } + steps.map { 1 + $0 }
    }

    /// The bin of `value` (0 … 2·steps.count), or nil when the value is missing or not finite, or the
    /// center is not a positive finite number. The middle bin holds values within the first step of
    /// the center; a value exactly on an edge belongs to the bin nearer the center.
    public func bin(of value: Double?) -> Int? {
        guard let value, value.isFinite, center.isFinite, center > 0 else { return nil }
        let edges = self.edges
        guard !edges.isEmpty else { return 0 }
        let ratio = value / center
        let half = steps.count
        if ratio < 1 {
            // Below: bins half-1 … 0 as the ratio falls below 1 - steps[i].
            var bin = half
            for (i, step) in steps.enumerated() where ratio < 1 - step { bin = half - 1 - i }
            return bin
        }
        var bin = half
        for (i, step) in steps.enumerated() where ratio > 1 + step { bin = half + 1 + i }
        return bin
    }

    /// The number of bins: one either side per step, and the middle one.
    public var binCount: Int { edges.isEmpty ? 1 : 2 * steps.count + 1 }
}
