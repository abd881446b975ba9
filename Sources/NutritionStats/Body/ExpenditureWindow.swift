import NutritionData

/// The number of days N over which the scale-based expenditure is worked out (the N days ending on the
/// day of the estimate), and the data its definition asks of them.
public struct ExpenditureWindow: Sendable, Hashable {
    /// N, the window's length in days.
    public let days: Int

    /// The lengths a window may have: 14 to 90 days. Shorter windows leave the slope to a handful of noisy
    /// weigh-ins (its error grows as N^(−3/2)); longer ones smear changes of expenditure over a season.
    public static let allowedDays = 14...90
    /// The default window, 28 days: four weeks, so every weekday weighs the same.
    public static let standard = ExpenditureWindow(checked: 28)
    /// Weigh-in days a window needs, whatever its length.
    public static let minimumWeighIns = 8

    /// A window of `days` days.
    /// - Throws: ``OutOfRange`` when `days` is outside ``allowedDays``.
    public init(days: Int) throws(OutOfRange) {
        guard Self.allowedDays.contains(days) else { throw OutOfRange(days: days) }
        self.days = days
    }

    private init(checked days: Int) { self.days = days }

    /// Counted days with intake the window needs: ⌈N / 2⌉.
    public var minimumIntakeDays: Int { (days + 1) / 2 }

    /// Days the window's weigh-ins must span, first to last both counted: ⌈3N / 4⌉.
    public var minimumSpanDays: Int { (3 * days + 3) / 4 }

    /// The N days ending on `date`.
    public func range(endingOn date: LocalDate) -> DateRange {
        DateRange(first: date.adding(days: 1 - days), last: date) ?? DateRange(day: date)
    }

    /// A window length outside ``ExpenditureWindow/allowedDays``.
    public struct OutOfRange: Error, Sendable, Hashable {
        /// The length asked for.
        public var days: Int

        /// The error for a window of `days` days.
        public init(days: Int) { self.days = days }
    }
}
