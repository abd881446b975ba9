import NutritionData
import NutritionStats

/// The text of `nutristats history` for a range of days.
package struct HistoryFormatter {
    /// Days with entries (any order; those outside `range` are left out).
    package var days: [FoodDay]
    /// The days asked for.
    package var range: DateRange
    /// Whether days inside the range without entries get a "not logged" line.
    package var listsDaysNotLogged: Bool

    package init(days: [FoodDay], range: DateRange, listsDaysNotLogged: Bool) {
        self.days = days
        self.range = range
        self.listsDaysNotLogged = listsDaysNotLogged
    }

    /// The text when the input holds no food entry at all (so there is no span to list).
    package static let noEntries = "No food entries logged.\n"

    package var text: String {
        let inRange = days.filter { range.contains($0.date) }
        let byDate = Dictionary(inRange.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        let totalKcal = inRange.reduce(0) { $0 + $1.kcal }
        var out =
            "Food history \(range): \(inRange.count) of \(TextNumbers.count(range.dayCount, "day")) logged, "
            + "\(TextNumbers.kcal(totalKcal)) kcal"
            + Self.unknownKcalNote(inRange.reduce(0) { $0 + $1.entriesWithUnknownKcal }) + "\n"
        let dates: [LocalDate] =
            listsDaysNotLogged
            ? Array(range.reversed())
            : inRange.map(\.date).sorted(by: >)
        for date in dates {
            out += "\n"
            guard let day = byDate[date] else {
                out += "\(TextNumbers.dayHeading(date)) — not logged\n"
                continue
            }
            out +=
                "\(TextNumbers.dayHeading(date)) — \(TextNumbers.kcal(day.kcal)) kcal"
                + Self.unknownKcalNote(day.entriesWithUnknownKcal) + "\n"
            let foods = day.entries.map { "\(TextNumbers.servings($0.servings)) × \(TerminalText.name($0.foodName))" }
            let amounts = day.entries.map { $0.kcalKnown ? TextNumbers.kcal($0.kcal) : "?" }
            let foodWidth = foods.map(TerminalText.width).max() ?? 0
            let amountWidth = amounts.map(\.count).max() ?? 0
            for (index, entry) in day.entries.enumerated() {
                out +=
                    "  " + TerminalText.padRight(entry.knownTime?.hhmm ?? TextNumbers.unknown, 5) + "  "
                    + TerminalText.padRight(foods[index], foodWidth) + "  "
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
