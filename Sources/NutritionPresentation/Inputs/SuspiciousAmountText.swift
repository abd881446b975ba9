import NutritionData
import NutritionStats

/// Wording of the amounts a food log holds above what anyone plausibly takes in on a day (the bounds
/// are ``/NutritionData/NutrientBounds``'s): the note on stderr, the lines of `inspect` and the report's
/// sentence. Such amounts are read as written; this names them so the user can check the file.
package enum SuspiciousAmountText {
    /// How many amounts `inspect` lists one by one before "… and N more".
    package static let listed = 10

    /// `nutristats: note: dailysummary.csv: 1 amount above what anyone plausibly takes in on a day was
    /// read as written (first: 2026-01-27, line 4, Vitamin A (µg): 135,695 mcg, plausible up to 30,000
    /// mcg); check the file; 'nutristats inspect' lists them`: one line per food log with such amounts.
    package static func notes(_ files: [FoodLogFile]) -> [String] {
        files.compactMap { file in
            guard let first = file.suspicious.first else { return nil }
            return
                "nutristats: note: \(file.file): \(summary(file.suspicious)) (first: \(item(first))); check the file; "
                + "'nutristats inspect' lists them"
        }
    }

    /// The lines of `inspect` under a food log (indented by six spaces), or nothing.
    package static func inspectLines(_ file: FoodLogFile) -> String {
        guard !file.suspicious.isEmpty else { return "" }
        var out = "      \(summary(file.suspicious)):\n"
        for amount in file.suspicious.prefix(listed) { out += "        \(TerminalText.safe(item(amount)))\n" }
        if file.suspicious.count > listed { out += "        … and \(file.suspicious.count - listed) more\n" }
        return out
    }

    /// The report's sentence on a food log's suspicious amounts, or nil when it has none.
    package static func reportSentence(_ file: FoodLogFile) -> String? {
        guard let first = file.suspicious.first else { return nil }
        return "\(file.file): \(summary(file.suspicious)) (first: \(item(first)))."
    }

    /// `2 amounts above what anyone plausibly takes in on a day were read as written`.
    private static func summary(_ amounts: [SuspiciousAmount]) -> String {
        "\(TextNumbers.count(amounts.count, "amount")) above what anyone plausibly takes in on a day "
            + "\(Plural.word(amounts.count, "was", "were")) read as written"
    }

    /// `2026-01-27, line 4, Vitamin A (µg): 135,695 mcg, plausible up to 30,000 mcg`.
    private static func item(_ amount: SuspiciousAmount) -> String {
        let unit = amount.nutrient.unit.symbol
        return "\(amount.date.iso), line \(amount.line), \(amount.column): \(number(amount.amount)) \(unit), "
            + "plausible up to \(number(amount.plausibleMaximum)) \(unit)"
    }

    /// An amount rounded to whole units, grouped: `135,695`.
    private static func number(_ value: Double) -> String {
        FigureDigits.text(value, decimals: 0, grouping: true) ?? "?"
    }
}
