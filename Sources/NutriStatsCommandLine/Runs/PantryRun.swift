import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import Pantry
import SafeOutput

/// One run of `nutristats pantry`: its flags as given and checked (``check()``), where the calendar
/// goes (``calendarLocation()``), and what it prints (``text(calendarAt:urgent:context:)``): the list
/// seen on a day (``Pantry/PantryOverview``) handed to a formatter, and the iCalendar file written.
package struct PantryRun: Sendable {
    /// `--pantry`, `--today`, `--soon`.
    package var pantry: PantryFlags
    /// `--category`, any case; repeated for several.
    package var categories: [String]
    /// `--favorites`.
    package var favoritesOnly: Bool
    package var order: PantryOrder
    package var format: PantryOutputFormat
    /// `--calendar FILE.ics`.
    package var calendar: String?
    /// `--lenient`.
    package var lenient: Bool

    /// A run with these flags, as given.
    package init(
        pantry: PantryFlags, categories: [String] = [], favoritesOnly: Bool = false, order: PantryOrder = .expiry,
        format: PantryOutputFormat = .table, calendar: String? = nil, lenient: Bool = false
    ) {
        self.pantry = pantry
        self.categories = categories
        self.favoritesOnly = favoritesOnly
        self.order = order
        self.format = format
        self.calendar = calendar
        self.lenient = lenient
    }

    /// A pantry file, and a calendar that is not it.
    package func check() throws(UsageProblem) {
        guard pantry.pantry != nil else { throw .pantryNeedsFile }
        _ = try calendarLocation()
    }

    /// `--calendar FILE` resolved once and checked against the pantry file it is made from; nil without it.
    package func calendarLocation() throws(UsageProblem) -> OutputLocation? {
        guard let calendar else { return nil }
        return try OutputLocation.checked(
            calendar, option: "--calendar", files: [pantry.pantry ?? ""],
            advice: "inputs are never written, choose another --calendar file")
    }

    /// What `pantry` prints, statuses seen on `--today` (else today by `context`'s clock), the expired
    /// and soon items marked by `urgent` in the table (red on a terminal); writes the calendar to
    /// `location` when `--calendar` was given, with a note saying so.
    package func text(calendarAt location: OutputLocation?, urgent: (String) -> String, context: CommandContext)
        throws -> String
    {
        guard let list = try pantry.read(strictness: lenient ? .lenient : .strict, notes: context.notes) else {
            return ""
        }
        let overview = PantryOverview(
            items: list.items, today: try pantry.day(orElse: context.today), soonDays: pantry.soon,
            categories: categories, favoritesOnly: favoritesOnly, order: order)
        let listing = PantryFormatter(overview: overview, file: list.file, skipped: list.skipped.total)
        let text = try format.render(listing, urgent: urgent)
        if let location, let calendar {
            let ics = PantryCalendar(overview)
            try AtomicFile.write(Array(ics.text.utf8), to: location, what: "the calendar")
            context.notes("nutristats: " + PantryFormatter.calendarNote(file: calendar, ics))
        }
        return text
    }
}
