import ArgumentParser
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import Pantry
import SafeOutput

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

    func validate() throws {
        guard let pantry = options.pantry else { throw ValidationError(.pantryNeedsFile) }
        if let calendar { _ = try calendarLocation(calendar, pantry: pantry) }
    }

    /// `--calendar FILE` resolved once and checked against the pantry file it is made from.
    func calendarLocation(_ path: String, pantry: String) throws -> OutputLocation {
        try OutputPath.location(
            path, option: "--calendar", files: [pantry],
            advice: "inputs are never written, choose another --calendar file")
    }

    func run() throws {
        let location = try calendar.map { try calendarLocation($0, pantry: options.pantry ?? "") }
        let text = try reportingInputErrors { () throws -> String in
            guard let list = try options.read(strictness: lenient ? .lenient : .strict) else { return "" }
            let overview = PantryOverview(
                items: list.items, today: try options.day(orElse: LocalClock.today()),
                soonDays: options.soon, categories: category, favoritesOnly: favorites, order: sort)
            let listing = PantryFormatter(overview: overview, file: list.file, skipped: list.skipped.total)
            let text = try format.render(listing, urgent: TerminalColor.isEnabled ? TerminalColor.red : { $0 })
            if let location, let calendar {
                let ics = PantryCalendar(overview)
                try AtomicFile.write(Array(ics.text.utf8), to: location, what: "the calendar")
                Terminal.note("nutristats: " + PantryFormatter.calendarNote(file: calendar, ics))
            }
            return text
        }
        try Terminal.output(text)
    }
}
