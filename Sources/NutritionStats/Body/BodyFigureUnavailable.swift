import NutritionData

/// Why a body figure (a rate of weight change, a scale-based expenditure) has no value: every condition
/// of its definition that the data did not meet, with the numbers.
///
/// A typed reason, not a failure of the program: front ends word it ("4 weigh-ins needed, 2 found").
public struct BodyFigureUnavailable: Error, Sendable, Hashable {
    /// One unmet condition.
    public enum Shortfall: Sendable, Hashable {
        /// Fewer weigh-in days than the figure needs.
        case tooFewWeighIns(have: Int, need: Int)
        /// The weigh-in days span fewer days than the figure needs (first to last weigh-in, both counted;
        /// 0 when there is no weigh-in).
        case weighInSpanTooShort(days: Int, need: Int)
        /// Fewer counted days with intake than the figure needs.
        case tooFewIntakeDays(have: Int, need: Int)
    }

    /// The days the figure was asked for (the period of a rate, the window of an expenditure).
    public var range: DateRange
    /// The unmet conditions, in the order the definition states them; never empty.
    public var shortfalls: [Shortfall]

    /// A figure of `range` held back by `shortfalls`.
    public init(range: DateRange, shortfalls: [Shortfall]) {
        self.range = range
        self.shortfalls = shortfalls
    }

    /// The weigh-in conditions shared by the rate and the expenditure: at least `count` weigh-ins whose
    /// first and last day span at least `span` days (both counted). The shortfalls among them, in order.
    static func weighInShortfalls(weighIns: Int, spanDays: Int, needing count: Int, span: Int) -> [Shortfall] {
        var shortfalls: [Shortfall] = []
        if weighIns < count { shortfalls.append(.tooFewWeighIns(have: weighIns, need: count)) }
        if spanDays < span { shortfalls.append(.weighInSpanTooShort(days: spanDays, need: span)) }
        return shortfalls
    }
}
