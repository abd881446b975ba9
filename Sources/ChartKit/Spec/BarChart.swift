/// Vertical bars, one slot per x value.
public struct BarChart: Sendable, Hashable {
    public enum Arrangement: Sendable, Hashable {
        /// Series side by side within each slot (one series: a plain bar chart).
        case grouped
        /// Series on top of each other; positive values stack up from zero and negative values down.
        case stacked
    }

    public var x: XValues
    public var series: [DataSeries]
    public var arrangement: Arrangement
    public var valueAxis: ValueAxis
    public var xTitle: String?
    public var referenceLines: [ReferenceLine]
    public var bands: [Band]
    /// Print each bar's value above it (below for negative bars) where it fits; single series only.
    public var showsValueLabels: Bool

    public init(
        x: XValues, series: [DataSeries], arrangement: Arrangement = .grouped, valueAxis: ValueAxis = ValueAxis(),
        xTitle: String? = nil, referenceLines: [ReferenceLine] = [], bands: [Band] = [], showsValueLabels: Bool = false
    ) {
        self.x = x
        self.series = series
        self.arrangement = arrangement
        self.valueAxis = valueAxis
        self.xTitle = xTitle
        self.referenceLines = referenceLines
        self.bands = bands
        self.showsValueLabels = showsValueLabels
    }
}
