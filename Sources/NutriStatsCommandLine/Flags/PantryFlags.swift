import NutriStatsConfiguration
import NutritionData
import NutritionPresentation

/// The pantry flags `pantry`, `report` and `chart --metric pantry` share, as given — `--pantry`, `--today`,
/// `--soon` — checked once, and the one place the pantry file is read.
package struct PantryFlags: Sendable, Hashable {
    /// `--pantry FILE`.
    package var pantry: String?
    /// `--today YYYY-MM-DD`, as typed.
    package var today: String?
    /// `--soon N`: how many days ahead count as expiring soon.
    package var soon: Int

    package init(pantry: String? = nil, today: String? = nil, soon: Int = 3) {
        self.pantry = pantry
        self.today = today
        self.soon = soon
    }

    /// `--today` a date, `--soon` 0 to 365.
    package func check() throws(UsageProblem) {
        _ = try parsedToday()
        guard (0...365).contains(soon) else { throw .soon(soon) }
    }

    /// `--today`, checked; nil when not given.
    package func parsedToday() throws(UsageProblem) -> LocalDate? {
        guard let today else { return nil }
        guard let date = LocalDate(iso: today) else { throw .date(flag: "--today", given: today) }
        return date
    }

    /// `--today`, else `fallback`.
    package func day(orElse fallback: LocalDate) throws(UsageProblem) -> LocalDate {
        try parsedToday() ?? fallback
    }

    /// The pantry file, read (nil without `--pantry`); skipped items go to `notes`.
    package func read(strictness: Strictness, notes: NoteSink) throws(InputError) -> PantryList? {
        guard let pantry else { return nil }
        let list = try PantryReader(strictness: strictness).read(at: pantry)
        notes(InputNotes.skipped(list.skipped))
        return list
    }
}
