import ArgumentParser
import NutritionData
import NutritionStats
import NutritionPresentation

/// `nutristats history`: what was eaten, day by day, newest day first — like the shortcut's Food History.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List what was eaten, by day, newest day first.",
        discussion: """
            Each day shows its total kcal, then one line per entry: time, servings × food, kcal. \
            With a period (--on, --week, --month, --from/--to, --last N) days without entries are \
            shown as "not logged"; with --all (the default) only days with entries are listed. \
            Activity files, if given, are not used by this command.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var period: PeriodOptions

    func validate() throws {
        guard input.hasFoodInput else {
            throw ValidationError("history needs a food log: --storage DIR, --history FILE or --food-log FILE.")
        }
    }

    func run() throws {
        let (text, skipped) = try reportingInputErrors { try render() }
        try Terminal.output(text)
        if skipped > 0 {
            Terminal.note("nutristats: note: \(TextNumbers.count(skipped, "row")) skipped (--lenient); "
                + "'nutristats inspect --lenient' lists why")
        }
    }

    /// The whole listing, built before anything is printed (so an error prints nothing else).
    func output() throws -> String {
        try render().text
    }

    /// The listing and the number of rows skipped in lenient mode.
    func render() throws -> (text: String, skipped: Int) {
        let log = try input.readFoodLog()
        let selection = try period.selection(default: .all)
        let span = log.dateSpan.flatMap { DateRange(first: $0.lowerBound, last: $0.upperBound) }
        guard let range = try selection.resolve(dataSpan: span, weekStart: try period.parsedWeekStart()) else {
            return ("No food entries logged.\n", log.skipped.total)
        }
        let listing = HistoryListing(days: log.days(from: range.first, through: range.last), range: range,
                                     listsDaysNotLogged: selection != .all)
        return (listing.text, log.skipped.total)
    }
}

/// The text of `nutristats history` for a range of days.
struct HistoryListing {
    /// Days with entries (any order; those outside `range` are left out).
    var days: [FoodDay]
    /// The days asked for.
    var range: DateRange
    /// Whether days inside the range without entries get a "not logged" line.
    var listsDaysNotLogged: Bool

    var text: String {
        let inRange = days.filter { range.contains($0.date) }
        let byDate = Dictionary(inRange.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        let totalKcal = inRange.reduce(0) { $0 + $1.kcal }
        var out = "Food history \(range): \(inRange.count) of \(TextNumbers.count(range.dayCount, "day")) logged, "
            + "\(TextNumbers.kcal(totalKcal)) kcal"
            + Self.unknownKcalNote(inRange.reduce(0) { $0 + $1.entriesWithUnknownKcal }) + "\n"
        let dates: [LocalDate] = listsDaysNotLogged
            ? Array(range.reversed())
            : inRange.map(\.date).sorted(by: >)
        for date in dates {
            out += "\n"
            guard let day = byDate[date] else {
                out += "\(TextNumbers.dayHeading(date)) — not logged\n"
                continue
            }
            out += "\(TextNumbers.dayHeading(date)) — \(TextNumbers.kcal(day.kcal)) kcal"
                + Self.unknownKcalNote(day.entriesWithUnknownKcal) + "\n"
            let foods = day.entries.map { "\(TextNumbers.servings($0.servings)) × \(TerminalText.name($0.foodName))" }
            let amounts = day.entries.map { $0.kcalKnown ? TextNumbers.kcal($0.kcal) : "?" }
            let foodWidth = foods.map(TerminalText.width).max() ?? 0
            let amountWidth = amounts.map(\.count).max() ?? 0
            for (index, entry) in day.entries.enumerated() {
                out += "  \(entry.time.hhmm)  " + TerminalText.padRight(foods[index], foodWidth) + "  "
                    + TerminalText.padLeft(amounts[index], amountWidth) + " kcal\n"
            }
        }
        return out
    }

    /// ` (+ 2 entries of unknown kcal)` after a kcal total that leaves such entries out; empty for none.
    static func unknownKcalNote(_ count: Int) -> String {
        count == 0 ? "" : " (+ \(TextNumbers.count(count, "entry", plural: "entries")) of unknown kcal)"
    }
}
