/// A pie, or a donut when `holeRatio` > 0.
///
/// Slices run clockwise from 12 o'clock in the given order. Slices with zero, negative or non-finite
/// values are not drawn (negative and non-finite ones are counted in ``Scene/skippedValues``).
/// Percentages are whole numbers rounded by the largest-remainder method so they add up to 100;
/// a slice whose whole percentage comes out as 0 reads "<1 %".
public struct PieChart: Sendable, Hashable {
    public var slices: [PieSlice]
    /// The hole's radius as a share of the outer radius: 0 for a pie, about 0.55 for a donut.
    public var holeRatio: Double
    /// Text in the hole of a donut (a total, say).
    public var centerLabel: String?

    public init(slices: [PieSlice], holeRatio: Double = 0, centerLabel: String? = nil) {
        self.slices = slices
        self.holeRatio = Swift.min(0.9, Swift.max(0, holeRatio.isFinite ? holeRatio : 0))
        self.centerLabel = centerLabel
    }
}

/// One slice of a ``PieChart``.
public struct PieSlice: Sendable, Hashable {
    public var label: String
    public var value: Double
    /// nil takes the theme palette's colour for the slice's position.
    public var color: Color?
    /// The text shown for the slice's share (in the slice and the legend); nil for the whole
    /// percentage by the largest-remainder method. Callers whose figures are rounded by another rule
    /// pass their own text so the chart agrees with their tables.
    public var shareText: String?

    public init(label: String, value: Double, color: Color? = nil, shareText: String? = nil) {
        self.label = label
        self.value = value
        self.color = color
        self.shareText = shareText
    }
}
