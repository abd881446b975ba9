import NutritionData

/// A closed range of local dates, `first...last`, never empty.
public struct DateRange: Sendable, Hashable, Sequence, CustomStringConvertible {
    /// The first day in the range.
    public let first: LocalDate
    /// The last day in the range (inclusive).
    public let last: LocalDate

    /// The range `first...last`; nil when `last` is before `first`.
    public init?(first: LocalDate, last: LocalDate) {
        guard first <= last else { return nil }
        self.first = first
        self.last = last
    }

    /// The range holding one day.
    public init(day: LocalDate) {
        self.first = day
        self.last = day
    }

    /// Number of days in the range.
    public var dayCount: Int { first.distance(to: last) + 1 }

    /// Whether `date` lies in the range.
    public func contains(_ date: LocalDate) -> Bool { first <= date && date <= last }

    /// The days of the range in order.
    public var days: [LocalDate] { Array(first...last) }

    public func makeIterator() -> ClosedRange<LocalDate>.Iterator { (first...last).makeIterator() }

    /// Every day with a four-digit year: 0001-01-01 … 9999-12-31 (``/NutritionData/LocalDate/earliest`` …
    /// ``/NutritionData/LocalDate/latest``). No period reaches outside it, so no other date is ever shown.
    public static let calendar = DateRange(unchecked: .earliest, .latest)

    /// The days of this range that are also in `other`; nil when they have none in common.
    public func clamped(to other: DateRange) -> DateRange? {
        DateRange(first: Swift.max(first, other.first), last: Swift.min(last, other.last))
    }

    private init(unchecked first: LocalDate, _ last: LocalDate) {
        self.first = first
        self.last = last
    }

    /// `2026-11-09 – 2026-11-15`, or one date for a one-day range.
    public var description: String { first == last ? first.iso : "\(first.iso) – \(last.iso)" }
}
