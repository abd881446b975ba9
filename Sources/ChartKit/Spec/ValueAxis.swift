/// The numeric (value) axis of a bar or line chart.
public struct ValueAxis: Sendable, Hashable {
    public var title: String?
    public var format: ValueFormat
    /// Lines only: whether zero must be on the axis (bars always include zero).
    public var includesZero: Bool
    /// A range the axis must cover, widened to the data and then to nice tick values.
    public var covers: ClosedRange<Double>?

    public init(
        title: String? = nil, format: ValueFormat = .plain, includesZero: Bool = false,
        covers: ClosedRange<Double>? = nil
    ) {
        self.title = title
        self.format = format
        self.includesZero = includesZero
        self.covers = covers
    }
}
