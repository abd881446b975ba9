import NutritionData
import NutritionStats

/// Wording of how a food log's own totals compared with its rows (the check itself is the importer's,
/// ``/NutritionData/FileTotalsCheck``): the note on stderr, the lines of `inspect` and the report's sentence.
package enum TotalsCheckText {
    /// How many mismatches `inspect` lists one by one before "… and N more".
    package static let mismatchesListed = 10

    /// `nutristats: note: dailysummary.csv: the meals of 2 days do not add up to the file's Total rows
    /// (first: 2026-01-29, line 7, Energy (kcal): meals 300, Total 310); the meals are counted; 'nutristats
    /// inspect' lists every difference`: one line per food log whose totals disagree, nothing otherwise.
    package static func notes(_ files: [FoodLogFile]) -> [String] {
        files.compactMap { file in
            guard let check = file.totals, let first = check.mismatches.first else { return nil }
            return "nutristats: note: \(file.file): \(disagreement(check)) (first: \(mismatch(first))); the meals are "
                + "counted; 'nutristats inspect' lists every difference"
        }
    }

    /// The lines of `inspect` under a food log that carries totals (indented by six spaces), or nothing.
    package static func inspectLines(_ file: FoodLogFile) -> String {
        guard let check = file.totals else { return "" }
        var out = "      Total rows: \(TextNumbers.grouped(check.checked)) compared with the meals, "
        out +=
            check.mismatches.isEmpty
            ? "all agree"
            : "\(TextNumbers.count(check.daysDisagreeing.count, "day")) \(Plural.word(check.daysDisagreeing.count, "disagrees", "disagree")) (the meals are counted)"
        if check.blank > 0 { out += "; \(TextNumbers.grouped(check.blank)) blank (no data)" }
        if check.daysWithoutTotal > 0 {
            out += "; \(TextNumbers.count(check.daysWithoutTotal, "day")) without one, not checked"
        }
        out += "\n"
        for item in check.mismatches.prefix(mismatchesListed) {
            out += "        \(TerminalText.safe(mismatch(item)))\n"
        }
        if check.mismatches.count > mismatchesListed {
            out += "        … and \(check.mismatches.count - mismatchesListed) more\n"
        }
        return out
    }

    /// The report's sentence on a food log's totals: that they agree, or how many days do not and the
    /// first difference; nil for a file without totals.
    package static func reportSentence(_ file: FoodLogFile) -> String? {
        guard let check = file.totals, check.checked > 0 else { return nil }
        guard let first = check.mismatches.first else {
            return "\(file.file): its \(TextNumbers.count(check.checked, "Total row")) "
                + "\(Plural.word(check.checked, "agrees", "agree")) with the meals read."
        }
        return "\(file.file): \(disagreement(check)) (first: \(mismatch(first))); the meals are counted."
    }

    /// `the meals of 2 days do not add up to the file's Total rows`.
    private static func disagreement(_ check: FileTotalsCheck) -> String {
        "the meals of \(TextNumbers.count(check.daysDisagreeing.count, "day")) do not add up to the file's Total rows"
    }

    /// `2026-01-29, line 7, Energy (kcal): meals 300, Total 310`.
    private static func mismatch(_ item: TotalsMismatch) -> String {
        "\(item.date.iso), line \(item.line), \(item.column): "
            + (item.rows == 0 ? "no meal has a number" : "meals \(number(item.sumOfRows))")
            + ", Total \(number(item.fileTotal))"
    }

    /// A file's amount with at most two decimals and no trailing zeros, grouped: `2,707.5`.
    private static func number(_ value: Double) -> String {
        let text = FigureDigits.text(value, decimals: 2, grouping: true) ?? "?"
        guard text.contains(".") else { return text }
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
        if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
