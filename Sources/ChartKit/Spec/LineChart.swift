/// Lines through each series' values.
public struct LineChart: Sendable, Hashable {
    public enum Markers: Sendable, Hashable {
        /// Markers when points are at least 10 pixels apart on average.
        case automatic, always, never
    }

    public var x: XValues
    public var series: [DataSeries]
    public var valueAxis: ValueAxis
    public var xTitle: String?
    /// The format of a numeric x axis.
    public var xFormat: ValueFormat
    public var markers: Markers
    public var referenceLines: [ReferenceLine]
    public var bands: [Band]
    /// Shaded areas between two lists of values (an interval around a line), drawn under the lines.
    public var ranges: [SeriesRange]

    public init(
        x: XValues, series: [DataSeries], valueAxis: ValueAxis = ValueAxis(), xTitle: String? = nil,
        xFormat: ValueFormat = .plain, markers: Markers = .automatic, referenceLines: [ReferenceLine] = [],
        bands: [Band] = [], ranges: [SeriesRange] = []
    ) {
        self.x = x
        self.series = series
        self.valueAxis = valueAxis
        self.xTitle = xTitle
        self.xFormat = xFormat
        self.markers = markers
        self.referenceLines = referenceLines
        self.bands = bands
        self.ranges = ranges
    }
}
