import ArgumentParser
import Foundation
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import Pantry

/// The pantry flags `pantry`, `report` and `chart --metric pantry` share: the file, the day statuses
/// are computed for, and the "soon" window.
struct PantryOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A pantry list: KeepFresh's CSV (itemId,itemName,category,purchaseDate,expiryDate,favorited) or a Parse server's JSON export of its Items.",
            valueName: "FILE"))
    var pantry: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The day statuses are computed for (default: today's local date; in a report, the period's last day).",
            valueName: "YYYY-MM-DD"))
    var today: String?

    @Option(name: .long, help: ArgumentHelp("How many days ahead count as expiring soon (0–365).", valueName: "N"))
    var soon: Int = 3

    func validate() throws {
        _ = try parsedToday()
        guard (0...365).contains(soon) else { throw ValidationError(.soon(soon)) }
    }

    /// `--today`, checked; nil when not given.
    func parsedToday() throws -> LocalDate? {
        guard let today else { return nil }
        guard let date = LocalDate(iso: today) else { throw ValidationError(.date(flag: "--today", given: today)) }
        return date
    }

    /// `--today`, else `fallback`.
    func day(orElse fallback: LocalDate) throws -> LocalDate {
        try parsedToday() ?? fallback
    }

    /// The pantry file, read (nil without `--pantry`); skipped items are told on stderr.
    func read(strictness: Strictness) throws(InputError) -> PantryList? {
        guard let pantry else { return nil }
        let list = try PantryReader(strictness: strictness).read(at: pantry)
        Terminal.notes(InputNotes.skipped(list.skipped))
        return list
    }
}
