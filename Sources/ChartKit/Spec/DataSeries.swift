/// One named series of values lined up with a chart's ``XValues``.
///
/// A nil, NaN or infinite value is missing: no bar is drawn and a line leaves a gap (never a zero).
/// Non-finite values are counted in ``Scene/skippedValues``. Values past the end of the x values are
/// ignored; missing trailing values count as nil.
public struct DataSeries: Sendable, Hashable {
    public var name: String
    public var values: [Double?]
    /// nil takes the theme palette's colour for the series' position.
    public var color: Color?
    /// Lines only: fill the area between the line and zero (or the axis end nearest zero).
    public var fillsArea: Bool
    /// Lines only: draw each value as a marker and join none (readings, beside a line through them).
    public var pointsOnly: Bool

    public init(name: String, values: [Double?], color: Color? = nil, fillsArea: Bool = false, pointsOnly: Bool = false) {
        self.name = name
        self.values = values
        self.color = color
        self.fillsArea = fillsArea
        self.pointsOnly = pointsOnly
    }
}
