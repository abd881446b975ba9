import ArgumentParser
import NutriStatsCommandLine

/// The pantry flags `pantry`, `report` and `chart --metric pantry` share: the file, the day statuses
/// are computed for, and the "soon" window; the library's ``NutriStatsCommandLine/PantryFlags`` checks
/// them and reads the file.
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

    /// The flags as the library reads them.
    var flags: PantryFlags { PantryFlags(pantry: pantry, today: today, soon: soon) }

    func validate() throws {
        try usage { try flags.check() }
    }
}
