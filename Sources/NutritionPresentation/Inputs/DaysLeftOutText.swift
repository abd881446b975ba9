import NutritionData

/// Wording of the days of food logs left out because an earlier source gave them (the rule itself is
/// `FoodLogCombiner`'s): the note on stderr and the lines of `inspect`.
package enum DaysLeftOutText {
    /// The days left out grouped by file, files in the order first met.
    package static func byFile(_ days: [DayLeftOut]) -> [(file: String, days: [DayLeftOut])] {
        var result: [(file: String, days: [DayLeftOut])] = []
        for day in days {
            if let index = result.firstIndex(where: { $0.file == day.file }) {
                result[index].days.append(day)
            } else {
                result.append((day.file, [day]))
            }
        }
        return result
    }

    /// The sources that gave the days instead: `Storage`, or `Storage and servings.csv`.
    package static func keepers(_ days: [DayLeftOut]) -> String {
        var names: [String] = []
        for day in days where !names.contains(day.keptFrom) { names.append(day.keptFrom) }
        return names.joined(separator: " and ")
    }

    /// How many days are listed one by one in `inspect` before "… and N more".
    package static let daysListed = 10

    /// The lines of `inspect` (indented by two spaces), or nothing when no day was left out.
    package static func inspectLines(_ days: [DayLeftOut]) -> String {
        guard !days.isEmpty else { return "" }
        var out =
            "Days left out (a day's food comes from one source: storage folder first, then food logs in the order given):\n"
        for (file, fileDays) in byFile(days) {
            out +=
                "  \(TerminalText.safe(file)): \(TextNumbers.count(fileDays.count, "day")), already given by \(TerminalText.safe(keepers(fileDays)))\n"
            for day in fileDays.prefix(daysListed) {
                out +=
                    "    \(day.date.iso)  \(TextNumbers.count(day.entries, "entry", plural: "entries")), "
                    + "\(TextNumbers.kcal(day.kcal)) kcal not counted (kept from \(TerminalText.safe(day.keptFrom)))\n"
            }
            if fileDays.count > daysListed { out += "    … and \(fileDays.count - daysListed) more\n" }
        }
        return out
    }
}
