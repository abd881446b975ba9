/// The x positions shared by every series of a bar or line chart; series values line up with them
/// by index.
public enum XValues: Sendable, Hashable {
    /// Named categories, evenly spaced in the given order.
    case categories([String])
    /// Calendar days: a date axis. Bars get one slot per day from the first to the last day (days
    /// without a value stay empty); lines are placed in proportion to time.
    case days([ChartDay])
    /// Numbers: a linear axis for lines; bar charts treat them as category labels.
    case numbers([Double])

    /// How many positions there are.
    public var count: Int {
        switch self {
        case .categories(let labels): labels.count
        case .days(let days): days.count
        case .numbers(let numbers): numbers.count
        }
    }
}
