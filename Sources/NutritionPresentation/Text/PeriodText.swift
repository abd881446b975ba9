import NutritionStats

/// The one wording of a period chosen on the command line, for every output: the `stats` title
/// ("Week", "Last 30 days"), its JSON `selection` ("week", "last-days") and the report's
/// "how the period was chosen" ("the week chosen with --week", or for its default
/// ``lastCompleteWeek``).
package struct PeriodText: Sendable, Equatable {
    /// For people, lower case: "week", "last 30 days", "latest week in the data".
    package var short: String
    /// A machine-readable name: "day", "week", "month", "range", "last-days", "all", "default-week".
    package var kind: String
    /// How the report says the period was chosen: "the week chosen with --week".
    package var chosen: String

    /// The report's period when none was chosen and the data holds a complete week.
    package static let lastCompleteWeek = "the last complete week in the data"
    /// The report's period when none was chosen and no week of the data is complete.
    package static let latestPartialWeek = "the latest week in the data (no week of the data is complete yet)"

    /// The wording of `selection`; `isDefault` when no period flag was given and the latest week in
    /// the data was taken.
    package init(_ selection: PeriodSelection, isDefault: Bool = false) {
        switch selection {
        case _ where isDefault:
            (short, kind, chosen) = ("latest week in the data", "default-week", "the latest week in the data")
        case .day: (short, kind, chosen) = ("day", "day", "the day chosen with --on")
        case .week: (short, kind, chosen) = ("week", "week", "the week chosen with --week")
        case .month: (short, kind, chosen) = ("month", "month", "the month chosen with --month")
        case .range: (short, kind, chosen) = ("range", "range", "the days chosen with --from and --to")
        case .lastDays(let n): (short, kind, chosen) = ("last \(n) days", "last-days", "the last \(n) days of the data")
        case .all: (short, kind, chosen) = ("all data", "all", "all the data")
        }
    }
}
