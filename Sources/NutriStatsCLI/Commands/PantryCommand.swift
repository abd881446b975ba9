import ArgumentParser
import NutriStatsCommandLine
import NutritionPresentation
import Pantry

/// `nutristats pantry`: a pantry list with each item's expiry status, as a table, CSV or JSON, and
/// optionally an iCalendar file of expiry dates with reminders.
struct PantryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pantry",
        abstract:
            "List pantry items by expiry status (expired, today, soon, fresh, no date); write an iCalendar file of expiry dates.",
        discussion: """
            Reads KeepFresh's CSV or a Parse server's JSON export of its Items (told apart by content). \
            Each item is expired (with days ago), expires today, soon (within --soon days), fresh, or has \
            no date. The table shows expired and soon items in red on a terminal (never when piped, in CSV \
            or JSON, or with NO_COLOR set), then counts per status and per category.

            --calendar writes an iCalendar (RFC 5545) file: one all-day event per item with an expiry \
            date, an alarm --soon days before, and the item id as the event's UID, so importing a newer \
            file updates the events instead of adding copies.

            Examples:
              nutristats pantry --pantry pantry.csv
              nutristats pantry --pantry Items.json --soon 5 --category Dairy --sort name
              nutristats pantry --pantry pantry.csv --favorites --format csv
              nutristats pantry --pantry pantry.csv --calendar expiry.ics
            """
    )

    @OptionGroup var options: PantryOptions
    @OptionGroup var configuration: ConfigurationOptions

    @Option(
        name: .long,
        help: ArgumentHelp("Only items of this category (any case); repeat for several.", valueName: "NAME"))
    var category: [String] = []

    @Flag(name: .long, help: "Only favourites.")
    var favorites = false

    @Option(name: .long, help: ArgumentHelp("Order: expiry, purchase, name or category.", valueName: "ORDER"))
    var sort: PantryOrder = .expiry

    @Option(name: .long, help: ArgumentHelp("Output: table, csv or json.", valueName: "FORMAT"))
    var format: PantryOutputFormat = .table

    @Option(
        name: .long,
        help: ArgumentHelp("Also write an iCalendar file of expiry dates with reminders.", valueName: "FILE.ics"))
    var calendar: String?

    @Flag(name: .long, help: "Skip bad items and count them instead of stopping at the first one.")
    var lenient = false

    /// The run the flags ask for (``NutriStatsCommandLine/PantryRun``).
    var plan: PantryRun {
        PantryRun(
            pantry: options.flags, categories: category, favoritesOnly: favorites, order: sort, format: format,
            calendar: calendar, lenient: lenient)
    }

    func validate() throws {
        try usage { try plan.check() }
    }

    func run() throws {
        let location = try usage { try plan.calendarLocation() }
        let text = try reportingInputErrors { () throws -> String in
            try plan.text(
                calendarAt: location, urgent: TerminalColor.isEnabled ? TerminalColor.red : { $0 }, context: .terminal)
        }
        try Terminal.output(text)
    }
}
