/// The spacing of ticks on a date axis.
public enum DateTickInterval: Sendable, Hashable {
    /// Every n-th day from the first day.
    case days(Int)
    /// Every n-th Monday.
    case weeks(Int)
    /// The first of every month whose number (January = 0) is a multiple of n.
    case months(Int)
    /// The first of January of every year that is a multiple of n.
    case years(Int)

    /// The candidates from finest to coarsest, tried in this order.
    public static let ladder: [DateTickInterval] = [
        .days(1), .days(2), .weeks(1), .weeks(2), .months(1), .months(2), .months(3), .months(6),
        .years(1), .years(2), .years(5), .years(10), .years(20), .years(50), .years(100),
    ]
}
