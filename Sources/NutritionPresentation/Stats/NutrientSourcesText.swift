import NutritionData
import NutritionStats

/// The words for where a nutrient came from (``NutritionStats/NutrientSources``), the same in `stats`
/// and the report: `41 % from Ramen; 12 % from Soy sauce; 9 % from Bread`.
package enum NutrientSourcesText {
    /// A share as a whole percentage, `<1 %` for a share that rounds to 0 but is not 0; `space` goes
    /// between the number and `%`.
    package static func share(_ share: Double, space: String = " ") -> String {
        let percent = (share * 100).rounded()
        return (percent == 0 && share > 0 ? "<1" : "\(Int(percent))") + space + "%"
    }

    /// The first `limit` foods with their shares, semicolons between them (food names hold commas) and a
    /// no-break space before each `%`, so a line never breaks inside a share; nil when no food reported
    /// the nutrient. Names are as logged: each output escapes them its way.
    package static func summary(_ sources: NutrientSources, limit: Int) -> String? {
        let foods = sources.foods.prefix(limit)
        guard !foods.isEmpty else { return nil }
        return foods.map { "\(share($0.share, space: "\u{A0}")) from \($0.name)" }.joined(separator: "; ")
    }

    /// The `stats` table's section: a title naming the nutrient and its known total, the foods (and
    /// the named meals, when the log names any) with amount and share, and how many entries did not
    /// report it.
    package static func tableLines(_ sources: NutrientSources) -> [String] {
        let nutrient = sources.nutrient
        let kind = FigureKind.anyNutrient(nutrient)
        let unit = nutrient.unitSymbol
        let title =
            "Where \(nutrient.displayName.lowercased()) came from (\(kind.grouped(sources.total)) \(unit) known)"
        guard !sources.foods.isEmpty else { return [title + ": no entry reports it"] }
        var lines = [title]
        func table(_ heading: String, _ items: [NutrientSources.Source]) -> [String] {
            var table = TextTable([
                ("#", .right), (heading, .left), (unit, .right), ("Share", .right), ("Entries", .right),
            ])
            for (index, item) in items.enumerated() {
                table.add([
                    String(index + 1), TerminalText.name(item.name), kind.grouped(item.amount), share(item.share),
                    String(item.entries),
                ])
            }
            return table.lines(indent: "  ")
        }
        lines += table("Food", sources.foods)
        if !sources.meals.isEmpty {
            lines.append("")
            lines += table("Meal", sources.meals)
        }
        if sources.entriesNotReporting > 0 {
            let verb = sources.entriesNotReporting == 1 ? "does" : "do"
            lines.append(
                "  \(TextNumbers.count(sources.entriesNotReporting, "entry", plural: "entries")) \(verb) not report it: "
                    + "shares are of the known amount.")
        }
        return lines
    }
}
