/// One named series of values lined up with a chart's ``XValues``.
///
/// A nil, NaN or infinite value is missing: no bar is drawn and a line leaves a gap (never a zero).
/// Non-finite values are counted in ``Scene/skippedValues``. Values past the end of the x values are
/// ignored; missing trailing values count as nil.
public struct DataSeries: Sendable, Hashable {
    /// How a line chart draws a series (bar charts draw every series as bars).
    public enum Mark: Sendable, Hashable {
        /// A line through the values, with markers as the chart's ``LineChart/Markers`` say.
        case line
        /// Each value as a marker, none joined (readings, beside a line through them).
        case points
        /// Each value as a bar from zero, under the lines and intervals, at half opacity so that what
        /// is drawn over it stays legible (a day's intake beside lines of energy spent). Several bar
        /// series stand side by side in each x slot. A date axis then gets one slot per day, as a bar
        /// chart's does, and the value axis holds zero.
        case bars
    }

    public var name: String
    public var values: [Double?]
    /// nil takes the theme palette's colour for the series' position.
    public var color: Color?
    /// Lines only: fill the area between the line and zero (or the axis end nearest zero).
    public var fillsArea: Bool
    /// How a line chart draws the series.
    public var mark: Mark

    public init(name: String, values: [Double?], color: Color? = nil, fillsArea: Bool = false, mark: Mark = .line) {
        self.name = name
        self.values = values
        self.color = color
        self.fillsArea = fillsArea
        self.mark = mark
    }
}
